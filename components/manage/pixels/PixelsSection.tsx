import type { Pixel } from '@/lib/api';
import { pixelTypeLabel } from '@/lib/manage/forms';
import type { ManageRoute } from '@/lib/manage/route';
import { DateText } from '@/components/manage/DateText';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
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
    <EditableSection
      section={section}
      id="pixels"
      title="Pixels"
      intro="Tracking pixels that fire when a link is visited."
      form={
        <PixelForm
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          action={editing ? section.update : section.create}
          onDone={section.saved}
          onCancel={section.stopEdit}
        />
      }
      label="Pixels"
      what="pixels"
      emptyText="No pixels yet."
      columns={COLUMNS}
      name={(pixel) => pixel.name}
    />
  );
}
