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
 * The CSV text of a table. Cells that a spreadsheet would run as a formula (=, +, -, @ first) are
 * quoted as text, so an exported email or name can never execute in Excel.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return unparse(
    { fields: [...columns], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: true },
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
