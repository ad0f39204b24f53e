import { Stream } from 'node:stream';
import type { Middleware } from 'koa';
import { chooseTextEncoding, compressText } from './compressed-file.ts';

/**
 * Sends the API's JSON answers compressed when the client accepts it and they are large enough
 * to gain (the belongings master is 21 KB, a list of companies tens of KB). Answers a route has
 * already encoded itself (a Buffer, a stream, a Content-Encoding) are left alone.
 */
export const compressJson: Middleware = async (ctx, next) => {
  await next();
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body) || body instanceof Stream || ctx.res.hasHeader('Content-Encoding')) return;
  const json = JSON.stringify(body);
  ctx.vary('Accept-Encoding');
  const encoding = chooseTextEncoding(Buffer.byteLength(json), ctx.get('accept-encoding'));
  if (!encoding) return;
  const status = ctx.status;
  ctx.body = await compressText(json, encoding);
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.set('Content-Encoding', encoding);
};
