import { readFile } from 'node:fs/promises';
import type { Context } from 'koa';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt)$/i;
const MIN_BYTES = 1024;

/** The best encoding the client accepts for a text of `size` bytes, or null when it is too small to gain. */
function chooseTextEncoding(size: number, acceptEncoding: string): Encoding | null {
  if (size < MIN_BYTES) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** The best encoding the client accepts, for a file worth compressing. */
export function chooseEncoding(file: string, size: number, acceptEncoding: string): Encoding | null {
  return COMPRESSIBLE.test(file) ? chooseTextEncoding(size, acceptEncoding) : null;
}

/**
 * A response made per request (a page carrying the visitor's token, an API answer), compressed
 * at settings fast enough to run on every request: brotli 5 and gzip 6 take about a millisecond
 * for 60 KB, off the main thread.
 */
export function compressText(text: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(text, { level: 6 });
}

/**
 * Answers with `text`, compressed when the client accepts it and it is large enough to gain; the
 * caller sets the type. A caller that keeps the answer passes `compress` to keep its compressed copies too.
 */
export async function sendCompressibleText(
  ctx: Context,
  text: string | Buffer,
  compress: (encoding: Encoding) => Promise<Buffer> = (encoding) => compressText(text, encoding),
): Promise<void> {
  ctx.vary('Accept-Encoding');
  const encoding = chooseTextEncoding(Buffer.byteLength(text), ctx.get('accept-encoding'));
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = encoding ? await compress(encoding) : text;
}

/**
 * Compressed copies of static files, made on first request and kept in memory keyed by path,
 * modification time and encoding (the built front end is a few dozen files that do not change
 * while the server runs).
 */
export function compressedFileCache() {
  const cache = new Map<string, Promise<Buffer>>();
  return (file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> => {
    const key = `${file}\0${mtimeMs}\0${encoding}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = readFile(file).then((content) =>
        encoding === 'br'
          ? brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
          : gzipAsync(content, { level: 9 }),
      );
      compressed.catch(() => cache.delete(key));
      cache.set(key, compressed);
    }
    return compressed;
  };
}
