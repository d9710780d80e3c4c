import { Button } from '@/components/ui';
import type { Channel } from '@/lib/api';
import { navigate } from '@/lib/manage/history';
import type { ManageRoute } from '@/lib/manage/route';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { ChannelBadge } from './ChannelBadge';
import { ChannelForm } from './ChannelForm';
import { ChannelItems } from './ChannelItems';

const COLUMNS: Column<Channel>[] = [
  { header: 'Channel', cell: (channel) => <ChannelBadge name={channel.name} color={channel.color} starred={channel.starred} /> },
  { header: 'Description', cellClass: 'muted', cell: (channel) => channel.description },
];

export function ChannelsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('channels', route, {
    confirmDelete: (channel) => ({
      title: 'Delete this channel?',
      body: (
        <p>
          The channel <strong>{channel.name}</strong> goes away. Its links, bio pages and QR codes stay, without this channel.
        </p>
      ),
      confirmLabel: 'Delete channel',
    }),
    deleted: (channel) => `Deleted the channel "${channel.name}".`,
  });
  const { editing } = section;

  return (
    <EditableSection
      section={section}
      id="channels"
      title="Channels"
      intro="Colour-coded collections of links, bio pages and QR codes."
      form={
        editing ? (
          <ChannelForm
            key={`edit-${editing.id}`}
            idPrefix="channel-edit"
            title={`Edit “${editing.name}”`}
            initial={{ name: editing.name, description: editing.description, color: editing.color, starred: editing.starred }}
            submitLabel="Save channel"
            action={section.update}
            onCancel={section.stopEdit}
            onSubmit={async (body) => {
              const done = await section.update.run((client) => client.channels.update(editing.id, body));
              if (!done) return false;
              section.saved(`Saved the channel "${body.name}".`);
              return true;
            }}
          />
        ) : (
          <ChannelForm
            idPrefix="channel-new"
            title="New channel"
            initial={{ name: '', description: '', color: '', starred: false }}
            submitLabel="Create channel"
            action={section.create}
            onSubmit={async (body) => {
              const done = await section.create.run((client) => client.channels.create(body));
              if (!done) return false;
              section.saved(`Created the channel "${body.name}".`);
              return true;
            }}
          />
        )
      }
      label="Channels"
      what="channels"
      emptyText="No channels yet."
      columns={COLUMNS}
      name={(channel) => channel.name}
      rowActions={(channel) => (
        <Button size="sm" onClick={() => navigate({ id: channel.id })} aria-label={`Items of ${channel.name}`}>
          Items
        </Button>
      )}
      current={route.id}
    >
      {route.id !== null && <ChannelItems id={route.id} channel={section.list.data?.items.find((c) => c.id === route.id)} subPage={route.subPage} />}
    </EditableSection>
  );
}
