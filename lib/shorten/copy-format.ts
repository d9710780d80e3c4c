import { isHttpUrl } from '@/lib/api/http-url';
import type { CopyFormat } from '@/lib/settings/schema';

export interface CopyableLink {
  shorturl: string;
  title?: string | undefined;
  longurl?: string | undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Markdown link text: brackets and backslashes would end or break the label. */
export function escapeMarkdownLabel(text: string): string {
  return text.replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** Markdown destination: spaces and parentheses are percent-encoded so the link stays whole. */
export function escapeMarkdownUrl(url: string): string {
  const codes: Record<string, string> = { ' ': '%20', '(': '%28', ')': '%29', '<': '%3C', '>': '%3E' };
  return url.replace(/[ ()<>]/g, (char) => codes[char] ?? char);
}

function labelOf(link: CopyableLink): string {
  const title = link.title?.replace(/\s+/g, ' ').trim();
  return title || link.shorturl;
}

/**
 * The text put on the clipboard for a short link, in the user's chosen format. An address that is
 * not http(s) (a hostile server's javascript: or data:) goes as its plain text, never as a link.
 */
export function formatShortLink(link: CopyableLink, format: CopyFormat): string {
  if (!isHttpUrl(link.shorturl)) return link.shorturl;
  switch (format) {
    case 'plain':
      return link.shorturl;
    case 'markdown':
      return `[${escapeMarkdownLabel(labelOf(link))}](${escapeMarkdownUrl(link.shorturl)})`;
    case 'html':
      return `<a href="${escapeHtml(link.shorturl)}">${escapeHtml(labelOf(link))}</a>`;
  }
}
