import type { ComponentChildren } from 'preact';
import type { Channel } from '@/lib/api';
import { navigate } from '@/lib/manage/history';
import { useResource } from '@/components/manage/use-resource';
import { LIST_PAGE_SIZE } from '@/lib/manage/route';
import { ApiErrorAlert, Pager } from '@/components/ui';
import { DateText } from '@/components/manage/DateText';
import { DetailCard } from '@/components/manage/DetailCard';
import { ChannelBadge } from './ChannelBadge';
import { AddChannelItem, ITEM_TYPE_LABELS } from './AddChannelItem';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { WebLink } from '@/components/ui/WebLink';

/** An item's kind by name; a kind this version does not know is shown as sent. */
const typeLabel = (type: string): string => {
  const key = (ITEM_TYPE_LABELS as Record<string, MessageKey | undefined>)[type];
  return key ? t(key) : type;
};

/**
 * An item's kind by its initial. Its preview is never loaded: for a link it is the destination,
 * and fetching it would tell that site, unasked, that the user opened this list (docs/privacy.md).
 */
function ItemPreview({ letter }: { letter: string }) {
  return (
    <span class="item-preview item-preview-text" aria-hidden="true">
      {letter}
    </span>
  );
}

export function ChannelItems({ id, channel, subPage }: { id: number; channel: Channel | undefined; subPage: number }) {
  const items = useResource(`channel-items-${id}-${subPage}`, (client) => client.channels.items(id, { page: subPage, limit: LIST_PAGE_SIZE }));
  const page = items.data;
  return (
    <DetailCard
      id={id}
      titleId="channel-items-title"
      title={rich('chan_items_in', channel ? <ChannelBadge name={channel.name} color={channel.color} starred={channel.starred} /> : t('chan_fallback', id))}
      section="channels"
    >
      {channel?.description && <p class="muted">{channel.description}</p>}
      <ApiErrorAlert error={items.error} onRetry={items.reload} />
      {items.loading && !page && (
        <p class="muted" role="status">
          {t('chan_items_loading')}
        </p>
      )}
      {page && page.items.length === 0 && <p class="muted">{t('chan_items_empty')}</p>}
      {page && page.items.length > 0 && (
        <>
          <ul class="item-grid">
            {page.items.map((item) => (
              <li key={`${item.type}-${item.id}`} class="item-card">
                <ItemPreview letter={typeLabel(item.type).slice(0, 1)} />
                <div class="min-0">
                  <p class="strong break">{item.title || <bdi dir="ltr">{item.link}</bdi>}</p>
                  <p class="muted small">{rich<ComponentChildren>('mg_meta_date', typeLabel(item.type), <DateText value={item.date} />)}</p>
                  {item.preview && item.preview !== item.link && (
                    <p class="small muted break">
                      <bdi dir="ltr">{item.preview}</bdi>
                    </p>
                  )}
                  {item.link && (
                    <WebLink class="small break" href={item.link} dir="ltr">
                      {item.link}
                    </WebLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager what={t('chan_pager_items')} count={(n) => plural('chan_items_count', n)} info={page} shown={page.items.length} onPage={(p) => navigate({ subPage: p })} />
        </>
      )}
      <AddChannelItem channelId={id} onAdded={items.reload} />
    </DetailCard>
  );
}
