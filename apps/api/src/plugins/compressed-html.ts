import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One page in the three forms a browser may ask for, compressed once at start-up. */
export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressPage(body: Buffer): CompressedPage {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The encodings an Accept-Encoding header allows (q=0 refuses one), lower-cased. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** Brotli when allowed, else gzip, else the page as it is. */
export function pickEncoding(
  page: CompressedPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return { body: page.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.identity };
}
