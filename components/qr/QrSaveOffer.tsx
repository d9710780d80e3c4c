import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { ColourField } from './ColourField';
import { ContrastNote } from './ContrastNote';
import { Alert, ApiErrorAlert, Button, ClosedAreasNote, TextInput } from '@/components/ui';
import { areaRefusal } from '@/lib/api/errors';
import { clientOf } from '@/lib/connection/endpoints';
import { t } from '@/lib/i18n/messages';
import { rememberQr, sentLinkCode } from '@/lib/manage/qr-sent';
import { DEFAULT_ROUTE, formatRoute } from '@/lib/manage/route';
import { rgbOf } from '@/lib/qr/content';
import { contrastOf } from '@/lib/qr/contrast';
import { readHostedQr } from '@/lib/qr/hosted';
import { serviceCopyOf, type ServiceCopy } from '@/lib/qr/service-copy';
import { recordQrSupport } from '@/lib/reference/qr-support';
import { useQrSupport } from './use-qr-support';
import { WebLink } from '@/components/ui/WebLink';

export interface QrColours {
  foreground: string;
  background: string;
}

/** A code just saved on the service, and its copy there as read back (null when Trim could not read it). */
export interface SavedCode {
  id: number;
  name: string;
  image: string;
  copy: ServiceCopy | null;
}

type Outcome = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; code: SavedCode } | { state: 'none' } | { state: 'failed'; error: unknown };

export interface QrSaveOfferProps {
  value: string;
  colours: QrColours | null;
  onColours: (colours: QrColours | null) => void;
  onSaved: (code: SavedCode) => void;
}

const codePage = (installation: string, id: number) => `/manage.html${formatRoute({ ...DEFAULT_ROUTE, installation, section: 'qr', id })}`;

/**
 * "Save on the service": the short link's QR code kept on the service as a dynamic Link code,
 * named and in the chosen colours, whose scans the service counts. Once saved, the panel shows
 * and downloads the service's copy, read back from its image (not an API request). One API
 * request, and only when pressed; a code Trim already saved for this link is offered to open
 * instead. A plan or key that closes QR codes is said in one line.
 */
export function QrSaveOffer({ value, colours, onColours, onSaved }: QrSaveOfferProps) {
  const connection = useConnection();
  const known = useQrSupport();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [name, setName] = useState(() => value.replace(/^https?:\/\//i, ''));
  const [nameError, setNameError] = useState('');
  const [twin, setTwin] = useState<{ id: number; name: string } | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void sentLinkCode(connection.id, value).then((found) => live && setTwin(found));
    return () => {
      live = false;
    };
  }, [connection.id, value]);

  if (known === undefined || twin === undefined) return null;
  if (known === 'none') return outcome.state === 'none' ? <p class="muted small">{t('qr_none')}</p> : null;
  if (known === 'plan' || known === 'key') return <ClosedAreasNote closed={[{ area: 'qr', by: known }]} />;

  const save = async () => {
    if (!colours) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('mgl_name_missing'));
      document.getElementById('qr-save-name')?.focus();
      return;
    }
    if (contrastOf(colours.foreground, colours.background) === 'unscannable') {
      document.getElementById('qr-save-foreground')?.focus();
      return;
    }
    setOutcome({ state: 'saving' });
    const write = { type: 'link' as const, data: value, name: trimmed, foreground: rgbOf(colours.foreground), background: rgbOf(colours.background) };
    try {
      const client = await clientOf(connection);
      const created = await client.qr.create(write);
      if (!('id' in created)) {
        setOutcome({ state: 'none' });
        await recordQrSupport(connection, 'none');
        return;
      }
      await rememberQr(connection.id, created.id, write);
      await recordQrSupport(connection, 'yes');
      // The service's copy, read from its image (a public address, no API request): a read that
      // fails leaves the code saved, with no copy to show.
      const code = { id: created.id, name: trimmed, image: created.link, copy: serviceCopyOf(await readHostedQr(client, created.link)) };
      setOutcome({ state: 'saved', code });
      setTwin({ id: created.id, name: trimmed });
      onSaved(code);
    } catch (error) {
      const refusal = areaRefusal(error);
      setOutcome({ state: 'failed', error });
      if (refusal) await recordQrSupport(connection, refusal);
    }
  };

  if (outcome.state === 'saved') {
    const { code } = outcome;
    return (
      <Alert tone="success" title={t('qr_service_saved', code.name)}>
        <p>{t(code.copy ? 'qr_service_copy' : 'qr_service_unread')}</p>
        <p class="row">
          <a href={codePage(connection.id, code.id)} target="_blank" rel="noopener">
            {t('qr_service_open')}
          </a>
          {code.image && <WebLink href={code.image}>{t('qr_service_image')}</WebLink>}
        </p>
      </Alert>
    );
  }
  if (!colours) {
    return (
      <div class="stack">
        {twin && (
          <p class="muted small">
            {t('qr_service_already', twin.name)}{' '}
            <a href={codePage(connection.id, twin.id)} target="_blank" rel="noopener">
              {t('qr_service_open')}
            </a>
          </p>
        )}
        <div>
          <Button size="sm" onClick={() => onColours({ foreground: '#000000', background: '#ffffff' })}>
            {t(twin ? 'qr_service_again' : 'qr_service_save')}
          </Button>
        </div>
      </div>
    );
  }
  const refusal = outcome.state === 'failed' ? areaRefusal(outcome.error) : null;
  return (
    <div class="qr-save stack">
      <p class="muted small">{t('qr_service_intro')}</p>
      {twin && <p class="muted small">{t('qr_service_twin', twin.name)}</p>}
      <TextInput
        id="qr-save-name"
        label={t('ui_name')}
        value={name}
        onValue={(next) => {
          setName(next);
          if (next.trim() !== '') setNameError('');
        }}
        error={nameError || undefined}
        required
      />
      <div class="qr-save-colours">
        <ColourField id="qr-save-foreground" label={t('qr_fg')} value={colours.foreground} onValue={(foreground) => onColours({ ...colours, foreground })} />
        <ColourField id="qr-save-background" label={t('qr_bg')} value={colours.background} onValue={(background) => onColours({ ...colours, background })} />
      </div>
      <ContrastNote id="qr-save-contrast" foreground={colours.foreground} background={colours.background} />
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
