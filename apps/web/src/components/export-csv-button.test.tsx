import { describe, expect, it } from 'vitest';
import { toCsv } from './export-csv-button';

describe('toCsv', () => {
  it('writes a header and the rows, quoting what needs it', () => {
    expect(
      toCsv(
        ['Email', 'Note'],
        [
          ['a@example.com', 'one, two'],
          ['b@example.com', 'say "hi"'],
        ],
      ),
    ).toBe('Email,Note\r\na@example.com,"one, two"\r\nb@example.com,"say ""hi"""');
  });

  it('never lets a cell run as a spreadsheet formula, and writes empty cells for missing values', () => {
    const csv = toCsv(['Name', 'Size'], [['=HYPERLINK("http://evil")', null]]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil"")",`);
  });
});
