import { useState } from 'preact/hooks';
import { Button } from '@/components/ui';
import { navigate } from '@/lib/manage/history';
import { overlayType, splashType } from '@/lib/manage/redirect-types';
import { useResource } from '@/lib/manage/resource';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { Pager } from '../Pager';
import { SectionHeader } from '../SectionHeader';
import { ListStatus } from '../ListStatus';
import { DateText } from '../DateText';
import { UseOnLink } from './UseOnLink';

type Picked = { type: string; what: string } | null;

/** CTA overlays (paged by `page`) and custom splash pages (paged by `sub`), each usable as a redirect type. */
export function RedirectsSection({ route }: { route: ManageRoute }) {
  const overlays = useResource(`overlays-${route.page}`, (client) => client.overlays.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const splash = useResource(`splash-${route.subPage}`, (client) => client.splash.list({ page: route.subPage, limit: LIST_PAGE_SIZE }));
  const [picked, setPicked] = useState<Picked>(null);

  const pickButton = (type: string, what: string, name: string) => (
    <Button size="sm" onClick={() => setPicked({ type, what })} aria-label={`Use on a link: ${name}`}>
      Use on a link
    </Button>
  );

  return (
    <section class="section" aria-labelledby="redirects-h1">
      <SectionHeader
        title="Overlays & splash pages"
        intro="Created on the service's website; here you choose which links open with them. The popup also offers them as redirect types."
      />
      {picked && <UseOnLink key={picked.type} type={picked.type} what={picked.what} onClose={() => setPicked(null)} />}

      <section class="stack" aria-labelledby="overlays-title">
        <h2 id="overlays-title" class="sub-title">
          CTA overlays
        </h2>
        <ApiErrorAlert error={overlays.error} onRetry={overlays.reload} />
        <ListStatus loading={overlays.loading && !overlays.data} empty={overlays.data?.items.length === 0} emptyText="No CTA overlays." />
        {overlays.data && overlays.data.items.length > 0 && (
          <>
            <div class="table-wrap">
              <table class="data-table" aria-label="CTA overlays">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Kind</th>
                    <th scope="col">Created</th>
                    <th scope="col">
                      <span class="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overlays.data.items.map((overlay) => (
                    <tr key={overlay.id}>
                      <td class="strong">{overlay.name}</td>
                      <td>{overlay.type}</td>
                      <td>
                        <DateText value={overlay.date} />
                      </td>
                      <td class="cell-actions">{pickButton(overlayType(overlay.id), `the CTA overlay “${overlay.name}”`, overlay.name)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager what="CTA overlays" info={overlays.data} shown={overlays.data.items.length} onPage={(p) => navigate({ page: p })} />
          </>
        )}
      </section>

      <section class="stack" aria-labelledby="splash-title">
        <h2 id="splash-title" class="sub-title">
          Custom splash pages
        </h2>
        <ApiErrorAlert error={splash.error} onRetry={splash.reload} />
        <ListStatus loading={splash.loading && !splash.data} empty={splash.data?.items.length === 0} emptyText="No custom splash pages." />
        {splash.data && splash.data.items.length > 0 && (
          <>
            <div class="table-wrap">
              <table class="data-table" aria-label="Custom splash pages">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Created</th>
                    <th scope="col">
                      <span class="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {splash.data.items.map((page) => (
                    <tr key={page.id}>
                      <td class="strong">{page.name}</td>
                      <td>
                        <DateText value={page.date} />
                      </td>
                      <td class="cell-actions">{pickButton(splashType(page.id), `the splash page “${page.name}”`, page.name)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager what="splash pages" info={splash.data} shown={splash.data.items.length} onPage={(p) => navigate({ subPage: p })} />
          </>
        )}
      </section>
    </section>
  );
}
