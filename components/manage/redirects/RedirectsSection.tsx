import { useState } from 'preact/hooks';
import { useClosedArea } from '@/components/manage/use-closed-area';
import { AreaUnavailable, Button } from '@/components/ui';
import type { Overlay, Splash } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { overlayKindName } from '@/lib/manage/overlay-kinds';
import { overlayType, splashType } from '@/lib/manage/redirect-types';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { DateText } from '@/components/manage/DateText';
import { ResourceList, ResourceTable, type Column } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useResource } from '@/components/manage/use-resource';
import { UseOnLink, type RedirectKind } from './UseOnLink';

const overlayColumns = (): Column<Overlay>[] => [
  { header: t('ui_name'), cellClass: 'strong', cell: (overlay) => overlay.name },
  { header: t('redir_kind'), cell: (overlay) => overlayKindName(overlay.type) },
  { header: t('mg_created'), cell: (overlay) => <DateText value={overlay.date} /> },
];
const splashColumns = (): Column<Splash>[] => [
  { header: t('ui_name'), cellClass: 'strong', cell: (page) => page.name },
  { header: t('mg_created'), cell: (page) => <DateText value={page.date} /> },
];

type Picked = { type: string; kind: RedirectKind; name: string } | null;

/** CTA overlays (paged by `page`) and custom splash pages (paged by `sub`), each usable as a redirect type. */
export function RedirectsSection({ route }: { route: ManageRoute }) {
  const overlays = useResource(`overlays-${route.page}`, (client) => client.overlays.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const splash = useResource(`splash-${route.subPage}`, (client) => client.splash.list({ page: route.subPage, limit: LIST_PAGE_SIZE }));
  const overlaysClosed = useClosedArea('overlays', overlays);
  const splashClosed = useClosedArea('splash', splash);
  const [picked, setPicked] = useState<Picked>(null);

  const pickButton = (type: string, kind: RedirectKind, name: string) => (
    <Button size="sm" onClick={() => setPicked({ type, kind, name })} aria-label={t('redir_use_on_of', name)}>
      {t('redir_use_on')}
    </Button>
  );

  return (
    <section class="section" aria-labelledby="redirects-h1">
      <SectionHeader id="redirects-h1" title={t('mg_sec_redirects')} intro={t('redir_intro')} />
      {picked && <UseOnLink key={picked.type} type={picked.type} kind={picked.kind} name={picked.name} onClose={() => setPicked(null)} />}

      <section class="stack" aria-labelledby="overlays-title">
        <h2 id="overlays-title" class="sub-title">
          {t('redir_overlays')}
        </h2>
        {overlaysClosed ? (
          <AreaUnavailable area="overlays" by={overlaysClosed} onRecheck={overlays.reload} checking={overlays.loading} />
        ) : (
          <ResourceList list={overlays} what={t('redir_pager_overlays')} count={(n) => plural('redir_overlay_count', n)} emptyText={t('redir_no_overlays')}>
            {(items) => (
              <ResourceTable
                label={t('redir_overlays')}
                items={items}
                columns={overlayColumns()}
                actions={(overlay) => pickButton(overlayType(overlay.id), 'overlay', overlay.name)}
              />
            )}
          </ResourceList>
        )}
      </section>

      <section class="stack" aria-labelledby="splash-title">
        <h2 id="splash-title" class="sub-title">
          {t('redir_splash_pages')}
        </h2>
        {splashClosed ? (
          <AreaUnavailable area="splash" by={splashClosed} onRecheck={splash.reload} checking={splash.loading} />
        ) : (
          <ResourceList list={splash} what={t('redir_pager_splash')} count={(n) => plural('redir_splash_count', n)} emptyText={t('redir_no_splash')} pageKey="subPage">
            {(items) => (
              <ResourceTable label={t('redir_splash_pages')} items={items} columns={splashColumns()} actions={(page) => pickButton(splashType(page.id), 'splash', page.name)} />
            )}
          </ResourceList>
        )}
      </section>
    </section>
  );
}
