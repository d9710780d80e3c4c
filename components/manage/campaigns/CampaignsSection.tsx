import { Button, CopyButton } from '@/components/ui';
import type { Campaign } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { campaignChanges, slugOfRotator } from '@/lib/manage/campaign-form';
import { navigate } from '@/lib/manage/history';
import type { ManageRoute } from '@/lib/manage/route';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { CampaignDetail } from './CampaignDetail';
import { CampaignForm } from './CampaignForm';

const columns = (): Column<Campaign>[] => [
  { header: t('ui_name'), cellClass: 'strong', cell: (campaign) => campaign.name || t('camp_fallback', campaign.id) },
  {
    header: t('camp_access'),
    cell: (campaign) => <span class={`badge ${campaign.public ? 'badge-on' : ''}`}>{t(campaign.public ? 'camp_public_badge' : 'camp_private_badge')}</span>,
  },
  {
    header: t('camp_rotator'),
    cellClass: 'break',
    cell: (campaign) =>
      campaign.rotator === false ? (
        <span class="muted">{t('camp_no_rotator')}</span>
      ) : (
        <span class="row nowrap">
          <span class="break" dir="ltr">
            {campaign.rotator}
          </span>
          <CopyButton size="sm" variant="ghost" label={t('ui_copy')} aria-label={t('camp_copy_rotator_of', campaign.name)} getText={() => String(campaign.rotator)} />
        </span>
      ),
  },
];

export function CampaignsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('campaigns', route, {
    confirmDelete: (campaign) => ({
      title: t('camp_delete_title'),
      body: <p>{rich('camp_delete_body', <strong>{campaign.name || t('camp_number', campaign.id)}</strong>)}</p>,
      confirmLabel: t('camp_delete'),
    }),
    deleted: (campaign) => t('camp_deleted', campaign.name),
  });
  const { editing } = section;
  const opened = route.id === null ? undefined : section.list.data?.items.find((c) => c.id === route.id);

  return (
    <EditableSection
      section={section}
      id="campaigns"
      title={t('mg_sec_campaigns')}
      intro={t('camp_intro')}
      form={
        editing ? (
          <CampaignForm
            key={`edit-${editing.id}`}
            idPrefix="campaign-edit"
            title={t('mg_edit_title', editing.name)}
            initial={{ name: editing.name, slug: slugOfRotator(editing.rotator), public: editing.public }}
            submitLabel={t('camp_save')}
            action={section.update}
            onCancel={section.stopEdit}
            onSubmit={async (body) => {
              const done = await section.update.run((client) => client.campaigns.update(editing.id, campaignChanges(body, editing.rotator)));
              if (!done) return false;
              section.saved(t('camp_saved', done.name || body.name));
              return true;
            }}
          />
        ) : (
          <CampaignForm
            idPrefix="campaign-new"
            title={t('camp_new')}
            initial={{ name: '', slug: '', public: false }}
            submitLabel={t('camp_create')}
            action={section.create}
            onSubmit={async (body) => {
              const done = await section.create.run((client) => client.campaigns.create(body));
              if (!done) return false;
              section.saved(t('camp_created', done.name || body.name));
              return true;
            }}
          />
        )
      }
      label={t('mg_sec_campaigns')}
      what={t('camp_pager_what')}
      count={(n) => plural('camp_count', n)}
      emptyText={t('camp_empty')}
      columns={columns()}
      name={(campaign) => campaign.name}
      rowActions={(campaign) => (
        <Button size="sm" onClick={() => navigate({ id: campaign.id })} aria-label={t('camp_links_of', campaign.name)}>
          {t('camp_links')}
        </Button>
      )}
      current={route.id}
    >
      {route.id !== null && <CampaignDetail id={route.id} campaign={opened} subPage={route.subPage} />}
    </EditableSection>
  );
}
