// The text a QR code's data codewords hold: its segments (numeric, alphanumeric, bytes, kanji)
// one after another, bytes in UTF-8 unless an ECI names Latin-1 (what encoders write today).

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

class Bits {
  private at = 0;
  constructor(private readonly bytes: readonly number[]) {}
  get left(): number {
    return this.bytes.length * 8 - this.at;
  }
  read(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++, this.at++) value = (value << 1) | ((this.bytes[this.at >> 3]! >> (7 - (this.at & 7))) & 1);
    return value;
  }
}

/** Character-count bits per mode for versions 1–9, 10–26 and 27–40. */
const COUNT_BITS = { numeric: [10, 12, 14], alphanumeric: [9, 11, 13], byte: [8, 16, 16], kanji: [8, 10, 12] } as const;

function decodeBytes(bytes: readonly number[], eci: number | null): string | null {
  const array = new Uint8Array(bytes);
  if (eci === 1 || eci === 3) return new TextDecoder('iso-8859-1').decode(array);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(array);
  } catch {
    // No ECI and not UTF-8: the standard's default, Latin-1.
    return eci === null ? new TextDecoder('iso-8859-1').decode(array) : null;
  }
}

/** The text of a code's data codewords, or null for what Trim does not read (structured append, FNC1, cut short). */
export function readText(data: readonly number[], version: number): string | null {
  const bits = new Bits(data);
  const group = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  let text = '';
  let eci: number | null = null;
  while (bits.left >= 4) {
    const mode = bits.read(4);
    if (mode === 0) break;
    if (mode === 0b0111) {
      const first = bits.read(8);
      eci = (first & 0x80) === 0 ? first : (first & 0xc0) === 0x80 ? ((first & 0x3f) << 8) | bits.read(8) : ((first & 0x1f) << 16) | bits.read(16);
      continue;
    }
    const kind = mode === 1 ? 'numeric' : mode === 2 ? 'alphanumeric' : mode === 4 ? 'byte' : mode === 8 ? 'kanji' : null;
    if (!kind) return null;
    const countBits = COUNT_BITS[kind][group];
    if (bits.left < countBits) return null;
    let count = bits.read(countBits);
    const need =
      kind === 'numeric'
        ? Math.floor(count / 3) * 10 + [0, 4, 7][count % 3]!
        : kind === 'alphanumeric'
          ? Math.floor(count / 2) * 11 + (count % 2) * 6
          : count * (kind === 'byte' ? 8 : 13);
    if (bits.left < need) return null;
    if (kind === 'numeric') {
      for (; count >= 3; count -= 3) text += String(bits.read(10)).padStart(3, '0');
      if (count > 0) text += String(bits.read(count === 2 ? 7 : 4)).padStart(count, '0');
    } else if (kind === 'alphanumeric') {
      for (; count >= 2; count -= 2) {
        const pair = bits.read(11);
        text += ALPHANUMERIC[Math.floor(pair / 45)]! + ALPHANUMERIC[pair % 45]!;
      }
      if (count === 1) text += ALPHANUMERIC[bits.read(6)]!;
    } else if (kind === 'byte') {
      const bytes = Array.from({ length: count }, () => bits.read(8));
      const part = decodeBytes(bytes, eci);
      if (part === null) return null;
      text += part;
    } else {
      const bytes: number[] = [];
      for (let i = 0; i < count; i++) {
        const value = bits.read(13);
        const packed = (Math.floor(value / 0xc0) << 8) | (value % 0xc0);
        const code = packed + (packed < 0x1f00 ? 0x8140 : 0xc140);
        bytes.push(code >> 8, code & 0xff);
      }
      text += new TextDecoder('shift_jis').decode(new Uint8Array(bytes));
    }
  }
  return text;
}
