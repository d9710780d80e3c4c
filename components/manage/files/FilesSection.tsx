import { CopyButton, SearchForm } from '@/components/ui';
import type { FileEntry } from '@/lib/api';
import { navigate } from '@/lib/manage/history';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { DateText } from '@/components/manage/DateText';
import { ResourceList, ResourceTable, type Column } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useClampPage } from '@/components/manage/use-clamp-page';
import { useResource } from '@/components/manage/use-resource';
import { UploadForm } from './UploadForm';

const COLUMNS: Column<FileEntry>[] = [
  { header: 'Name', cellClass: 'strong break', cell: (file) => file.name },
  {
    header: 'Short URL',
    cell: (file) => (
      <span class="row nowrap">
        <a href={file.shorturl} target="_blank" rel="noopener noreferrer">
          {file.shorturl}
        </a>
        <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy the short URL of ${file.name}`} getText={() => file.shorturl} />
      </span>
    ),
  },
  { header: 'Downloads', class: 'num', cell: (file) => file.downloads.toLocaleString('en') },
  { header: 'Uploaded', cell: (file) => <DateText value={file.date} /> },
];

export function FilesSection({ route }: { route: ManageRoute }) {
  const list = useResource(`files-${route.page}-${route.q}`, (client) => client.files.list({ page: route.page, limit: LIST_PAGE_SIZE, ...(route.q ? { name: route.q } : {}) }));
  useClampPage(route.page, list.data);
  return (
    <section class="section" aria-labelledby="files-h1">
      <SectionHeader id="files-h1" title="Files" intro="Files shared through short links.">
        <SearchForm id="files-search" label="Search files by name" value={route.q} onSearch={(q) => navigate({ q })} />
      </SectionHeader>
      <UploadForm onUploaded={list.reload} />
      <ResourceList list={list} what="files" emptyText={route.q ? `No file name contains "${route.q}".` : 'No files yet.'}>
        {(items) => <ResourceTable label="Files" items={items} columns={COLUMNS} busy={list.loading} />}
      </ResourceList>
    </section>
  );
}
