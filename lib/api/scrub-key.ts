// A server that echoes the API key back in a message must not hand it to a page or a
// notification: every form a careless or hostile server could send it in is replaced by
// "[API key]". The exact key, in any case, split by invisible characters; its base64 (standard
// and URL-safe, with or without padding) and its percent-encoding.

const INVISIBLE = '[\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064\\ufeff]*';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function base64Forms(key: string): string[] {
  let standard: string;
  try {
    standard = btoa(key);
  } catch {
    return [];
  }
  const unpadded = standard.replace(/=+$/, '');
  const urlSafe = unpadded.replace(/\+/g, '-').replace(/\//g, '_');
  return [standard, unpadded, urlSafe];
}

/** The text with every echo of `key` replaced; a key under 4 characters is not looked for (it would match words). */
export function scrubKey(text: string, key: string): string {
  if (key.length < 4) return text;
  const spelled = new RegExp([...key].map(escape).join(INVISIBLE), 'giu');
  let out = text.replace(spelled, '[API key]');
  for (const form of new Set([...base64Forms(key), encodeURIComponent(key)])) {
    if (form.length >= 4 && form !== key) out = out.split(form).join('[API key]');
  }
  return out;
}
