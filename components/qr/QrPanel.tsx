import { useState } from 'preact/hooks';
import { Button } from '@/components/ui';
import { downloadBlob, qrFileName, qrPngBlob, qrSvgBlob } from '@/lib/qr/export';
import { qrMatrix } from '@/lib/qr/matrix';
import { QrCode } from './QrCode';

export interface QrPanelProps {
  /** The short URL to encode. */
  value: string;
  size?: number;
}

/** The QR code with PNG and SVG downloads, all drawn locally (nothing is sent anywhere). */
export function QrPanel({ value, size }: QrPanelProps) {
  const [failed, setFailed] = useState(false);
  const name = qrFileName(value);
  const png = async () => {
    try {
      downloadBlob(await qrPngBlob(qrMatrix(value)), `${name}.png`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div class="qr-panel">
      <QrCode value={value} size={size} />
      <div class="qr-actions">
        <Button size="sm" onClick={png}>
          Download PNG
        </Button>
        <Button size="sm" onClick={() => downloadBlob(qrSvgBlob(qrMatrix(value)), `${name}.svg`)}>
          Download SVG
        </Button>
      </div>
      {failed && (
        <p class="field-error" role="alert">
          The PNG could not be drawn; try the SVG download.
        </p>
      )}
    </div>
  );
}
