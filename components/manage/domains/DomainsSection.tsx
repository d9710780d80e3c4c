import type { Domain } from '@/lib/api';
import type { ManageRoute } from '@/lib/manage/route';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { DomainForm } from './DomainForm';

const COLUMNS: Column<Domain>[] = [
  { header: 'Domain', cellClass: 'strong break', cell: (domain) => domain.domain },
  { header: 'Root redirect', cellClass: 'break', cell: (domain) => domain.redirectroot || <span class="muted">None</span> },
  { header: 'Not-found redirect', cellClass: 'break', cell: (domain) => domain.redirect404 || <span class="muted">None</span> },
];

export function DomainsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('domains', route, {
    confirmDelete: (domain) => ({
      title: 'Delete this domain?',
      body: (
        <p>
          Short links on <strong>{domain.domain}</strong> stop working on it. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete domain',
    }),
    deleted: (domain) => `Deleted ${domain.domain}.`,
  });
  const { editing } = section;

  return (
    <EditableSection
      section={section}
      id="domains"
      title="Branded domains"
      intro="Your own domains for short links."
      form={
        <DomainForm
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          action={editing ? section.update : section.create}
          onDone={section.saved}
          onCancel={section.stopEdit}
        />
      }
      label="Branded domains"
      what="domains"
      emptyText="No branded domains yet."
      columns={COLUMNS}
      name={(domain) => domain.domain}
    />
  );
}
