import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { BelongingsMasterResponse } from '../../domain/api/belongings.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  // 2026-12-31 16:00 UTC is already 2027-01-01 in Japan.
  server = await startTestServer({ now: () => new Date('2026-12-31T16:00:00Z') });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/holidays/', () => {
  it('answers the holidays from today in Japan through at least 13 months ahead', async () => {
    const { status, body } = await server.get<{ results: string[] }>('/api/holidays/');
    expect(status).toBe(200);
    expect(body.results[0]).toBe('2027-01-01');
    expect(body.results).toContain('2028-01-10'); // 成人の日, 12 months ahead
    expect(body.results.at(-1)).toBe('2028-02-23'); // the last one through the end of February 2028
  });

  it('only answers GET', async () => {
    expect((await server.post<ApiErrorBody>('/api/holidays/', {})).status).toBe(405);
  });
});

describe('GET /api/nimotsu/', () => {
  it('answers the 8 categories with items, counts, volumes and images that are served', async () => {
    const { status, body } = await server.get<BelongingsMasterResponse>('/api/nimotsu/');
    expect(status).toBe(200);
    expect(body.categories.map((category) => category.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const cardboard = body.categories[7]?.items[0];
    expect(cardboard).toMatchObject({ code: '80001', label: '段ボール', count: { single: 10, pair: 20, family: 30 } });
    const image = await fetch(server.baseUrl + (cardboard?.image ?? ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('only answers GET', async () => {
    expect((await server.post<ApiErrorBody>('/api/nimotsu/', {})).status).toBe(405);
  });
});

describe('POST /api/email/', () => {
  const check = (email: unknown) => server.post<{ message: string | null; text?: string; suggestion?: string }>('/api/email/', { email });

  it('answers no message for a usable address', async () => {
    expect(await check('taro@example.co.jp')).toMatchObject({ status: 200, body: { message: null } });
  });

  it('suggests the intended domain for a typo', async () => {
    expect((await check('taro@gmial.com')).body).toMatchObject({ message: 'EMAIL_DOMAIN_TYPO', suggestion: 'taro@gmail.com' });
  });

  it('refuses a missing, malformed or too long address with the form messages', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'メールアドレスを入力してください。'],
      ['', 'メールアドレスを入力してください。'],
      [42, 'メールアドレスを入力してください。'],
      ['taro@', 'メールアドレスの形式に誤りがあります。'],
      [`${'a'.repeat(95)}@x.com`, 'メールアドレスは100字以内で入力してください。'],
    ];
    for (const [email, message] of cases) {
      const response = await server.post<ApiErrorBody>('/api/email/', email === undefined ? {} : { email });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ message, field: 'email' });
    }
    expect((await server.post<ApiErrorBody>('/api/email/', '"taro@example.com"')).status).toBe(400);
  });
});
