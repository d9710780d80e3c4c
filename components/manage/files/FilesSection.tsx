import { AreaUnavailable, CopyButton, SearchForm } from '@/components/ui';
import type { FileEntry } from '@/lib/api';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { navigate } from '@/lib/manage/history';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { DateText } from '@/components/manage/DateText';
import { ResourceList, ResourceTable, type Column } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useClampPage } from '@/components/manage/use-clamp-page';
import { useClosedArea } from '@/components/manage/use-closed-area';
import { useResource } from '@/components/manage/use-resource';
import { UploadForm } from './UploadForm';
import { WebLink } from '@/components/ui/WebLink';

const columns = (): Column<FileEntry>[] => [
  { header: t('ui_name'), cellClass: 'strong break', cell: (file) => file.name },
  {
    header: t('file_short_url'),
    cell: (file) => (
      <span class="row nowrap">
        <WebLink href={file.shorturl}>{file.shorturl}</WebLink>
        <CopyButton size="sm" variant="ghost" label={t('ui_copy')} aria-label={t('file_copy_of', file.name)} getText={() => file.shorturl} />
      </span>
    ),
  },
  { header: t('file_downloads'), class: 'num', cell: (file) => formatNumber(file.downloads) },
  { header: t('file_col_uploaded'), cell: (file) => <DateText value={file.date} /> },
];

export function FilesSection({ route }: { route: ManageRoute }) {
  const list = useResource(`files-${route.page}-${route.q}`, (client) => client.files.list({ page: route.page, limit: LIST_PAGE_SIZE, ...(route.q ? { name: route.q } : {}) }));
  useClampPage(route.page, list.data);
  // A plan or a key without files: the tidy notice every closed area gets, not an upload form that can only fail.
  const closed = useClosedArea('files', list);
  if (closed) {
    return (
      <section class="section" aria-labelledby="files-h1">
        <SectionHeader id="files-h1" title={t('mg_sec_files')} intro={t('file_intro')} />
        <AreaUnavailable area="files" by={closed} onRecheck={list.reload} checking={list.loading} />
      </section>
    );
  }
  return (
    <section class="section" aria-labelledby="files-h1">
      <SectionHeader id="files-h1" title={t('mg_sec_files')} intro={t('file_intro')}>
        <SearchForm id="files-search" label={t('file_search')} value={route.q} onSearch={(q) => navigate({ q })} />
      </SectionHeader>
      <UploadForm onUploaded={list.reload} />
      <ResourceList list={list} what={t('file_pager_what')} count={(n) => plural('file_count', n)} emptyText={route.q ? t('file_no_match', route.q) : t('file_empty')}>
        {(items) => <ResourceTable label={t('mg_sec_files')} items={items} columns={columns()} busy={list.loading} />}
      </ResourceList>
    </section>
  );
}
