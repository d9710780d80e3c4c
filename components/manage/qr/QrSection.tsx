import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { DateText } from '@/components/manage/DateText';
import { ListStatus } from '@/components/manage/ListStatus';
import { ResourceTable, type Column } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useAction, useResource, type Resource } from '@/components/manage/use-resource';
import { HostedQrImage } from '@/components/qr/HostedQrImage';
import { useQrSupport } from '@/components/qr/use-qr-support';
import { Alert, ApiErrorAlert, AreaUnavailable, Button, Pager, SearchForm, useConfirm } from '@/components/ui';
import { hasNoQrCodes, type ListPage, type NoQrCodes, type Qr } from '@/lib/api';
import { areaRefusal } from '@/lib/api/errors';
import { t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { navigate } from '@/lib/manage/history';
import { forgetQr } from '@/lib/manage/qr-sent';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { recordQrSupport } from '@/lib/reference/qr-support';
import { QrDetail } from './QrDetail';
import { QrForm } from './QrForm';
import { forgetKnownQr } from './use-qr-known';
import './qr-section.css';

/** The codes on the page shown whose name holds the searched text (the service cannot search them). */
const named = (items: Qr[], q: string) => (q === '' ? items : items.filter((item) => item.name.toLocaleLowerCase().includes(q.toLocaleLowerCase())));

/**
 * The QR codes the service keeps. Its first page also tells whether the service has them at
 * all; what it showed is kept beside the cached lists, so a service known to have none (or a
 * plan known to lack them) is told at once, with no request until "Check again".
 */
export function QrSection({ route }: { route: ManageRoute }) {
  const connection = useConnection();
  const known = useQrSupport();
  const [asked, setAsked] = useState(false);
  const knownShut = known === 'none' || known === 'plan' || known === 'key';
  const list = useResource(known === undefined || (knownShut && !asked) ? null : `qr-${route.page}`, (client) => client.qr.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const refusal = areaRefusal(list.error);
  const answered = list.data !== undefined || refusal !== null;

  useEffect(() => {
    if (refusal) void recordQrSupport(connection, refusal);
    else if (list.data !== undefined && !list.error) void recordQrSupport(connection, hasNoQrCodes(list.data) ? 'none' : 'yes');
  }, [list.data, list.error, refusal, connection]);

  const recheck = () => {
    setAsked(true);
    list.reload();
  };
  const none = answered ? hasNoQrCodes(list.data) && !list.error : known === 'none';
  const closed = answered ? refusal : known === 'plan' || known === 'key' ? known : null;

  return (
    <section class="section" aria-labelledby="qr-h1">
      <SectionHeader id="qr-h1" title={t('mg_sec_qr')} intro={t('qr_intro')} />
      {closed ? (
        <AreaUnavailable area="qr" by={closed} onRecheck={recheck} checking={list.loading} />
      ) : none ? (
        <p class="qr-none muted">
          {t('qr_none')}{' '}
          <Button size="sm" variant="ghost" onClick={recheck} busy={list.loading}>
            {t('ui_check_again')}
          </Button>
        </p>
      ) : (
        <OpenSection route={route} list={list} />
      )}
    </section>
  );
}

type QrList = Resource<ListPage<Qr> | NoQrCodes>;

function OpenSection({ route, list }: { route: ManageRoute; list: QrList }) {
  const connection = useConnection();
  const confirm = useConfirm();
  const form = useAction();
  const remove = useAction();
  const [editing, setEditing] = useState<Qr | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const page = list.data && !hasNoQrCodes(list.data) ? list.data : undefined;
  const shown = page ? named(page.items, route.q) : [];

  const openForm = (item: Qr | null) => {
    form.clearError();
    setEditing(item);
    setCreating(item === null);
    setNotice('');
  };
  const closeForm = () => {
    setEditing(null);
    setCreating(false);
  };
  const saved = (message: string) => {
    closeForm();
    setNotice(message);
    list.reload();
  };
  const askDelete = async (item: Qr) => {
    const yes = await confirm({ title: t('qr_delete_title'), body: <p>{rich('qr_delete_body', <strong>{item.name}</strong>)}</p>, confirmLabel: t('qr_delete') });
    if (!yes) return;
    const done = await remove.run((client) => client.qr.remove(item.id));
    if (!done) return;
    await forgetQr(connection.id, item.id);
    forgetKnownQr(item.id);
    if (route.id === item.id) navigate({ id: null });
    if (editing?.id === item.id) closeForm();
    setNotice(t('qr_deleted', item.name));
    list.reload();
  };

  const columns: Column<Qr>[] = [
    {
      header: t('qr_col_image'),
      class: 'col-qr-image',
      cell: (item) => item.link && <HostedQrImage class="qr-thumb" link={item.link} alt={t('qr_image_alt', item.name)} size={48} />,
    },
    { header: t('ui_name'), cellClass: 'strong break', cell: (item) => item.name },
    { header: t('qr_col_scans'), class: 'num', cell: (item) => plural('qr_scans', item.scans) },
    { header: t('mg_created'), cell: (item) => <DateText value={item.date} /> },
  ];

  return (
    <>
      <div class="row qr-tools">
        {!creating && !editing && (
          <Button variant="primary" onClick={() => openForm(null)}>
            {t('qr_new')}
          </Button>
        )}
        <SearchForm id="qr-search" label={t('qr_search')} value={route.q} onSearch={(q) => navigate({ q })} />
      </div>
      {page && page.maxPage > 1 && <p class="muted small">{t('qr_search_page')}</p>}
      {notice && <Alert tone="success" title={notice} />}
      <ApiErrorAlert error={remove.error} onDismiss={remove.clearError} />
      {(creating || editing) && <QrForm key={editing ? `edit-${editing.id}` : 'new'} editing={editing} action={form} onDone={saved} onCancel={closeForm} />}
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus loading={list.loading && !page} empty={!!page && shown.length === 0} emptyText={route.q ? t('qr_search_none', route.q) : t('qr_empty')} />
      {page && shown.length > 0 && (
        <ResourceTable
          label={t('mg_sec_qr')}
          items={shown}
          columns={columns}
          busy={list.loading}
          current={route.id}
          actions={(item) => (
            <>
              <Button size="sm" onClick={() => navigate({ id: item.id })} aria-label={t('qr_stats_named', item.name)}>
                {t('qr_stats')}
              </Button>
              <Button size="sm" onClick={() => openForm(item)} aria-label={t('mg_edit_named', item.name)}>
                {t('ui_edit')}
              </Button>
              <Button size="sm" variant="ghost" class="danger-text" onClick={() => void askDelete(item)} aria-label={t('mg_delete_named', item.name)}>
                {t('ui_delete')}
              </Button>
            </>
          )}
        />
      )}
      {page && page.items.length > 0 && (
        <Pager what={t('qr_pager_what')} count={(n) => plural('qr_count', n)} info={page} shown={page.items.length} onPage={(p) => navigate({ page: p })} />
      )}
      {route.id !== null && <QrDetail key={route.id} id={route.id} onEdit={openForm} onDelete={(item) => void askDelete(item)} changed={notice} />}
    </>
  );
}
