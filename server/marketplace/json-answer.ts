import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/**
 * A JSON answer encoded once: its UTF-8 bytes, and their gzip made on first demand. Kept in a
 * cache, a large answer (a month of company availability is about 100 KB) is neither serialised
 * nor compressed again; gzip cuts what goes over the wire about tenfold.
 */
export class JsonAnswer {
  readonly json: Buffer;
  /** Whether the answer is kept and sent again; only then is compressing it worth its CPU. */
  readonly reusable: boolean;
  #gzip: Buffer | undefined;

  constructor(value: unknown, { reusable }: { reusable: boolean }) {
    this.json = Buffer.from(JSON.stringify(value), 'utf8');
    this.reusable = reusable;
  }

  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json, { level: 6 });
    return this.#gzip;
  }
}

/** Answers with the JSON, gzipped when it is reusable and the client accepts gzip. */
export function sendJsonAnswer(ctx: Context, answer: JsonAnswer): void {
  ctx.type = 'application/json';
  ctx.vary('Accept-Encoding');
  if (answer.reusable && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = answer.gzip;
  } else {
    ctx.body = answer.json;
  }
}
