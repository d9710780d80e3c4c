import { useMemo } from 'preact/hooks';
import { qrMatrix, qrPath } from '@/lib/qr/matrix';
import './qr.css';

export interface QrCodeProps {
  /** The text to encode (a short URL). */
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/**
 * The QR code as inline SVG elements built by Preact (no innerHTML): one rect for the light
 * background and one path for the dark modules. Always dark-on-light, even in dark mode,
 * because many scanners cannot read inverted codes.
 */
export function QrCode({ value, size = 168 }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const d = useMemo(() => qrPath(matrix), [matrix]);
  return (
    <svg
      class="qr-code"
      role="img"
      aria-label={`QR code for ${value}`}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shape-rendering="crispEdges"
    >
      <rect width={matrix.size} height={matrix.size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
