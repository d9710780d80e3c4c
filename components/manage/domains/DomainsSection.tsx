import type { Domain } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import type { ManageRoute } from '@/lib/manage/route';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { DomainForm } from './DomainForm';

const columns = (): Column<Domain>[] => [
  { header: t('dom_domain'), cellClass: 'strong break', cell: (domain) => <bdi dir="ltr">{domain.domain}</bdi> },
  { header: t('dom_root'), cellClass: 'break', cell: (domain) => (domain.redirectroot ? <bdi dir="ltr">{domain.redirectroot}</bdi> : <span class="muted">{t('ui_none')}</span>) },
  { header: t('dom_404'), cellClass: 'break', cell: (domain) => (domain.redirect404 ? <bdi dir="ltr">{domain.redirect404}</bdi> : <span class="muted">{t('ui_none')}</span>) },
];

export function DomainsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('domains', route, {
    confirmDelete: (domain) => ({
      title: t('dom_delete_title'),
      body: <p>{rich('dom_delete_body', <strong>{domain.domain}</strong>)}</p>,
      confirmLabel: t('dom_delete'),
    }),
    deleted: (domain) => t('dom_deleted', domain.domain),
  });
  const { editing } = section;

  return (
    <EditableSection
      section={section}
      id="domains"
      title={t('mg_sec_domains')}
      intro={t('dom_intro')}
      form={
        <DomainForm
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          action={editing ? section.update : section.create}
          onDone={section.saved}
          onCancel={section.stopEdit}
        />
      }
      label={t('mg_sec_domains')}
      what={t('dom_pager_what')}
      count={(n) => plural('dom_count', n)}
      emptyText={t('dom_empty')}
      columns={columns()}
      name={(domain) => domain.domain}
    />
  );
}
