import { useState } from 'preact/hooks';
import { useClosedArea } from '@/components/manage/use-closed-area';
import { AreaUnavailable, Button } from '@/components/ui';
import type { Overlay, Splash } from '@/lib/api';
import { overlayType, splashType } from '@/lib/manage/redirect-types';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { DateText } from '@/components/manage/DateText';
import { ResourceList, ResourceTable, type Column } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useResource } from '@/components/manage/use-resource';
import { UseOnLink } from './UseOnLink';

const OVERLAY_COLUMNS: Column<Overlay>[] = [
  { header: 'Name', cellClass: 'strong', cell: (overlay) => overlay.name },
  { header: 'Kind', cell: (overlay) => overlay.type },
  { header: 'Created', cell: (overlay) => <DateText value={overlay.date} /> },
];
const SPLASH_COLUMNS: Column<Splash>[] = [
  { header: 'Name', cellClass: 'strong', cell: (page) => page.name },
  { header: 'Created', cell: (page) => <DateText value={page.date} /> },
];

type Picked = { type: string; what: string } | null;

/** CTA overlays (paged by `page`) and custom splash pages (paged by `sub`), each usable as a redirect type. */
export function RedirectsSection({ route }: { route: ManageRoute }) {
  const overlays = useResource(`overlays-${route.page}`, (client) => client.overlays.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const splash = useResource(`splash-${route.subPage}`, (client) => client.splash.list({ page: route.subPage, limit: LIST_PAGE_SIZE }));
  const overlaysClosed = useClosedArea('overlays', overlays);
  const splashClosed = useClosedArea('splash', splash);
  const [picked, setPicked] = useState<Picked>(null);

  const pickButton = (type: string, what: string, name: string) => (
    <Button size="sm" onClick={() => setPicked({ type, what })} aria-label={`Use on a link: ${name}`}>
      Use on a link
    </Button>
  );

  return (
    <section class="section" aria-labelledby="redirects-h1">
      <SectionHeader
        id="redirects-h1"
        title="Overlays & splash pages"
        intro="Created on the service's website; here you choose which links open with them. The popup also offers them as redirect types."
      />
      {picked && <UseOnLink key={picked.type} type={picked.type} what={picked.what} onClose={() => setPicked(null)} />}

      <section class="stack" aria-labelledby="overlays-title">
        <h2 id="overlays-title" class="sub-title">
          CTA overlays
        </h2>
        {overlaysClosed ? (
          <AreaUnavailable area="overlays" by={overlaysClosed} onRecheck={overlays.reload} checking={overlays.loading} />
        ) : (
          <ResourceList list={overlays} what="CTA overlays" emptyText="No CTA overlays.">
            {(items) => (
              <ResourceTable
                label="CTA overlays"
                items={items}
                columns={OVERLAY_COLUMNS}
                actions={(overlay) => pickButton(overlayType(overlay.id), `the CTA overlay “${overlay.name}”`, overlay.name)}
              />
            )}
          </ResourceList>
        )}
      </section>

      <section class="stack" aria-labelledby="splash-title">
        <h2 id="splash-title" class="sub-title">
          Custom splash pages
        </h2>
        {splashClosed ? (
          <AreaUnavailable area="splash" by={splashClosed} onRecheck={splash.reload} checking={splash.loading} />
        ) : (
          <ResourceList list={splash} what="splash pages" emptyText="No custom splash pages." pageKey="subPage">
            {(items) => (
              <ResourceTable
                label="Custom splash pages"
                items={items}
                columns={SPLASH_COLUMNS}
                actions={(page) => pickButton(splashType(page.id), `the splash page “${page.name}”`, page.name)}
              />
            )}
          </ResourceList>
        )}
      </section>
    </section>
  );
}
