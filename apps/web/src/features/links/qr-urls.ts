/** What the QR download offers: PNG sizes within the API's 256..2048 pixels. */
export const qrPngSizes = [256, 512, 1024, 2048] as const;
export type QrPngSize = (typeof qrPngSizes)[number];

const qrBase = (slug: string) => `/api/v1/linkry/redir/${slug}`;

/** GET …/qr.svg; the logo is drawn in the middle when asked for. */
export const qrSvgUrl = (slug: string, logo: boolean) => `${qrBase(slug)}/qr.svg?logo=${logo ? 1 : 0}`;

/** GET …/qr.png?size=&logo= */
export const qrPngUrl = (slug: string, size: QrPngSize, logo: boolean) =>
  `${qrBase(slug)}/qr.png?size=${size}&logo=${logo ? 1 : 0}`;

/** A file name from the slug: 'team/agenda' downloads as 'team-agenda-qr.svg'. */
export const qrFileName = (slug: string, extension: 'svg' | 'png') => `${slug.replaceAll('/', '-')}-qr.${extension}`;
