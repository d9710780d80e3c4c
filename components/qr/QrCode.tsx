import { useMemo } from 'preact/hooks';
import { qrMatrix, qrPath, type QrMatrix } from '@/lib/qr/matrix';
import { t } from '@/lib/i18n/messages';
import './qr.css';

export interface QrCodeProps {
  /** The text to encode (a short URL), or that `matrix` encodes. */
  value: string;
  /** Modules drawn elsewhere (the service's copy), shown as they are instead of encoding `value` here. */
  matrix?: QrMatrix;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Colours chosen for a code kept on the service (`#rrggbb`); by default the theme's. */
  colors?: { foreground: string; background: string };
}

/**
 * The QR code as inline SVG elements built by Preact (no innerHTML): one rect for the light
 * background and one path for the dark modules, coloured by the theme's --qr-light and
 * --qr-dark (dark on light in both schemes, see theme.css).
 */
export function QrCode({ value, matrix: given, size = 168, colors }: QrCodeProps) {
  const matrix = useMemo(() => given ?? qrMatrix(value), [given, value]);
  const d = useMemo(() => qrPath(matrix), [matrix]);
  return (
    <svg class="qr-code" role="img" aria-label={t('sh_qr', value)} width={size} height={size} viewBox={`0 0 ${matrix.size} ${matrix.size}`} shape-rendering="crispEdges">
      <rect class="qr-code-ground" width={matrix.size} height={matrix.size} style={colors && { fill: colors.background }} />
      <path class="qr-code-modules" d={d} style={colors && { fill: colors.foreground }} />
    </svg>
  );
}
