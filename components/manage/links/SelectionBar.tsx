import { Button, CopyButton } from '@/components/ui';
import type { Link } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { csvFileName, linksToCsv } from '@/lib/core/csv';
import { downloadBlob } from '@/lib/qr/export';
import { AssignPicker } from './AssignPicker';

/** What can be done with the checked links, across pages: copy, export, assign. */
export function SelectionBar({ selected, onClear }: { selected: Link[]; onClear: () => void }) {
  if (selected.length === 0) return null;
  const count = selected.length;
  const exportCsv = () =>
    // A BOM so spreadsheet apps read the UTF-8 file as UTF-8.
    downloadBlob(new Blob(['\uFEFF', linksToCsv(selected)], { type: 'text/csv;charset=utf-8' }), csvFileName('trim-links', new Date()));
  return (
    <section class="selection-bar card" aria-label={t('links_sel_label')}>
      <p class="strong" role="status">
        {plural('links_selected', count)}
      </p>
      <div class="row">
        <CopyButton label={t('links_copy_all')} getText={() => selected.map((link) => link.shorturl).join('\n')} copiedMessage={plural('links_copied', count)} />
        <Button onClick={exportCsv}>{t('links_export')}</Button>
        <Button variant="ghost" onClick={onClear}>
          {t('links_clear')}
        </Button>
      </div>
      <AssignPicker id="selection-assign" linkIds={selected.map((link) => link.id)} buttonLabel={plural('links_add_n', count)} eager />
    </section>
  );
}
