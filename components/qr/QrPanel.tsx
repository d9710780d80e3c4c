import { useState } from 'preact/hooks';
import { Button, lazyComponent } from '@/components/ui';
import { downloadBlob, qrFileName, qrPngBlob, qrSvgBlob } from '@/lib/qr/export';
import { qrMatrix } from '@/lib/qr/matrix';
import { t } from '@/lib/i18n/messages';
import { QrCode } from './QrCode';
import type { QrColours } from './QrSaveOffer';

// Keeping the code on the service is a choice few make: its code loads after the panel's, apart.
const QrSaveOffer = lazyComponent(() => import('./QrSaveOffer').then((m) => m.QrSaveOffer), null);

export interface QrPanelProps {
  /** The short URL to encode. */
  value: string;
  size?: number;
  /** Offers "Save on the service" (a page with a connection to the link's installation). */
  offerSave?: boolean;
}

/** The QR code with PNG and SVG downloads, all drawn locally (nothing is sent anywhere). */
export function QrPanel({ value, size, offerSave = true }: QrPanelProps) {
  const [failed, setFailed] = useState(false);
  // Chosen for the service's copy only: the local code shows them, its files stay black on white.
  const [colours, setColours] = useState<QrColours | null>(null);
  const name = qrFileName(value);
  const png = async () => {
    try {
      downloadBlob(await qrPngBlob(qrMatrix(value)), `${name}.png`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div class="qr-panel-wrap stack">
      <div class="qr-panel">
        <QrCode value={value} size={size} colors={colours ?? undefined} />
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
      {offerSave && <QrSaveOffer value={value} colours={colours} onColours={setColours} />}
    </div>
  );
}
