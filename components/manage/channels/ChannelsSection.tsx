import { useState } from 'preact/hooks';
import { Alert, Button } from '@/components/ui';
import type { Channel } from '@/lib/api';
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
import { ChannelBadge } from './ChannelBadge';
import { ChannelForm } from './ChannelForm';
import { ChannelItems } from './ChannelItems';

export function ChannelsSection({ route }: { route: ManageRoute }) {
  const list = useResource(`channels-${route.page}`, (client) => client.channels.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const create = useAction();
  const edit = useAction();
  const remove = useAction();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Channel | null>(null);
  const [notice, setNotice] = useState('');
  useClampPage(route.page, list.data);
  const page = list.data;

  const changed = (message: string) => {
    setNotice(message);
    list.reload();
    void refreshReference(['channels']);
  };

  const askDelete = async (channel: Channel) => {
    const yes = await confirm({
      title: 'Delete this channel?',
      body: (
        <p>
          The channel <strong>{channel.name}</strong> goes away. Its links, bio pages and QR codes stay, without this channel.
        </p>
      ),
      confirmLabel: 'Delete channel',
    });
    if (!yes) return;
    const done = await remove.run((client) => client.channels.remove(channel.id));
    if (done) {
      if (route.id === channel.id) navigate({ id: null });
      changed(`Deleted the channel "${channel.name}".`);
    }
  };

  return (
    <section class="section" aria-labelledby="channels-h1">
      <SectionHeader title="Channels" intro="Colour-coded collections of links, bio pages and QR codes." />
      {notice && <Alert tone="success" title={notice} />}
      <ApiErrorAlert error={remove.error} onDismiss={remove.clearError} />
      {editing ? (
        <ChannelForm
          key={`edit-${editing.id}`}
          idPrefix="channel-edit"
          title={`Edit “${editing.name}”`}
          initial={{ name: editing.name, description: editing.description, color: editing.color, starred: editing.starred }}
          submitLabel="Save channel"
          action={edit}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            const done = await edit.run((client) => client.channels.update(editing.id, body));
            if (!done) return false;
            setEditing(null);
            changed(`Saved the channel "${body.name}".`);
            return true;
          }}
        />
      ) : (
        <ChannelForm
          idPrefix="channel-new"
          title="New channel"
          initial={{ name: '', description: '', color: '', starred: false }}
          submitLabel="Create channel"
          action={create}
          onSubmit={async (body) => {
            const done = await create.run((client) => client.channels.create(body));
            if (!done) return false;
            changed(`Created the channel "${body.name}".`);
            return true;
          }}
        />
      )}
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus loading={list.loading && !page} empty={!!page && page.items.length === 0} emptyText="No channels yet." />
      {page && page.items.length > 0 && (
        <>
          <div class="table-wrap">
            <table class="data-table" aria-label="Channels" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">Channel</th>
                  <th scope="col">Description</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((channel) => (
                  <tr key={channel.id} aria-current={channel.id === route.id ? 'true' : undefined}>
                    <td>
                      <ChannelBadge name={channel.name} color={channel.color} starred={channel.starred} />
                    </td>
                    <td class="muted">{channel.description}</td>
                    <td class="cell-actions">
                      <Button size="sm" onClick={() => navigate({ id: channel.id })} aria-label={`Items of ${channel.name}`}>
                        Items
                      </Button>
                      <Button size="sm" onClick={() => setEditing(channel)} aria-label={`Edit ${channel.name}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" class="danger-text" onClick={() => void askDelete(channel)} aria-label={`Delete ${channel.name}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager what="channels" info={page} shown={page.items.length} onPage={(p) => navigate({ page: p })} />
        </>
      )}
      {route.id !== null && <ChannelItems id={route.id} channel={page?.items.find((c) => c.id === route.id)} subPage={route.subPage} />}
    </section>
  );
}
