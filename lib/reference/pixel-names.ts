import type { PixelType } from '@/lib/api';

// The pixel providers by the names their users know, never the API's identifiers ("gtmpixel").
// Brand names, the same in every language. A small file of its own: the popup's pixel list
// shows them and must not pull in the manage page's forms.

export const PIXEL_TYPE_LABELS: Record<PixelType, string> = {
  gtmpixel: 'Google Tag Manager',
  gapixel: 'Google Analytics',
  fbpixel: 'Facebook (Meta)',
  adwordspixel: 'Google Ads',
  linkedinpixel: 'LinkedIn',
  twitterpixel: 'X (Twitter)',
  adrollpixel: 'AdRoll',
  quorapixel: 'Quora',
  pinterest: 'Pinterest',
  bing: 'Microsoft Advertising (Bing)',
  snapchat: 'Snapchat',
  reddit: 'Reddit',
  tiktok: 'TikTok',
};

/** A provider's name; types Trim does not know yet are shown as sent. */
export function pixelTypeLabel(type: string): string {
  return (PIXEL_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
}
