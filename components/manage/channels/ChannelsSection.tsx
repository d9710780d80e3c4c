import { Button } from '@/components/ui';
import type { Channel } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { navigate } from '@/lib/manage/history';
import type { ManageRoute } from '@/lib/manage/route';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { ChannelBadge } from './ChannelBadge';
import { ChannelForm } from './ChannelForm';
import { ChannelItems } from './ChannelItems';

const columns = (): Column<Channel>[] => [
  { header: t('chan_channel'), cell: (channel) => <ChannelBadge name={channel.name} color={channel.color} starred={channel.starred} /> },
  { header: t('ui_description'), cellClass: 'muted', cell: (channel) => channel.description },
];

export function ChannelsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('channels', route, {
    confirmDelete: (channel) => ({
      title: t('chan_delete_title'),
      body: <p>{rich('chan_delete_body', <strong>{channel.name}</strong>)}</p>,
      confirmLabel: t('chan_delete'),
    }),
    deleted: (channel) => t('chan_deleted', channel.name),
  });
  const { editing } = section;

  return (
    <EditableSection
      section={section}
      id="channels"
      title={t('mg_sec_channels')}
      intro={t('chan_intro')}
      form={
        editing ? (
          <ChannelForm
            key={`edit-${editing.id}`}
            idPrefix="channel-edit"
            title={t('mg_edit_title', editing.name)}
            initial={{ name: editing.name, description: editing.description, color: editing.color, starred: editing.starred }}
            submitLabel={t('chan_save')}
            action={section.update}
            onCancel={section.stopEdit}
            onSubmit={async (body) => {
              const done = await section.update.run((client) => client.channels.update(editing.id, body));
              if (!done) return false;
              section.saved(t('chan_saved', body.name));
              return true;
            }}
          />
        ) : (
          <ChannelForm
            idPrefix="channel-new"
            title={t('chan_new')}
            initial={{ name: '', description: '', color: '', starred: false }}
            submitLabel={t('chan_create')}
            action={section.create}
            onSubmit={async (body) => {
              const done = await section.create.run((client) => client.channels.create(body));
              if (!done) return false;
              section.saved(t('chan_created', body.name));
              return true;
            }}
          />
        )
      }
      label={t('mg_sec_channels')}
      what={t('chan_pager_what')}
      count={(n) => plural('chan_count', n)}
      emptyText={t('chan_empty')}
      columns={columns()}
      name={(channel) => channel.name}
      rowActions={(channel) => (
        <Button size="sm" onClick={() => navigate({ id: channel.id })} aria-label={t('chan_items_of', channel.name)}>
          {t('chan_items')}
        </Button>
      )}
      current={route.id}
    >
      {route.id !== null && <ChannelItems id={route.id} channel={section.list.data?.items.find((c) => c.id === route.id)} subPage={route.subPage} />}
    </EditableSection>
  );
}
