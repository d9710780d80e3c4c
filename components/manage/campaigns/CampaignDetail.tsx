import type { ComponentChildren } from 'preact';
import { ApiErrorAlert, CopyButton, Pager } from '@/components/ui';
import type { Campaign } from '@/lib/api';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { navigate } from '@/lib/manage/history';
import { useResource } from '@/components/manage/use-resource';
import { DateText } from '@/components/manage/DateText';
import { DetailCard } from '@/components/manage/DetailCard';
import { WebLink } from '@/components/ui/WebLink';

/** Links checked per step while looking for a campaign's links. */
const SCAN_PAGE_SIZE = 50;

/**
 * A campaign's URLs and links. The API has no "links of a campaign" query, but real servers tag
 * each listed link with its campaign; so the user's links are read one page at a time, on
 * request, and those of this campaign are shown. Servers that do not tag links are sent to the
 * campaign's own list page instead.
 */
export function CampaignDetail({ id, campaign, subPage }: { id: number; campaign: Campaign | undefined; subPage: number }) {
  const scan = useResource(`campaign-links-${id}-${subPage}`, (client) => client.links.list({ page: subPage, limit: SCAN_PAGE_SIZE }));
  const page = scan.data;
  const tagged = page?.items.some((link) => link.campaign !== null) ?? false;
  const matches = page?.items.filter((link) => link.campaign === id) ?? [];
  const name = campaign?.name || t('camp_fallback', id);

  return (
    <DetailCard id={id} titleId="campaign-detail-title" title={t('camp_links_in', name)} section="campaigns">
      {campaign && (
        <dl class="facts">
          <div>
            <dt>{t('camp_rotator_url')}</dt>
            <dd>{campaign.rotator === false ? <span class="muted">{t('camp_no_rotator_hint')}</span> : <UrlWithCopy url={campaign.rotator} copyLabel="camp_copy_rotator" />}</dd>
          </div>
          <div>
            <dt>{t('camp_list_url')}</dt>
            <dd>{campaign.list ? <UrlWithCopy url={campaign.list} copyLabel="camp_copy_list" /> : <span class="muted">{t('ui_none')}</span>}</dd>
          </div>
        </dl>
      )}
      <ApiErrorAlert error={scan.error} onRetry={scan.reload} />
      {scan.loading && !page && (
        <p class="muted" role="status">
          {t('camp_scanning')}
        </p>
      )}
      {page && !tagged && page.items.length > 0 && <p class="muted">{t(campaign?.list ? 'camp_untagged_list' : 'camp_untagged')}</p>}
      {page && (tagged || page.items.length === 0) && (
        <>
          <p class="muted" role="status">
            {page.items.length === 0
              ? t('camp_no_links')
              : plural(
                  'camp_matches',
                  matches.length,
                  formatNumber((page.page - 1) * page.perPage + 1),
                  formatNumber((page.page - 1) * page.perPage + page.items.length),
                  formatNumber(page.total),
                )}
          </p>
          {matches.length > 0 && (
            <ul class="plain-list">
              {matches.map((link) => (
                <li key={link.id} class="row spread">
                  <span class="min-0">
                    <a
                      href={`?section=links&id=${link.id}`}
                      dir="ltr"
                      onClick={(event) => {
                        event.preventDefault();
                        navigate({ section: 'links', id: link.id });
                      }}
                    >
                      {link.shorturl}
                    </a>{' '}
                    <span class="muted small break" dir="ltr">
                      {link.longurl}
                    </span>
                  </span>
                  <span class="muted small nowrap">
                    {/* A server that does not report clicks gets the date alone, not a made-up 0. */}
                    {link.clicks === null ? (
                      <DateText value={link.date} />
                    ) : (
                      rich<ComponentChildren>('mg_meta_date', plural('recent_clicks', link.clicks), <DateText value={link.date} />)
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Pager what={t('camp_pager_links')} count={(n) => plural('camp_links_count', n)} info={page} shown={page.items.length} onPage={(p) => navigate({ subPage: p })} />
        </>
      )}
    </DetailCard>
  );
}

/** The address as a link, with a Copy button named by `copyLabel` ("Copy rotator URL"). */
function UrlWithCopy({ url, copyLabel }: { url: string; copyLabel: MessageKey }) {
  return (
    <span class="row nowrap">
      <WebLink href={url} class="break">
        {url}
      </WebLink>
      <CopyButton size="sm" variant="ghost" label={t('ui_copy')} aria-label={t(copyLabel)} getText={() => url} />
    </span>
  );
}
