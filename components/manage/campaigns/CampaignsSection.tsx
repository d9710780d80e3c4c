import { useState } from 'preact/hooks';
import { Alert, Button, CopyButton } from '@/components/ui';
import type { Campaign } from '@/lib/api';
import { slugOfRotator } from '@/lib/manage/forms';
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
import { CampaignDetail } from './CampaignDetail';
import { CampaignForm } from './CampaignForm';

export function CampaignsSection({ route }: { route: ManageRoute }) {
  const list = useResource(`campaigns-${route.page}`, (client) => client.campaigns.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const create = useAction();
  const edit = useAction();
  const remove = useAction();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [notice, setNotice] = useState('');
  useClampPage(route.page, list.data);
  const page = list.data;
  const opened = route.id === null ? undefined : page?.items.find((c) => c.id === route.id);

  const changed = (message: string) => {
    setNotice(message);
    list.reload();
    // The popup's campaign picker reads the shared cache.
    void refreshReference(['campaigns']);
  };

  const askDelete = async (campaign: Campaign) => {
    const yes = await confirm({
      title: 'Delete this campaign?',
      body: (
        <p>
          The campaign <strong>{campaign.name || `#${campaign.id}`}</strong> and its rotator go away. Its links stay, without a campaign.
        </p>
      ),
      confirmLabel: 'Delete campaign',
    });
    if (!yes) return;
    const done = await remove.run((client) => client.campaigns.remove(campaign.id));
    if (done) {
      if (route.id === campaign.id) navigate({ id: null });
      changed(`Deleted the campaign "${campaign.name}".`);
    }
  };

  return (
    <section class="section" aria-labelledby="campaigns-h1">
      <SectionHeader title="Campaigns" intro="Group links, share them as a public list, or rotate visits between them." />
      {notice && <Alert tone="success" title={notice} />}
      <ApiErrorAlert error={remove.error} onDismiss={remove.clearError} />
      {editing ? (
        <CampaignForm
          key={`edit-${editing.id}`}
          idPrefix="campaign-edit"
          title={`Edit “${editing.name}”`}
          initial={{ name: editing.name, slug: slugOfRotator(editing.rotator), public: editing.public }}
          submitLabel="Save campaign"
          action={edit}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            // An emptied slug removes the rotator: the service clears it on an empty string.
            const fields = body.slug === undefined && editing.rotator !== false ? { ...body, slug: '' } : body;
            const done = await edit.run((client) => client.campaigns.update(editing.id, fields));
            if (!done) return false;
            setEditing(null);
            changed(`Saved the campaign "${done.name || body.name}".`);
            return true;
          }}
        />
      ) : (
        <CampaignForm
          idPrefix="campaign-new"
          title="New campaign"
          initial={{ name: '', slug: '', public: false }}
          submitLabel="Create campaign"
          action={create}
          onSubmit={async (body) => {
            const done = await create.run((client) => client.campaigns.create(body));
            if (!done) return false;
            changed(`Created the campaign "${done.name || body.name}".`);
            return true;
          }}
        />
      )}
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus loading={list.loading && !page} empty={!!page && page.items.length === 0} emptyText="No campaigns yet." />
      {page && page.items.length > 0 && (
        <>
          <div class="table-wrap">
            <table class="data-table" aria-label="Campaigns" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Access</th>
                  <th scope="col">Rotator</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((campaign) => (
                  <tr key={campaign.id} aria-current={campaign.id === route.id ? 'true' : undefined}>
                    <td class="strong">{campaign.name || `Campaign #${campaign.id}`}</td>
                    <td>
                      <span class={`badge ${campaign.public ? 'badge-on' : ''}`}>{campaign.public ? 'Public' : 'Private'}</span>
                    </td>
                    <td class="break">
                      {campaign.rotator === false ? (
                        <span class="muted">No rotator</span>
                      ) : (
                        <span class="row nowrap">
                          <span class="break">{campaign.rotator}</span>
                          <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy rotator URL of ${campaign.name}`} getText={() => String(campaign.rotator)} />
                        </span>
                      )}
                    </td>
                    <td class="cell-actions">
                      <Button size="sm" onClick={() => navigate({ id: campaign.id })} aria-label={`Links of ${campaign.name}`}>
                        Links
                      </Button>
                      <Button size="sm" onClick={() => setEditing(campaign)} aria-label={`Edit ${campaign.name}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" class="danger-text" onClick={() => void askDelete(campaign)} aria-label={`Delete ${campaign.name}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager what="campaigns" info={page} shown={page.items.length} onPage={(p) => navigate({ page: p })} />
        </>
      )}
      {route.id !== null && <CampaignDetail id={route.id} campaign={opened} subPage={route.subPage} />}
    </section>
  );
}
