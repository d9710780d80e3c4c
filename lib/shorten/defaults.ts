import type { ShortenDefaults } from '@/lib/settings/schema';
import { shortenBody } from './body';
import { emptyShortenForm, type ShortenBody } from './form-model';

/**
 * The body of a shorten made with the user's defaults alone (right-click, keyboard): exactly
 * what the popup sends for its untouched form. The service returns the existing link for the
 * same URL with the same options, so identical bodies are what make a resend safe (lib/queue).
 */
export function withDefaults(url: string, defaults: ShortenDefaults): ShortenBody {
  return shortenBody(emptyShortenForm(url, defaults));
}
