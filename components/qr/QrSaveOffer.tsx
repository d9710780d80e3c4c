import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { ColourField } from './ColourField';
import { Alert, ApiErrorAlert, Button, ClosedAreasNote } from '@/components/ui';
import { areaRefusal } from '@/lib/api/errors';
import { clientOf } from '@/lib/connection/endpoints';
import { t } from '@/lib/i18n/messages';
import { rememberQr } from '@/lib/manage/qr-sent';
import { rgbOf } from '@/lib/qr/content';
import { recordQrSupport } from '@/lib/reference/qr-support';
import { useQrSupport } from './use-qr-support';

export interface QrColours {
  foreground: string;
  background: string;
}

type Outcome = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; name: string; image: string } | { state: 'none' } | { state: 'failed'; error: unknown };

/**
 * "Save on the service": the short link's QR code kept on the service as a dynamic Link code in
 * the chosen colours, whose scans the service counts. One request, and only when pressed; offered
 * unless the installation is known to have no QR codes or a plan or key that closes them.
 */
export function QrSaveOffer({ value, colours, onColours }: { value: string; colours: QrColours | null; onColours: (colours: QrColours | null) => void }) {
  const connection = useConnection();
  const known = useQrSupport();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  if (known === undefined || known === 'none' || known === 'plan' || known === 'key') {
    return outcome.state === 'none' ? <p class="muted small">{t('qr_none')}</p> : null;
  }

  const save = async () => {
    if (!colours) return;
    setOutcome({ state: 'saving' });
    const name = value.replace(/^https?:\/\//i, '');
    const write = { type: 'link' as const, data: value, name, foreground: rgbOf(colours.foreground), background: rgbOf(colours.background) };
    try {
      const created = await (await clientOf(connection)).qr.create(write);
      if (!('id' in created)) {
        setOutcome({ state: 'none' });
        await recordQrSupport(connection, 'none');
        return;
      }
      setOutcome({ state: 'saved', name, image: created.link });
      await rememberQr(connection.id, created.id, write);
      await recordQrSupport(connection, 'yes');
    } catch (error) {
      const refusal = areaRefusal(error);
      setOutcome({ state: 'failed', error });
      if (refusal) await recordQrSupport(connection, refusal);
    }
  };

  if (outcome.state === 'saved') {
    return (
      <Alert tone="success" title={t('qr_service_saved', outcome.name)}>
        {outcome.image && (
          <a href={outcome.image} target="_blank" rel="noopener noreferrer">
            {t('qr_service_image')}
          </a>
        )}
      </Alert>
    );
  }
  if (!colours) {
    return (
      <div>
        <Button size="sm" onClick={() => onColours({ foreground: '#000000', background: '#ffffff' })}>
          {t('qr_service_save')}
        </Button>
      </div>
    );
  }
  const refusal = outcome.state === 'failed' ? areaRefusal(outcome.error) : null;
  return (
    <div class="qr-save stack">
      <p class="muted small">{t('qr_service_intro')}</p>
      <div class="qr-save-colours">
        <ColourField id="qr-save-foreground" label={t('qr_fg')} value={colours.foreground} onValue={(foreground) => onColours({ ...colours, foreground })} />
        <ColourField id="qr-save-background" label={t('qr_bg')} value={colours.background} onValue={(background) => onColours({ ...colours, background })} />
      </div>
      {/* The popup's one-line note for a closed area, as its pickers say it. */}
      {refusal ? <ClosedAreasNote closed={[{ area: 'qr', by: refusal }]} /> : outcome.state === 'failed' && <ApiErrorAlert error={outcome.error} />}
      <div class="row">
        <Button size="sm" variant="primary" onClick={() => void save()} busy={outcome.state === 'saving'}>
          {t('qr_service_save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onColours(null)}>
          {t('ui_cancel')}
        </Button>
      </div>
    </div>
  );
}
