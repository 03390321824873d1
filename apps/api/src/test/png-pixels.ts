import { inflateSync } from 'node:zlib';

/**
 * Pixels of a PNG as RGBA, for decoding a QR code in a test (no image library is a dependency):
 * 8-bit greyscale, RGB or RGBA, not interlaced, which is what qrcode writes.
 */
export function pngPixels(png: Buffer): { width: number; height: number; data: Uint8ClampedArray } {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      channels = ({ 0: 1, 2: 3, 6: 4 } as Record<number, number>)[body[9]!] ?? 0;
      if (!channels) throw new Error(`colour type ${body[9]} is not read here`);
    } else if (type === 'IDAT') compressed.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter]!;
      rows[y * stride + x] = (line[x]! + predicted) & 0xff;
    }
  }
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const pixel = rows.subarray(i * channels, (i + 1) * channels);
    const [r, g, b] = channels < 3 ? [pixel[0]!, pixel[0]!, pixel[0]!] : [pixel[0]!, pixel[1]!, pixel[2]!];
    data.set([r, g, b, channels === 4 ? pixel[3]! : 255], i * 4);
  }
  return { width, height, data };
}
