import type { Area } from 'react-easy-crop';

/** The side of the square the store shows; enough for a phone's full width at 2x. */
export const imageSide = 800;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This file is not an image the browser can read.'));
    image.src = src;
  });
}

/**
 * Draws the chosen square of the picture onto a canvas and encodes it as JPEG, lowering the
 * quality until it fits the API's 512 KB (the data URL's base64 counts 4/3 of the bytes).
 */
export async function cropToJpeg(src: string, area: Area, maxBytes: number): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = imageSide;
  canvas.height = imageSide;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  // JPEG has no transparency: a white ground instead of black behind a transparent PNG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, imageSide, imageSide);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, imageSide, imageSide);
  for (const quality of [0.9, 0.8, 0.7, 0.6, 0.5]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4 <= maxBytes) return dataUrl;
  }
  throw new Error('The image is too large even after compressing it: choose a smaller one.');
}
