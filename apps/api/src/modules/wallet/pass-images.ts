import { crc32, deflateSync } from 'node:zlib';

/** The chapter's blue, and white: the pass's colours and its icon's. */
export const passColors = { background: [31, 64, 140], foreground: [255, 255, 255] } as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square RGB PNG: the background with a white square in its middle third. Wallet shows a pass's
 * icon on the lock screen and in notifications, and refuses a pass without one; drawing it here
 * keeps binary files out of the repository.
 */
export function iconPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour (RGB)
  const rows: Buffer[] = [];
  const inner = (n: number) => n >= size / 3 && n < (2 * size) / 3;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x++) {
      const [r, g, b] = inner(x) && inner(y) ? passColors.foreground : passColors.background;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let images: Record<string, Buffer> | undefined;

/** The icon at the three scales Wallet asks for (29, 58 and 87 pixels), drawn once. */
export function passImages(): Record<string, Buffer> {
  images ??= { 'icon.png': iconPng(29), 'icon@2x.png': iconPng(58), 'icon@3x.png': iconPng(87) };
  return images;
}
