import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('splits fields and records, with LF or CRLF and without a last line break', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(parseCsv('"a,b","line\nbreak","say ""hi"""\n')).toEqual([['a,b', 'line\nbreak', 'say "hi"']]);
  });

  it('drops a byte-order mark and keeps an empty line as one empty field', () => {
    expect(parseCsv('\ufeffslug\n\nx')).toEqual([['slug'], [''], ['x']]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('a"b,c')).toEqual([['a"b', 'c']]);
  });

  it('refuses a quoted field that never ends', () => {
    expect(() => parseCsv('"open,field\nmore')).toThrow(AppError);
  });
});
