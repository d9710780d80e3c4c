import { DateText } from '@/components/manage/DateText';
import { DetailCard } from '@/components/manage/DetailCard';
import { HostedQrImage } from '@/components/qr/HostedQrImage';
import { useResource } from '@/components/manage/use-resource';
import { ServiceDownloads } from '@/components/qr/ServiceDownloads';
import { LinkStatsView } from '@/components/stats/LinkStatsView';
import { ApiErrorAlert, Button } from '@/components/ui';
import type { Qr } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { qrFileName } from '@/lib/qr/export';
import { serviceCopyOf } from '@/lib/qr/service-copy';
import { QrChannelPicker } from './QrChannelPicker';
import { QrFacts } from './QrFacts';
import { useQrKnown } from './use-qr-known';
import { WebLink } from '@/components/ui/WebLink';

export interface QrDetailProps {
  id: number;
  onEdit: (item: Qr) => void;
  onDelete: (item: Qr) => void;
  /** The section's last change: an edit reloads the code's page. */
  changed: string;
}

/**
 * One code's page: its image with downloads of the service's copy, what it is and holds (read
 * from that image, no request), its scans' statistics, Edit, Delete and add to a channel. One API request.
 */
export function QrDetail({ id, onEdit, onDelete, changed }: QrDetailProps) {
  const code = useResource(`qr-${id}-${changed}`, (client) => client.qr.get(id));
  const item = code.data;
  const known = useQrKnown(item ?? null);
  const copy = known ? serviceCopyOf(known.image) : null;
  const title = item?.name || t('ui_loading');
  return (
    <DetailCard id={id} titleId="qr-detail-title" title={title} section="qr">
      <ApiErrorAlert error={code.error} onRetry={code.reload} />
      {item && (
        <>
          <div class="qr-detail-head">
            <div class="stack qr-detail-image">
              {item.link && <HostedQrImage class="qr-large" link={item.link} alt={t('qr_image_alt', item.name)} size={160} />}
              {copy ? (
                <ServiceDownloads copy={copy} fileName={qrFileName(item.name)} />
              ) : (
                known &&
                item.link && (
                  <WebLink class="small" href={item.link}>
                    {t('qr_service_image')}
                  </WebLink>
                )
              )}
            </div>
            <div class="stack">
              <p class="strong">{plural('qr_scans', item.scans)}</p>
              <p class="muted small">
                <DateText value={item.date} />
              </p>
              <QrFacts known={known} />
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
          {/* A scan has no social referrer: a phone's camera opens the code. */}
          <LinkStatsView stats={item.stats} limit={8} wide labels={{ clicks: t('qr_scans_label'), unique: t('qr_unique_label') }} social={false} />
        </>
      )}
    </DetailCard>
  );
}
