import type { Pixel } from '@/lib/api';
import { pixelTypeLabel } from '@/lib/manage/forms';
import type { ManageRoute } from '@/lib/manage/route';
import { DateText } from '../DateText';
import { ChangeNotices, EditDeleteButtons } from '../SectionControls';
import { ResourceList, ResourceTable, type Column } from '../ResourceTable';
import { SectionHeader } from '../SectionHeader';
import { useResourceSection } from '../use-resource-section';
import { PixelForm } from './PixelForm';

const COLUMNS: Column<Pixel>[] = [
  { header: 'Name', cellClass: 'strong', cell: (pixel) => pixel.name },
  { header: 'Provider', cell: (pixel) => pixelTypeLabel(pixel.type) },
  { header: 'Tag', cellClass: 'mono break', cell: (pixel) => pixel.tag },
  { header: 'Created', cell: (pixel) => <DateText value={pixel.date} /> },
];

export function PixelsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('pixels', route, {
    confirmDelete: (pixel) => ({
      title: 'Delete this pixel?',
      body: (
        <p>
          <strong>{pixel.name}</strong> stops tracking on every link that uses it. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete pixel',
    }),
    deleted: (pixel) => `Deleted the pixel "${pixel.name}".`,
  });
  const { editing } = section;

  return (
    <section class="section" aria-labelledby="pixels-h1">
      <SectionHeader title="Pixels" intro="Tracking pixels that fire when a link is visited." />
      <ChangeNotices section={section} />
      <PixelForm
        key={editing ? `edit-${editing.id}` : 'new'}
        editing={editing}
        action={editing ? section.update : section.create}
        onDone={section.saved}
        onCancel={section.stopEdit}
      />
      <ResourceList list={section.list} what="pixels" emptyText="No pixels yet.">
        {(items) => (
          <ResourceTable
            label="Pixels"
            items={items}
            columns={COLUMNS}
            busy={section.list.loading}
            actions={(pixel) => <EditDeleteButtons section={section} item={pixel} name={pixel.name} />}
          />
        )}
      </ResourceList>
    </section>
  );
}
