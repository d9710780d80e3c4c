import { useState } from 'preact/hooks';
import type { Channel } from '@/lib/api';
import { navigate } from '@/lib/manage/history';
import { useResource } from '@/components/manage/use-resource';
import { LIST_PAGE_SIZE } from '@/lib/manage/route';
import { ApiErrorAlert, Pager } from '@/components/ui';
import { DateText } from '@/components/manage/DateText';
import { DetailCard } from '@/components/manage/DetailCard';
import { ChannelBadge } from './ChannelBadge';
import { AddChannelItem } from './AddChannelItem';

const TYPE_LABELS: Record<string, string> = { links: 'Link', bio: 'Bio page', qr: 'QR code' };

/** Previews are images only when they look like one; otherwise the address is shown. */
const looksLikeImage = (url: string) => /^https?:\/\/.+\.(png|jpe?g|gif|webp|svg)(\?.*)?$/i.test(url);

/** The item's preview image; its type's initial when there is none or it does not load. */
function ItemPreview({ url, letter }: { url: string; letter: string }) {
  const [broken, setBroken] = useState(false);
  if (looksLikeImage(url) && !broken) {
    return <img class="item-preview" src={url} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
  }
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
      title={<>Items in {channel ? <ChannelBadge name={channel.name} color={channel.color} starred={channel.starred} /> : `channel #${id}`}</>}
      section="channels"
    >
      {channel?.description && <p class="muted">{channel.description}</p>}
      <ApiErrorAlert error={items.error} onRetry={items.reload} />
      {items.loading && !page && (
        <p class="muted" role="status">
          Loading items…
        </p>
      )}
      {page && page.items.length === 0 && <p class="muted">Nothing in this channel yet. Add links from the Links section.</p>}
      {page && page.items.length > 0 && (
        <>
          <ul class="item-grid">
            {page.items.map((item) => (
              <li key={`${item.type}-${item.id}`} class="item-card">
                <ItemPreview url={item.preview} letter={(TYPE_LABELS[item.type] ?? item.type).slice(0, 1)} />
                <div class="min-0">
                  <p class="strong break">{item.title || item.link}</p>
                  <p class="muted small">
                    {TYPE_LABELS[item.type] ?? item.type} · <DateText value={item.date} />
                  </p>
                  {item.preview && !looksLikeImage(item.preview) && <p class="small muted break">{item.preview}</p>}
                  {item.link && (
                    <a class="small break" href={item.link} target="_blank" rel="noopener noreferrer">
                      {item.link}
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager what="channel items" info={page} shown={page.items.length} onPage={(p) => navigate({ subPage: p })} />
        </>
      )}
      <AddChannelItem channelId={id} onAdded={items.reload} />
    </DetailCard>
  );
}
