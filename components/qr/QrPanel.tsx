import { useState } from 'preact/hooks';
import { Button, lazyComponent } from '@/components/ui';
import { downloadBlob, qrFileName, qrPngBlob, qrSvgBlob } from '@/lib/qr/export';
import { qrMatrix } from '@/lib/qr/matrix';
import type { ServiceCopy } from '@/lib/qr/service-copy';
import { t } from '@/lib/i18n/messages';
import { QrCode } from './QrCode';
import type { QrColours, SavedCode } from './QrSaveOffer';

// Keeping the code on the service is a choice few make: its code loads after the panel's, apart.
const QrSaveOffer = lazyComponent(() => import('./QrSaveOffer').then((m) => m.QrSaveOffer), null);
const ServiceDownloads = lazyComponent(() => import('./ServiceDownloads').then((m) => m.ServiceDownloads), null);

export interface QrPanelProps {
  /** The short URL to encode. */
  value: string;
  size?: number;
  /** Offers "Save on the service" (a page with a connection to the link's installation). */
  offerSave?: boolean;
}

/**
 * The QR code with PNG and SVG downloads, drawn locally (nothing is sent anywhere) until the code
 * is saved on the service: from then on the code shown and downloaded is the service's copy,
 * which encodes its scan-counting address in its colours.
 */
export function QrPanel({ value, size, offerSave = true }: QrPanelProps) {
  const [failed, setFailed] = useState(false);
  // Chosen for the service's copy: the local code previews them, its files stay black on white.
  const [colours, setColours] = useState<QrColours | null>(null);
  const [saved, setSaved] = useState<SavedCode | null>(null);
  const copy: ServiceCopy | null = saved?.copy ?? null;
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
        {copy ? (
          <QrCode value={copy.text} matrix={copy.matrix} size={size} colors={{ foreground: copy.colours.dark, background: copy.colours.light }} />
        ) : (
          <QrCode value={value} size={size} colors={colours ?? undefined} />
        )}
        {copy ? (
          <ServiceDownloads copy={copy} fileName={name} />
        ) : (
          !saved && (
            <div class="qr-actions">
              <Button size="sm" onClick={png}>
                {t('sh_qr_png')}
              </Button>
              <Button size="sm" onClick={() => downloadBlob(qrSvgBlob(qrMatrix(value)), `${name}.svg`)}>
                {t('sh_qr_svg')}
              </Button>
            </div>
          )
        )}
        {failed && (
          <p class="field-error" role="alert">
            {t('sh_qr_failed')}
          </p>
        )}
      </div>
      {offerSave && <QrSaveOffer value={value} colours={colours} onColours={setColours} onSaved={setSaved} />}
    </div>
  );
}
