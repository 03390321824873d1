import fs from 'node:fs';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';

export interface Rgba {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Decodes a PNG to pixels with the browser's own decoder (no image library needed in node). */
export async function pngPixels(page: Page, png: Buffer): Promise<Rgba> {
  const { width, height, data } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  }, png.toString('base64'));
  return { width, height, data: Uint8ClampedArray.from(data) };
}

export function decodeQr(image: Rgba): string {
  const code = jsQR(image.data, image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

/**
 * Writes a Y4M video (a text header, then raw YUV 4:2:0 frames) showing `image` centred on white,
 * for Chromium's fake camera (--use-file-for-fake-video-capture). Written by hand so the test
 * needs no ffmpeg.
 */
export function writeY4m(
  file: string,
  image: Rgba,
  options: { width?: number; height?: number; frames?: number } = {},
) {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 10;
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      // BT.601 limited range, as Y4M players expect.
      luma[(top + y) * width + left + x] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
