import { DateText } from '@/components/manage/DateText';
import { DetailCard } from '@/components/manage/DetailCard';
import { useResource } from '@/components/manage/use-resource';
import { LinkStatsView } from '@/components/stats/LinkStatsView';
import { ApiErrorAlert, Button } from '@/components/ui';
import type { Qr } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { QrChannelPicker } from './QrChannelPicker';

export interface QrDetailProps {
  id: number;
  onEdit: (item: Qr) => void;
  onDelete: (item: Qr) => void;
  /** The section's last change: an edit reloads the code's page. */
  changed: string;
}

/** One code's page: its image, its scans' statistics (as a link's), Edit, Delete and add to a channel. One request. */
export function QrDetail({ id, onEdit, onDelete, changed }: QrDetailProps) {
  const code = useResource(`qr-${id}-${changed}`, (client) => client.qr.get(id));
  const item = code.data;
  const title = item?.name || t('ui_loading');
  return (
    <DetailCard id={id} titleId="qr-detail-title" title={title} section="qr">
      <ApiErrorAlert error={code.error} onRetry={code.reload} />
      {item && (
        <>
          <div class="qr-detail-head">
            {item.link && <img class="qr-large" src={item.link} alt={t('qr_image_alt', item.name)} width={160} height={160} />}
            <div class="stack">
              <p class="strong">{plural('qr_scans', item.scans)}</p>
              <p class="muted small">
                <DateText value={item.date} />
              </p>
              <div class="row">
                <Button size="sm" onClick={() => onEdit(item)} aria-label={t('mg_edit_named', item.name)}>
                  {t('ui_edit')}
                </Button>
                <Button size="sm" variant="ghost" class="danger-text" onClick={() => onDelete(item)} aria-label={t('mg_delete_named', item.name)}>
                  {t('ui_delete')}
                </Button>
              </div>
              <QrChannelPicker qr={item} />
            </div>
          </div>
          <h3 class="qr-subtitle">{t('qr_stats')}</h3>
          <LinkStatsView stats={item.stats} limit={8} wide labels={{ clicks: t('qr_scans_label'), unique: t('qr_unique_label') }} />
        </>
      )}
    </DetailCard>
  );
}
