import { ApiErrorAlert, CopyButton, Pager } from '@/components/ui';
import type { Campaign } from '@/lib/api';
import { navigate } from '@/lib/manage/history';
import { useResource } from '@/components/manage/use-resource';
import { DateText } from '@/components/manage/DateText';
import { DetailCard } from '@/components/manage/DetailCard';

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
  const name = campaign?.name || `Campaign #${id}`;

  return (
    <DetailCard id={id} titleId="campaign-detail-title" title={`Links in ${name}`} section="campaigns">
      {campaign && (
        <dl class="facts">
          <div>
            <dt>Rotator URL</dt>
            <dd>{campaign.rotator === false ? <span class="muted">None: add a rotator slug to get one.</span> : <UrlWithCopy url={campaign.rotator} what="rotator URL" />}</dd>
          </div>
          <div>
            <dt>List URL</dt>
            <dd>{campaign.list ? <UrlWithCopy url={campaign.list} what="list URL" /> : <span class="muted">None</span>}</dd>
          </div>
        </dl>
      )}
      <ApiErrorAlert error={scan.error} onRetry={scan.reload} />
      {scan.loading && !page && (
        <p class="muted" role="status">
          Looking through your links…
        </p>
      )}
      {page && !tagged && page.items.length > 0 && (
        <p class="muted">
          This service does not say which campaign a link belongs to in its link list.
          {campaign?.list ? ' The list URL above shows the campaign’s links.' : ''}
        </p>
      )}
      {page && (tagged || page.items.length === 0) && (
        <>
          <p class="muted" role="status">
            {page.items.length === 0
              ? 'You have no links yet.'
              : `${matches.length} of links ${(page.page - 1) * page.perPage + 1}–${(page.page - 1) * page.perPage + page.items.length} (of ${page.total}) ${matches.length === 1 ? 'is' : 'are'} in this campaign.`}
          </p>
          {matches.length > 0 && (
            <ul class="plain-list">
              {matches.map((link) => (
                <li key={link.id} class="row spread">
                  <span class="min-0">
                    <a
                      href={`?section=links&id=${link.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate({ section: 'links', id: link.id });
                      }}
                    >
                      {link.shorturl}
                    </a>
                    <span class="muted small break"> {link.longurl}</span>
                  </span>
                  <span class="muted small nowrap">
                    {link.clicks} clicks · <DateText value={link.date} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Pager what="links" info={page} shown={page.items.length} onPage={(p) => navigate({ subPage: p })} />
        </>
      )}
    </DetailCard>
  );
}

function UrlWithCopy({ url, what }: { url: string; what: string }) {
  return (
    <span class="row nowrap">
      <a href={url} target="_blank" rel="noopener noreferrer" class="break">
        {url}
      </a>
      <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy ${what}`} getText={() => url} />
    </span>
  );
}
