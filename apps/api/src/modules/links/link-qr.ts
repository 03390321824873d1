import QRCode from 'qrcode';
import { qrScanParameter } from '@cp/contracts/links';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import { canManageLink, type LinkViewer } from './link-access';
import { qrPngWithMark } from './qr-png-mark';
import { findLinkBySlug } from './repository';

/** The chapter's mark in the centre of a code: a blue tile with the chapter's initials. */
const markColour = '#1f4e9c';
const markRgb = [0x1f, 0x4e, 0x9c] as const;
/** Share of the code's width the mark covers; error correction H restores up to 30 % of it. */
const markShare = 0.22;

export interface QrOptions {
  /** `SHORT_LINK_ORIGIN` when set, else the portal's public URL: where the web shows short links. */
  origin: string;
  logo: boolean;
}

/** What the code encodes: the short URL with `?qr=1`, so its scans are counted apart. */
export const qrTarget = (origin: string, slug: string) => `${origin.replace(/\/+$/, '')}/${slug}?${qrScanParameter}=1`;

async function linkSlugFor(db: Db, viewer: LinkViewer, slug: string): Promise<string> {
  const link = await findLinkBySlug(db, slug);
  if (!link) throw notFound('Link not found.');
  if (!canManageLink(viewer, link)) throw forbidden('This link is not yours and is not delegated to your groups.');
  return link.slug;
}

const errorCorrection = (logo: boolean) => (logo ? 'H' : 'M');

/** The mark drawn over the centre of an SVG code whose viewBox is `size` modules wide. */
function svgMark(size: number): string {
  const side = size * markShare;
  const at = (size - side) / 2;
  const pad = side * 0.08;
  return (
    `<rect x="${at}" y="${at}" width="${side}" height="${side}" fill="#ffffff"/>` +
    `<rect x="${at + pad}" y="${at + pad}" width="${side - 2 * pad}" height="${side - 2 * pad}" rx="${pad}" fill="${markColour}"/>` +
    `<text x="${size / 2}" y="${size / 2}" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" ` +
    `font-size="${side * 0.36}" text-anchor="middle" dominant-baseline="central">ACM</text>`
  );
}

export async function linkQrSvg(db: Db, viewer: LinkViewer, slug: string, options: QrOptions): Promise<string> {
  const target = qrTarget(options.origin, await linkSlugFor(db, viewer, slug));
  const svg = await QRCode.toString(target, {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: errorCorrection(options.logo),
  });
  if (!options.logo) return svg;
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  return svg.replace('</svg>', `${svgMark(size)}</svg>`);
}

/** qrcode draws the plain PNG; with the logo the modules are drawn here (qr-png-mark.ts). */
export async function linkQrPng(
  db: Db,
  viewer: LinkViewer,
  slug: string,
  options: QrOptions & { size: number },
): Promise<Buffer> {
  const target = qrTarget(options.origin, await linkSlugFor(db, viewer, slug));
  if (options.logo) return qrPngWithMark(target, options.size, 2, { share: markShare, colour: markRgb });
  return QRCode.toBuffer(target, {
    type: 'png',
    width: options.size,
    margin: 2,
    errorCorrectionLevel: errorCorrection(options.logo),
  });
}
