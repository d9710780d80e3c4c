// A pasted list or an uploaded file as rows of cells. Three shapes: one address per line; CSV
// (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks); TSV, as spreadsheets
// copy a range. The shape is read from the first line that is not blank.

export type TableShape = 'lines' | 'csv' | 'tsv';

export interface TableRow {
  /** 1-based line of the input where the row starts, for messages the user can find. */
  line: number;
  cells: string[];
}

export interface Table {
  shape: TableShape;
  rows: TableRow[];
}

export function detectShape(text: string): TableShape {
  const first = text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '';
  if (first.includes('\t')) return 'tsv';
  // A URL may itself hold commas (query strings), so a comma alone does not make a CSV: a header
  // naming the url column, or a quoted first cell, does.
  if (/^\s*"/.test(first) || /(^|,)\s*"?url"?\s*(,|$)/i.test(first)) return 'csv';
  return 'lines';
}

export function readTable(input: string): Table {
  const text = input.replace(/^\uFEFF/, '');
  const shape = detectShape(text);
  if (shape === 'lines') {
    return { shape, rows: text.split(/\r\n|\r|\n/).map((cell, index) => ({ line: index + 1, cells: [cell] })) };
  }
  return { shape, rows: readDelimited(text, shape === 'csv' ? ',' : '\t') };
}

function readDelimited(text: string, delimiter: string): TableRow[] {
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
