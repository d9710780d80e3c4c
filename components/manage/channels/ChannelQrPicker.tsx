import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useResource } from '@/components/manage/use-resource';
import { HostedQrImage } from '@/components/qr/HostedQrImage';
import { ApiErrorAlert, AreaUnavailable, Button, Pager, RadioGroup, TextInput } from '@/components/ui';
import { hasNoQrCodes, type Qr } from '@/lib/api';
import { areaRefusal } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { LIST_PAGE_SIZE } from '@/lib/manage/route';
import { recordQrSupport } from '@/lib/reference/qr-support';
import './channel-qr-picker.css';

export interface ChannelQrPickerProps {
  /** Called with the chosen code when the user adds it. */
  onPick: (qr: Qr) => void;
  /** While the chosen code is being added. */
  busy: boolean;
}

/** The codes of the loaded page whose name holds the typed text. */
const named = (items: Qr[], q: string) => (q === '' ? items : items.filter((item) => item.name.toLocaleLowerCase().includes(q.toLocaleLowerCase())));

/**
 * Picks one of the user's QR codes by name. One request lists a page of them when the kind is
 * chosen (and one per page turned); the service cannot search codes, so typing filters the
 * loaded page by name, with no request. What the answer shows (codes, none, a closed area) is
 * kept for the installation, as the QR section's first page would.
 */
export function ChannelQrPicker({ onPick, busy }: ChannelQrPickerProps) {
  const connection = useConnection();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const list = useResource(`channel-qr-${page}`, (client) => client.qr.list({ page, limit: LIST_PAGE_SIZE }));
  const refusal = areaRefusal(list.error);

  useEffect(() => {
    if (refusal) void recordQrSupport(connection, refusal);
    else if (list.data !== undefined && !list.error) void recordQrSupport(connection, hasNoQrCodes(list.data) ? 'none' : 'yes');
  }, [list.data, list.error, refusal, connection]);

  if (refusal) return <AreaUnavailable area="qr" by={refusal} onRecheck={list.reload} checking={list.loading} />;
  if (list.data !== undefined && hasNoQrCodes(list.data)) return <p class="muted">{t('qr_none')}</p>;

  const loaded = list.data;
  const shown = loaded ? named(loaded.items, query.trim()) : [];
  // The choice follows the filter: the first code shown, unless the chosen one is still there.
  const qr = shown.find((item) => String(item.id) === chosen) ?? shown[0];

  return (
    <>
      {list.loading && !loaded && <p class="muted">{t('ui_loading')}</p>}
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      {loaded && loaded.items.length === 0 && <p class="muted">{t('chan_qr_empty')}</p>}
      {loaded && loaded.items.length > 0 && (
        <>
          <TextInput id="channel-add-qr-q" label={t('chan_qr_filter')} type="search" value={query} onValue={setQuery} hint={t('chan_qr_filter_hint')} />
          <div role="status">{shown.length === 0 && <p class="muted">{t('chan_qr_no_match', query.trim())}</p>}</div>
          {shown.length > 0 && (
            <div class="link-choices channel-qr-choices">
              <RadioGroup
                name="channel-add-qr"
                legend={t('chan_qr_pick')}
                value={qr ? String(qr.id) : ''}
                onChange={setChosen}
                options={shown.map((item) => ({
                  value: String(item.id),
                  label: (
                    <span class="channel-qr-option">
                      {item.link && <HostedQrImage class="channel-qr-thumb" link={item.link} alt="" size={32} />}
                      <bdi>{item.name}</bdi>
                    </span>
                  ),
                  hint: plural('qr_scans', item.scans),
                }))}
              />
            </div>
          )}
          <Pager
            what={t('qr_pager_what')}
            count={(n) => plural('qr_count', n)}
            info={loaded}
            shown={loaded.items.length}
            onPage={(next) => {
              setPage(next);
              setChosen('');
            }}
          />
          <div>
            <Button variant="primary" busy={busy} disabled={!qr} onClick={() => qr && onPick(qr)}>
              {t('chan_add')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
