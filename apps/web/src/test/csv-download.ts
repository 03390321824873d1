import { vi } from 'vitest';

/**
 * Catches the file that an Export CSV button downloads: `text()` answers its contents (without
 * the byte-order mark), or null when nothing was downloaded.
 */
export function catchCsvDownload() {
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // the test DOM would try to navigate to the link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { text: async () => (blob ? (await (blob as Blob).text()).replace(/^\ufeff/, '') : null) };
}
