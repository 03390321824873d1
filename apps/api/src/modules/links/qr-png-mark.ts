import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

type Rgb = readonly [number, number, number];
const black: Rgb = [0, 0, 0];
const white: Rgb = [255, 255, 255];

export interface Mark {
  /** Share of the code's width (quiet zone included) the mark covers. */
  share: number;
  colour: Rgb;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** An 8-bit RGB PNG, not interlaced, every row unfiltered (a QR code compresses well as it is). */
function encodePng(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A QR code as PNG with a mark over its centre: qrcode draws PNGs but cannot place anything on
 * them, and no image library is a dependency, so the code's modules are drawn here. The mark is
 * a white tile holding a tile of the chapter's colour; error correction H reads through it.
 */
export function qrPngWithMark(text: string, size: number, margin: number, mark: Mark): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const count = modules.size + 2 * margin;
  const side = count * mark.share;
  const from = (count - side) / 2;
  const pad = side * 0.08;
  const colourAt = (mx: number, my: number): Rgb => {
    const inMark = mx >= from && mx < from + side && my >= from && my < from + side;
    if (inMark) {
      const inTile = mx >= from + pad && mx < from + side - pad && my >= from + pad && my < from + side - pad;
      return inTile ? mark.colour : white;
    }
    const column = Math.floor(mx) - margin;
    const row = Math.floor(my) - margin;
    const inside = column >= 0 && row >= 0 && column < modules.size && row < modules.size;
    return inside && modules.get(row, column) ? black : white;
  };
  const stride = size * 3 + 1;
  const rows = Buffer.alloc(stride * size);
  // Pixel rows within one module row (and the same band of the mark) are alike: copied, not redrawn.
  let previous = '';
  for (let y = 0; y < size; y++) {
    const my = (y * count) / size;
    const band = `${Math.floor(my)} ${my >= from && my < from + side} ${my >= from + pad && my < from + side - pad}`;
    if (band === previous) {
      rows.copy(rows, y * stride, (y - 1) * stride, y * stride);
      continue;
    }
    previous = band;
    for (let x = 0; x < size; x++) rows.set(colourAt((x * count) / size, my), y * stride + 1 + x * 3);
  }
  return encodePng(size, size, rows);
}
