import type { LinkInput } from '../api';
import { redirectTypeSchema } from '../api/schemas/link-input';
import type { ShortenDefaults } from '../settings/schema';

/**
 * The body of a shorten with the user's defaults. Only defaults that carry a value go in, so
 * an unset domain/campaign/channel leaves the server's own choice. Every surface builds its
 * body here: the API returns the existing link for the same URL with the same options, and
 * identical bodies are what make a resend safe (see lib/queue).
 */
export function withDefaults(url: string, defaults: ShortenDefaults): LinkInput {
  const body: LinkInput = { url };
  if (defaults.domain.trim() !== '') body.domain = defaults.domain.trim();
  if (defaults.campaign !== null) body.campaign = defaults.campaign;
  if (defaults.channel !== null) body.channel = defaults.channel;
  if (defaults.status) body.status = defaults.status;
  // The stored type is a string; only a value the API accepts goes out (a numeric string
  // names a custom splash page and stays a string, as the server echoes it).
  const type = redirectTypeSchema.safeParse(defaults.type.trim());
  if (type.success) body.type = type.data;
  return body;
}
