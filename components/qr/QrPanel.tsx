import { useState } from 'preact/hooks';
import { Button } from '@/components/ui';
import { downloadBlob, qrFileName, qrPngBlob, qrSvgBlob } from '@/lib/qr/export';
import { qrMatrix } from '@/lib/qr/matrix';
import { t } from '@/lib/i18n/messages';
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
          {t('sh_qr_png')}
        </Button>
        <Button size="sm" onClick={() => downloadBlob(qrSvgBlob(qrMatrix(value)), `${name}.svg`)}>
          {t('sh_qr_svg')}
        </Button>
      </div>
      {failed && (
        <p class="field-error" role="alert">
          {t('sh_qr_failed')}
        </p>
      )}
    </div>
  );
}
