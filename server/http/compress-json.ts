import { Stream } from 'node:stream';
import type { Middleware } from 'koa';
import { sendCompressibleText } from './compressed-file.ts';

/**
 * Sends the API's JSON answers compressed when the client accepts it and they are large enough
 * to gain (the belongings master is 21 KB, a list of companies tens of KB). Answers a route has
 * already encoded itself (a Buffer, a stream, a Content-Encoding) are left alone.
 */
export const compressJson: Middleware = async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body) || body instanceof Stream || ctx.res.hasHeader('Content-Encoding')) return;
  // The body keeps its status and JSON type; Koa would have serialised it the same way.
  await sendCompressibleText(ctx, JSON.stringify(body));
};
