import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { unparse } from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

interface ExportCsvButtonProps {
  /** The file's name without '.csv', e.g. 'spring-formal-sales'. */
  filename: string;
  columns: readonly string[];
  /** Exactly what the table shows now (after its search and filters), one array per row. */
  rows: readonly (readonly CsvCell[])[] | undefined;
  /** For a table read one page at a time: reads every row it shows when the button is pressed. */
  loadRows?: () => Promise<readonly (readonly CsvCell[])[]>;
  /** With loadRows: whether there is any row to read. */
  hasRows?: boolean;
}

/**
 * A cell a spreadsheet would read as a formula: one that starts with =, +, -, @, tab or carriage
 * return, whatever follows (papaparse's own check stops at a line break, so a value with a line
 * break slipped through live: issue 40).
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell as the CSV holds it: a formula-like text is prefixed with ' so it stays text. Numbers and
 * booleans are the portal's own values (an amount may be negative) and are written as they are.
 */
export function csvCellText(cell: CsvCell): string | number | boolean {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return cell;
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

/**
 * The CSV text of a table: the one CSV writer of every export. Every cell that a spreadsheet
 * would run as a formula is neutralised, so an exported email, name or note never executes.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return unparse(
    { fields: columns.map((c) => String(csvCellText(c))), data: rows.map((row) => row.map(csvCellText)) },
    { escapeFormulae: false },
  );
}

/** The one Export CSV button of every officers' table: downloads the rows it is given. */
export function ExportCsvButton({ filename, columns, rows, loadRows, hasRows }: ExportCsvButtonProps) {
  const download = async () => {
    const all = loadRows ? await loadRows() : (rows ?? []);
    // A byte-order mark, so that Excel reads names with accents as UTF-8.
    const blob = new Blob(['\ufeff', toCsv(columns, all)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${filename}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => void download()}
      disabled={loadRows ? !hasRows : !rows || rows.length === 0}
    >
      Export CSV
    </Button>
  );
}
