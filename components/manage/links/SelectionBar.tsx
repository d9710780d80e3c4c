import { Button, CopyButton } from '@/components/ui';
import type { Link } from '@/lib/api';
import { csvFileName, linksToCsv } from '@/lib/manage/csv';
import { downloadBlob } from '@/lib/qr/export';
import { AssignPicker } from './AssignPicker';

/** What can be done with the checked links, across pages: copy, export, assign. */
export function SelectionBar({ selected, onClear }: { selected: Link[]; onClear: () => void }) {
  if (selected.length === 0) return null;
  const count = `${selected.length} link${selected.length === 1 ? '' : 's'}`;
  const exportCsv = () =>
    // A BOM so spreadsheet apps read the UTF-8 file as UTF-8.
    downloadBlob(new Blob(['\uFEFF', linksToCsv(selected)], { type: 'text/csv;charset=utf-8' }), csvFileName('trim-links', new Date()));
  return (
    <section class="selection-bar card" aria-label="Selected links">
      <p class="strong" role="status">
        {count} selected
      </p>
      <div class="row">
        <CopyButton label="Copy short links" getText={() => selected.map((link) => link.shorturl).join('\n')} copiedMessage={`Copied ${count}`} />
        <Button onClick={exportCsv}>Export CSV</Button>
        <Button variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <AssignPicker id="selection-assign" linkIds={selected.map((link) => link.id)} buttonLabel={`Add ${count}`} eager />
    </section>
  );
}
