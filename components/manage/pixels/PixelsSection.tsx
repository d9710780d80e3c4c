import { useState } from 'preact/hooks';
import { Alert, Button } from '@/components/ui';
import type { Pixel } from '@/lib/api';
import { pixelTypeLabel } from '@/lib/manage/forms';
import { navigate } from '@/lib/manage/history';
import { useClampPage } from '@/lib/manage/use-clamp-page';
import { useAction, useResource } from '@/lib/manage/resource';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { refreshReference } from '@/lib/manage/use-reference';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { useConfirm } from '../Confirm';
import { Pager } from '../Pager';
import { SectionHeader } from '../SectionHeader';
import { ListStatus } from '../ListStatus';
import { DateText } from '../DateText';
import { PixelForm } from './PixelForm';

export function PixelsSection({ route }: { route: ManageRoute }) {
  const list = useResource(`pixels-${route.page}`, (client) => client.pixels.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const save = useAction();
  const remove = useAction();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Pixel | null>(null);
  const [notice, setNotice] = useState('');
  useClampPage(route.page, list.data);
  const page = list.data;

  const changed = (message: string) => {
    setNotice(message);
    setEditing(null);
    list.reload();
    void refreshReference(['pixels']);
  };
  const askDelete = async (pixel: Pixel) => {
    const yes = await confirm({
      title: 'Delete this pixel?',
      body: (
        <p>
          <strong>{pixel.name}</strong> stops tracking on every link that uses it. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete pixel',
    });
    if (!yes) return;
    const done = await remove.run((client) => client.pixels.remove(pixel.id));
    if (done) changed(`Deleted the pixel "${pixel.name}".`);
  };

  return (
    <section class="section" aria-labelledby="pixels-h1">
      <SectionHeader title="Pixels" intro="Tracking pixels that fire when a link is visited." />
      {notice && <Alert tone="success" title={notice} />}
      <ApiErrorAlert error={remove.error} onDismiss={remove.clearError} />
      <PixelForm
        key={editing ? `edit-${editing.id}` : 'new'}
        editing={editing}
        action={save}
        onDone={changed}
        onCancel={() => {
          save.clearError();
          setEditing(null);
        }}
      />
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus loading={list.loading && !page} empty={!!page && page.items.length === 0} emptyText="No pixels yet." />
      {page && page.items.length > 0 && (
        <>
          <div class="table-wrap">
            <table class="data-table" aria-label="Pixels" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Provider</th>
                  <th scope="col">Tag</th>
                  <th scope="col">Created</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((pixel) => (
                  <tr key={pixel.id}>
                    <td class="strong">{pixel.name}</td>
                    <td>{pixelTypeLabel(pixel.type)}</td>
                    <td class="mono break">{pixel.tag}</td>
                    <td>
                      <DateText value={pixel.date} />
                    </td>
                    <td class="cell-actions">
                      <Button
                        size="sm"
                        onClick={() => {
                          save.clearError();
                          setEditing(pixel);
                        }}
                        aria-label={`Edit ${pixel.name}`}
                      >
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" class="danger-text" onClick={() => void askDelete(pixel)} aria-label={`Delete ${pixel.name}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager what="pixels" info={page} shown={page.items.length} onPage={(p) => navigate({ page: p })} />
        </>
      )}
    </section>
  );
}
