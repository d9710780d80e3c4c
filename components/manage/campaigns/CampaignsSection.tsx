import { Button, CopyButton } from '@/components/ui';
import type { Campaign } from '@/lib/api';
import { slugOfRotator } from '@/lib/manage/forms';
import { navigate } from '@/lib/manage/history';
import type { ManageRoute } from '@/lib/manage/route';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { CampaignDetail } from './CampaignDetail';
import { CampaignForm } from './CampaignForm';

const COLUMNS: Column<Campaign>[] = [
  { header: 'Name', cellClass: 'strong', cell: (campaign) => campaign.name || `Campaign #${campaign.id}` },
  {
    header: 'Access',
    cell: (campaign) => <span class={`badge ${campaign.public ? 'badge-on' : ''}`}>{campaign.public ? 'Public' : 'Private'}</span>,
  },
  {
    header: 'Rotator',
    cellClass: 'break',
    cell: (campaign) =>
      campaign.rotator === false ? (
        <span class="muted">No rotator</span>
      ) : (
        <span class="row nowrap">
          <span class="break">{campaign.rotator}</span>
          <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy rotator URL of ${campaign.name}`} getText={() => String(campaign.rotator)} />
        </span>
      ),
  },
];

export function CampaignsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('campaigns', route, {
    confirmDelete: (campaign) => ({
      title: 'Delete this campaign?',
      body: (
        <p>
          The campaign <strong>{campaign.name || `#${campaign.id}`}</strong> and its rotator go away. Its links stay, without a campaign.
        </p>
      ),
      confirmLabel: 'Delete campaign',
    }),
    deleted: (campaign) => `Deleted the campaign "${campaign.name}".`,
  });
  const { editing } = section;
  const opened = route.id === null ? undefined : section.list.data?.items.find((c) => c.id === route.id);

  return (
    <EditableSection
      section={section}
      id="campaigns"
      title="Campaigns"
      intro="Group links, share them as a public list, or rotate visits between them."
      form={
        editing ? (
          <CampaignForm
            key={`edit-${editing.id}`}
            idPrefix="campaign-edit"
            title={`Edit “${editing.name}”`}
            initial={{ name: editing.name, slug: slugOfRotator(editing.rotator), public: editing.public }}
            submitLabel="Save campaign"
            action={section.update}
            onCancel={section.stopEdit}
            onSubmit={async (body) => {
              // An emptied slug removes the rotator: the service clears it on an empty string.
              const fields = body.slug === undefined && editing.rotator !== false ? { ...body, slug: '' } : body;
              const done = await section.update.run((client) => client.campaigns.update(editing.id, fields));
              if (!done) return false;
              section.saved(`Saved the campaign "${done.name || body.name}".`);
              return true;
            }}
          />
        ) : (
          <CampaignForm
            idPrefix="campaign-new"
            title="New campaign"
            initial={{ name: '', slug: '', public: false }}
            submitLabel="Create campaign"
            action={section.create}
            onSubmit={async (body) => {
              const done = await section.create.run((client) => client.campaigns.create(body));
              if (!done) return false;
              section.saved(`Created the campaign "${done.name || body.name}".`);
              return true;
            }}
          />
        )
      }
      label="Campaigns"
      what="campaigns"
      emptyText="No campaigns yet."
      columns={COLUMNS}
      name={(campaign) => campaign.name}
      rowActions={(campaign) => (
        <Button size="sm" onClick={() => navigate({ id: campaign.id })} aria-label={`Links of ${campaign.name}`}>
          Links
        </Button>
      )}
      current={route.id}
    >
      {route.id !== null && <CampaignDetail id={route.id} campaign={opened} subPage={route.subPage} />}
    </EditableSection>
  );
}
