import type { Pixel } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { pixelTypeLabel } from '@/lib/manage/pixel-form';
import type { ManageRoute } from '@/lib/manage/route';
import { DateText } from '@/components/manage/DateText';
import { EditableSection } from '@/components/manage/EditableSection';
import type { Column } from '@/components/manage/ResourceTable';
import { useResourceSection } from '@/components/manage/use-resource-section';
import { PixelForm } from './PixelForm';

const columns = (): Column<Pixel>[] => [
  { header: t('ui_name'), cellClass: 'strong', cell: (pixel) => pixel.name },
  { header: t('pix_provider'), cell: (pixel) => pixelTypeLabel(pixel.type) },
  { header: t('pix_tag'), cellClass: 'mono break', cell: (pixel) => pixel.tag },
  { header: t('mg_created'), cell: (pixel) => <DateText value={pixel.date} /> },
];

export function PixelsSection({ route }: { route: ManageRoute }) {
  const section = useResourceSection('pixels', route, {
    confirmDelete: (pixel) => ({
      title: t('pix_delete_title'),
      body: <p>{rich('pix_delete_body', <strong>{pixel.name}</strong>)}</p>,
      confirmLabel: t('pix_delete'),
    }),
    deleted: (pixel) => t('pix_deleted', pixel.name),
  });
  const { editing } = section;

  return (
    <EditableSection
      section={section}
      id="pixels"
      title={t('mg_sec_pixels')}
      intro={t('pix_intro')}
      form={
        <PixelForm
          key={editing ? `edit-${editing.id}` : 'new'}
          editing={editing}
          action={editing ? section.update : section.create}
          onDone={section.saved}
          onCancel={section.stopEdit}
        />
      }
      label={t('mg_sec_pixels')}
      what={t('pix_pager_what')}
      count={(n) => plural('pix_count', n)}
      emptyText={t('pix_empty')}
      columns={columns()}
      name={(pixel) => pixel.name}
    />
  );
}
