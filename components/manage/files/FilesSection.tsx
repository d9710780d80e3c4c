import { CopyButton } from '@/components/ui';
import { navigate } from '@/lib/manage/history';
import { useResource } from '@/lib/manage/resource';
import { useClampPage } from '@/lib/manage/use-clamp-page';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { Pager } from '../Pager';
import { SearchForm } from '../SearchForm';
import { SectionHeader } from '../SectionHeader';
import { ListStatus } from '../ListStatus';
import { DateText } from '../DateText';
import { UploadForm } from './UploadForm';

export function FilesSection({ route }: { route: ManageRoute }) {
  const list = useResource(`files-${route.page}-${route.q}`, (client) =>
    client.files.list({ page: route.page, limit: LIST_PAGE_SIZE, ...(route.q ? { name: route.q } : {}) }),
  );
  useClampPage(route.page, list.data);
  const page = list.data;
  return (
    <section class="section" aria-labelledby="files-h1">
      <SectionHeader title="Files" intro="Files shared through short links.">
        <SearchForm id="files-search" label="Search files by name" value={route.q} onSearch={(q) => navigate({ q })} />
      </SectionHeader>
      <UploadForm onUploaded={list.reload} />
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus
        loading={list.loading && !page}
        empty={!!page && page.items.length === 0}
        emptyText={route.q ? `No file name contains "${route.q}".` : 'No files yet.'}
      />
      {page && page.items.length > 0 && (
        <>
          <div class="table-wrap">
            <table class="data-table" aria-label="Files" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Short URL</th>
                  <th scope="col" class="num">
                    Downloads
                  </th>
                  <th scope="col">Uploaded</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((file) => (
                  <tr key={file.id}>
                    <td class="strong break">{file.name}</td>
                    <td>
                      <span class="row nowrap">
                        <a href={file.shorturl} target="_blank" rel="noopener noreferrer">
                          {file.shorturl}
                        </a>
                        <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy the short URL of ${file.name}`} getText={() => file.shorturl} />
                      </span>
                    </td>
                    <td class="num">{file.downloads.toLocaleString('en')}</td>
                    <td>
                      <DateText value={file.date} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager what="files" info={page} shown={page.items.length} onPage={(p) => navigate({ page: p })} />
        </>
      )}
    </section>
  );
}
