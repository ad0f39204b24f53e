import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ApiFieldError } from '../../domain/api/errors.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9,ja;q=0.5' };
const JAPANESE = { 'Accept-Language': 'ja,en;q=0.8' };
const BIG = companies.find((company) => company.order === 1)!;

/** The errors of an answer, which must vary by Accept-Language. */
function errorsOf(response: TestResponse, status: number): ApiFieldError[] {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers.get('vary') ?? '').toMatch(/accept-language/i);
  return (response.body as ApiErrorBody).errors;
}

/** Sends the same call in English and in Japanese: the same codes and fields, each message in its language. */
async function bothLanguages(send: (headers: Record<string, string>) => Promise<TestResponse>, status: number, expected: { code: string; field: string | null; en: string; ja: string }): Promise<void> {
  const english = errorsOf(await send(ENGLISH), status);
  const japanese = errorsOf(await send(JAPANESE), status);
  expect(english).toContainEqual({ code: expected.code, field: expected.field, message: expected.en });
  expect(japanese).toContainEqual({ code: expected.code, field: expected.field, message: expected.ja });
  expect(english.map(({ code, field }) => ({ code, field }))).toEqual(japanese.map(({ code, field }) => ({ code, field })));
}

describe.each(testDatabaseKinds())('error answers in the request\'s language on %s (issue 28)', (database) => {
  let server: TestServer;
  let n = 28_000;
  const date = openDateAhead(20, BIG.closedWeekdays);
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  it('address: the postal code, required and malformed, keeps its own codes', async () => {
    await bothLanguages((headers) => server.post('/api/estimate/', estimateBody([BIG.code], date, ++n, { fromZipCd: '' }), headers), 400, {
      code: 'ZIP_CODE_REQUIRED', field: 'fromZipCd', en: 'Please enter the postal code.', ja: '郵便番号を入力してください。',
    });
    await bothLanguages((headers) => server.post('/api/postal/', { zipCode: '16a' }, headers), 400, {
      code: 'INVALID_ZIP_CODE', field: 'zipCode', en: 'Please enter the 7-digit postal code.', ja: '郵便番号は7桁で入力してください。',
    });
    await bothLanguages((headers) => server.post('/api/reservation/reserve/', reservationBody([BIG.code], date, ++n, { fromHouseNumber: '' }), headers), 400, {
      code: 'INVALID_INPUT', field: 'fromHouseNumber', en: 'Please enter the street address (block and number).', ja: '番地を入力してください。',
    });
  });

  it('belongings: a count over its limit says the limit; a building\'s missing answers are listed in the reader\'s words', async () => {
    await bothLanguages((headers) => server.post('/api/estimate/', estimateBody([BIG.code], date, ++n, { nimotsu: { '8': { '80001': '100' } } }), headers), 400, {
      code: 'INVALID_INPUT', field: 'nimotsu.8.80001', en: 'Please enter 99 or fewer.', ja: '個数は99以内で入力してください。',
    });
    const building = { buildingType: 'apartment', isTower: '0', floor: '', hasIndoorStairs: '0', hasElevator: '', parkingAvailability: '1' };
    await bothLanguages((headers) => server.post('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date, { fromBuilding: building }), headers), 400, {
      code: 'INVALID_INPUT', field: 'fromBuilding', en: 'Please answer: Floor and Elevator.', ja: '階数、エレベーターの有無を入力してください。',
    });
  });

  it('contact: the phone\'s minimum in each flow\'s wording', async () => {
    await bothLanguages((headers) => server.post('/api/estimate/', estimateBody([BIG.code], date, ++n, { tel1: '12345' }), headers), 400, {
      code: 'INVALID_INPUT', field: 'tel1', en: 'Please enter at least 9 digits of the phone number.', ja: 'ご連絡先電話番号は9字以上で入力してください。',
    });
    await bothLanguages((headers) => server.post('/api/email/', { email: 'not an address' }, headers), 400, {
      code: 'INVALID_INPUT', field: 'email', en: 'This email address is not valid. Please check it.', ja: 'メールアドレスの形式に誤りがあります。',
    });
  });

  it('companies: too many for a provisional reservation', async () => {
    const four = companies.slice(0, 4).map((company) => company.code);
    await bothLanguages((headers) => server.post('/api/reservation/reserve/', reservationBody(four, date, ++n), headers), 400, {
      code: 'INVALID_INPUT', field: 'kaisha', en: 'Please choose no more than 3 companies for your provisional reservation.', ja: '仮予約を依頼する業者は3社以内でご選択ください',
    });
  });

  it('a 409: the e-mail already holds a quick booking', async () => {
    const { body: quote } = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const booking = reserveBody(BIG.code, date, quote.price, ++n);
    expect((await server.post('/api/kantan-yoyaku/reserve/', booking)).status).toBe(200);
    await bothLanguages((headers) => server.post('/api/kantan-yoyaku/reserve/', booking, headers), 409, {
      code: '1001', field: null,
      en: 'This email address or phone number already has a booking made with Quick Booking.',
      ja: 'メールアドレスまたは電話番号がかんたん予約で既に予約されています。',
    });
  });

  it('the server\'s own refusals: an unknown path, a missing CSRF token, a missing body', async () => {
    await bothLanguages((headers) => server.get('/api/nowhere/', headers), 404, {
      code: 'NOT_FOUND', field: null, en: 'The page or data you are looking for was not found.', ja: 'お探しのページまたはデータは見つかりませんでした。',
    });
    await bothLanguages((headers) => server.post('/api/email/', { email: 'a@example.jp' }, { ...headers, 'x-csrf-token': '' }), 403, {
      code: 'CSRF_INVALID', field: null, en: 'This page has expired. Please reload the page and try again.', ja: '画面の有効期限が切れました。ページを再読み込みしてからもう一度お試しください。',
    });
    await bothLanguages((headers) => server.post('/api/email/', '', headers), 400, {
      code: 'BODY_REQUIRED', field: null, en: 'A request body (a JSON object) is required.', ja: 'リクエスト本文（JSON オブジェクト）が必要です。',
    });
  });

  it('answers Japanese without the header, and for a language it does not have', async () => {
    for (const headers of [{}, { 'Accept-Language': 'fr' }] as Record<string, string>[]) {
      const [error] = errorsOf(await server.post('/api/email/', { email: 'not an address' }, headers), 400);
      expect(error!.message).toBe('メールアドレスの形式に誤りがあります。');
    }
  });

  it('the e-mail check\'s suggestion reads in the request\'s language', async () => {
    const english = await server.post<{ text: string }>('/api/email/', { email: 'taro@gmial.com' }, ENGLISH);
    expect(english.body.text).toBe('Did you mean taro@gmail.com?');
    expect(english.headers.get('vary') ?? '').toMatch(/accept-language/i);
  });
});

describe('a 429 in the request\'s language (issue 28)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_WRITES: '1', RATE_LIMIT_WINDOW_SECONDS: '600' } });
  });
  afterAll(() => server?.close());

  it('says to wait, in English or Japanese, with the same code', async () => {
    await server.post('/api/email/', { email: 'a@example.jp' });
    await bothLanguages((headers) => server.post('/api/email/', { email: 'a@example.jp' }, headers), 429, {
      code: 'TOO_MANY_REQUESTS', field: null,
      en: 'Too many requests in a short time. Please wait a moment and try again.',
      ja: '短時間に送信が集中しています。しばらく待ってから再度お試しください。',
    });
  });
});
