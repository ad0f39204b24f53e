import type { Context } from 'koa';
import { compressText, sendCompressibleText } from './compressed-file.ts';
import type { Encoding } from './compressed-file.ts';

/**
 * A JSON answer encoded once: its UTF-8 bytes, and, when it is kept and sent again, its compressed
 * copies made on first demand. Kept in a cache or made at start, a large answer (a month of company
 * availability is about 120 KB, the belongings master 21 KB) is neither serialised nor compressed again.
 */
export class JsonAnswer {
  readonly json: Buffer;
  /** Whether the answer is kept and sent again; only then are its compressed copies kept. */
  readonly reusable: boolean;
  readonly #compressed = new Map<Encoding, Promise<Buffer>>();

  /** `json` is the answer's JSON text, already serialised; `JsonAnswer.of` serialises a value. */
  constructor(json: string, { reusable }: { reusable: boolean }) {
    this.json = Buffer.from(json, 'utf8');
    this.reusable = reusable;
  }

  static of(value: unknown, options: { reusable: boolean }): JsonAnswer {
    return new JsonAnswer(JSON.stringify(value), options);
  }

  compressed(encoding: Encoding): Promise<Buffer> {
    if (!this.reusable) return compressText(this.json, encoding);
    let copy = this.#compressed.get(encoding);
    if (!copy) {
      copy = compressText(this.json, encoding);
      this.#compressed.set(encoding, copy);
    }
    return copy;
  }
}

/** Answers with the JSON, compressed as the client accepts. */
export function sendJsonAnswer(ctx: Context, answer: JsonAnswer): Promise<void> {
  ctx.type = 'application/json';
  return sendCompressibleText(ctx, answer.json, (encoding) => answer.compressed(encoding));
}
