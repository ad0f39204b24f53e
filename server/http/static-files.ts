import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Middleware } from 'koa';
import { chooseEncoding, compressedFileCache } from './compressed-file.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite puts content-hashed bundles under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = /^\/assets\//;

/**
 * Serves GET/HEAD requests for files under the given folders (first match wins).
 * Paths are normalised and must stay inside their folder; directories are not listed, source maps not served.
 * Text files go out brotli- or gzip-compressed when the client accepts it.
 */
export function staticFiles(roots: readonly string[]): Middleware {
  const compressed = compressedFileCache();
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.endsWith('/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    // The front end's source maps stay on the server, for decoding error reports: they are not the public's.
    if (decoded.includes('\0') || extname(decoded).toLowerCase() === '.map') return next();
    for (const root of roots) {
      const file = normalize(join(root, decoded));
      if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) continue;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      ctx.type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      ctx.lastModified = info.mtime;
      ctx.set('Cache-Control', IMMUTABLE.test(ctx.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      ctx.vary('Accept-Encoding');
      const encoding = chooseEncoding(file, info.size, ctx.get('accept-encoding'));
      if (encoding) {
        const body = await compressed(file, info.mtimeMs, encoding);
        ctx.set('Content-Encoding', encoding);
        ctx.length = body.length;
        ctx.body = body;
        return;
      }
      ctx.length = info.size;
      // Koa answers HEAD with these headers and no body (a null body would turn it into a 204).
      ctx.body = createReadStream(file);
      return;
    }
    return next();
  };
}
