import { badRequest } from '../../lib/app-error';

/**
 * Reads CSV as RFC 4180 writes it: fields split by commas, records by CRLF or LF, a field in double
 * quotes may hold commas, line breaks and doubled quotes. Spreadsheet exports also start with a
 * byte-order mark, which is dropped. Returns the records in order, each a list of fields.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRecord();
    else if (char === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else field += char;
  }
  if (quoted) throw badRequest('The CSV has a quoted field that never ends.');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
