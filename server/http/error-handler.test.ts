import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { conflict, notFound, Refusal, type FieldError, type RefusalKind } from '../errors/refusal.ts';
import { createLogger } from '../logger.ts';
import { MARKETPLACE_ERRORS } from '../marketplace/error-codes.ts';
import { errorHandler } from './error-handler.ts';
import { ApiError } from './errors.ts';
import { REFUSAL_STATUS } from './refusal-status.ts';
import { refusalCodeOf } from './request-state.ts';

/** What a request is answered when its route throws `error`, and the refusal code noted for the metrics. */
async function answerTo(error: Error, acceptLanguage?: string) {
  const app = new Koa();
  let refusalCode: string | null = null;
  app.use(async (ctx, next) => {
    await next();
    refusalCode = refusalCodeOf(ctx);
  });
  app.use(errorHandler({ logger: createLogger('silent') }));
  app.use(() => {
    throw error;
  });
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const headers: Record<string, string> = acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage };
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x/`, { headers });
    return { status: response.status, body: (await response.json()) as unknown, refusalCode };
  } finally {
    server.close();
  }
}

const STATUS_OF_KIND: [RefusalKind, number][] = [
  ['invalid', 400],
  ['forbidden', 403],
  ['not_found', 404],
  ['conflict', 409],
  ['unprocessable', 422],
];

describe('REFUSAL_STATUS', () => {
  it('answers each kind of refusal with the status services threw for it before refusals had kinds', () => {
    expect(Object.entries(REFUSAL_STATUS)).toEqual(STATUS_OF_KIND);
  });
});

describe('errorHandler', () => {
  const errors: FieldError[] = [
    { code: MARKETPLACE_ERRORS.unknownCompany.code, message: MARKETPLACE_ERRORS.unknownCompany.message, field: 'companyId' },
    { code: 'SAME_DATE', message: '現在のご予約と同じ日です。別の日をお選びください。', field: 'movingDate' },
  ];

  it.each(STATUS_OF_KIND)('answers a refusal of kind %s with %i, as it answers an ApiError of that status', async (kind, status) => {
    const answer = await answerTo(new Refusal(kind, errors));
    expect(answer.status).toBe(status);
    expect(answer).toEqual(await answerTo(new ApiError(status, errors)));
  });

  it('answers the errors list, and notes the first code for the metrics', async () => {
    expect(await answerTo(notFound())).toEqual({
      status: 404,
      body: { errors: [{ code: 'NOT_FOUND', message: 'お探しのページまたはデータは見つかりませんでした。', field: null }] },
      refusalCode: 'NOT_FOUND',
    });
  });

  it('puts a refusal\'s extra fields beside the errors, its messages in the request\'s language', async () => {
    const { code, message } = MARKETPLACE_ERRORS.priceChanged;
    const answer = await answerTo(conflict(code, message, { previousPrice: 52_000, currentPrice: 54_000 }), 'en');
    expect(answer).toEqual({
      status: 409,
      body: {
        previousPrice: 52_000,
        currentPrice: 54_000,
        errors: [{ code, message: 'The price has changed. Please check the new price and book again.', field: null }],
      },
      refusalCode: code,
    });
  });
});
