// An address as Trim shows it where the user decides about it (the review window, the paste box's
// links): as the characters it holds, never as a page would have them drawn. A format or bidi
// control takes no effect there but shows as a marker (U+202E would turn the rest of the address
// around, U+200B shows nothing and the URL parser drops it from a host), and when the address does
// not plainly begin with the host it opens (a look-alike letter from another script, a user name
// before an @, a dropped invisible character) that host is named beside it, as the browser asks
// for it: ASCII, punycode for a non-Latin name.

/** Characters that draw nothing or move others: format (Cf, every bidi control among them), controls, the default-ignorable rest. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/gu;

export interface AddressView {
  /** The address as written, each invisible or bidi character replaced by its marker, ⟨U+202E⟩. */
  text: string;
  /** The host the address opens, in ASCII, when the address does not begin with it as written; null otherwise. */
  host: string | null;
}

const marker = (char: string) => `⟨U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`;

/** Whether the address holds a character the reader cannot see as itself (what the marker shows). */
export const hasInvisible = (address: string): boolean => new RegExp(INVISIBLE.source, 'u').test(address);

export function viewAddress(address: string): AddressView {
  const text = address.replace(INVISIBLE, marker);
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return { text, host: null };
  }
  const plain = `${parsed.protocol}//${parsed.hostname}`;
  const written = address.slice(0, plain.length).toLowerCase();
  const next = address.charAt(plain.length);
  return { text, host: written === plain && /^[:/?#]?$/.test(next) ? null : parsed.hostname };
}
