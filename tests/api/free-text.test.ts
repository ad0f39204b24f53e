/**
 * Issue 26: what a visitor may type into the free-text fields of the writes. Every such field has a
 * maximum length and refuses characters no typed text contains (controls, bidi overrides, BOM,
 * noncharacters, a string of combining marks only) with its own Japanese message, on both
 * databases: none of it may reach the database, where U+0000 used to end the booking in a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { estimateBody, quoteBody, reservationBody, reserveBody } from './marketplace-requests.ts';

const NOW = new Date('2026-11-09T16:00:00Z');
/** A Tuesday inside the booking window (K0001 is closed on Wednesdays). */
const DATE = '2026-12-15';

/** Text a keyboard does not type, each inside otherwise ordinary text. */
const UNTYPABLE = {
  'U+0000': '山田\u0000太郎',
  'a C0 control (ESC)': '山田\u001b太郎',
  'a line feed in a one-line field': '山田\n太郎',
  'DEL': '山田\u007f太郎',
  'a C1 control (NEL)': '山田\u0085太郎',
  'a noncharacter (U+FDD0)': '山田\ufdd0太郎',
  'a noncharacter (U+FFFE)': '山田\ufffe',
  'combining marks only': '\u0301\u0308\u3099',
} as const;

/**
 * Characters nobody can see (issue 34), each inside otherwise ordinary text: refused in every text
 * field, the multi-line ones too, with the message that says so (the visitor cannot find them).
 */
const INVISIBLE = {
  'a line separator (U+2028)': '山田\u2028太郎',
  'a paragraph separator (U+2029)': '山田太郎\u2029',
  'a zero-width space (U+200B)': '山田\u200b太郎',
  'a zero-width joiner (U+200D)': '山田\u200d太郎',
  'a word joiner (U+2060)': '\u2060山田太郎',
  'a right-to-left mark (U+200F)': '山田\u200f太郎',
  'a bidi override (RLO)': '山田\u202e太郎',
  'a bidi isolate (FSI)': '山田\u2068太郎',
  'a BOM': '\ufeff山田太郎',
} as const;

interface FreeTextField {
  path: string;
  field: string;
  body: (server: TestServer, value: string, n: number) => Promise<Record<string, unknown>>;
  /** The field's message for a refused character and for a text over its maximum. */
  invalid: string;
  tooLong: string;
  maxLength: number;
  /** A text area: line breaks and tabs are the visitor's. */
  multiline?: true;
}

/** Days of the booking window K0001 works, one per booking, so the test never meets a full day. */
const QUICK_DATES = ['2026-12-14', '2026-12-15', '2026-12-17', '2026-12-18', '2026-12-21', '2026-12-22'];

/** A quick booking at the price the quote names (a price the server no longer quotes is refused). */
const quick = (field: string) => async (server: TestServer, value: string, n: number) => {
  const date = QUICK_DATES[n % QUICK_DATES.length]!;
  const price = (await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody('K0001', date))).body.price;
  return reserveBody('K0001', date, price, n, { [field]: value });
};
const estimate = (field: string) => async (_server: TestServer, value: string, n: number) => estimateBody(['K0001'], DATE, n, { [field]: value });
const reservation = (field: string) => async (_server: TestServer, value: string, n: number) => reservationBody(['K0001'], DATE, n, { [field]: value });

const FIELDS: FreeTextField[] = [
  { path: '/api/kantan-yoyaku/reserve/', field: 'customerName', body: quick('customerName'), invalid: MESSAGES.name.invalid.quick, tooLong: MESSAGES.name.tooLong.quick, maxLength: 50 },
  { path: '/api/kantan-yoyaku/reserve/', field: 'fromDetailAddress', body: quick('fromDetailAddress'), invalid: MESSAGES.detailAddress.invalid, tooLong: MESSAGES.detailAddress.tooLong, maxLength: 100 },
  { path: '/api/kantan-yoyaku/reserve/', field: 'toDetailAddress', body: quick('toDetailAddress'), invalid: MESSAGES.detailAddress.invalid, tooLong: MESSAGES.detailAddress.tooLong, maxLength: 100 },
  { path: '/api/kantan-yoyaku/reserve/', field: 'etcBaggages', body: quick('etcBaggages'), invalid: MESSAGES.belongings.etcInvalid, tooLong: MESSAGES.belongings.etcTooLong, maxLength: 300, multiline: true },
  { path: '/api/estimate/', field: 'shimei', body: estimate('shimei'), invalid: MESSAGES.name.invalid.estimate, tooLong: MESSAGES.name.tooLong.estimate, maxLength: 50 },
  { path: '/api/estimate/', field: 'fromHouseNumber', body: estimate('fromHouseNumber'), invalid: MESSAGES.houseNumber.invalid, tooLong: MESSAGES.houseNumber.tooLong, maxLength: 100 },
  { path: '/api/estimate/', field: 'toTownArea', body: estimate('toTownArea'), invalid: MESSAGES.townArea.invalid, tooLong: MESSAGES.townArea.tooLong, maxLength: 100 },
  { path: '/api/estimate/', field: 'toHouseNumber', body: estimate('toHouseNumber'), invalid: MESSAGES.houseNumber.invalid, tooLong: MESSAGES.houseNumber.tooLong, maxLength: 100 },
  { path: '/api/estimate/', field: 'etcYobo', body: estimate('etcYobo'), invalid: MESSAGES.otherRequests.invalid, tooLong: MESSAGES.otherRequests.tooLong, maxLength: 300, multiline: true },
  { path: '/api/estimate/', field: 'etcNimotsu', body: estimate('etcNimotsu'), invalid: MESSAGES.belongings.etcInvalid, tooLong: MESSAGES.belongings.etcTooLong, maxLength: 300, multiline: true },
  { path: '/api/reservation/reserve/', field: 'shimei', body: reservation('shimei'), invalid: MESSAGES.name.invalid.estimate, tooLong: MESSAGES.name.tooLong.estimate, maxLength: 50 },
  { path: '/api/reservation/reserve/', field: 'fromHouseNumber', body: reservation('fromHouseNumber'), invalid: MESSAGES.houseNumber.invalid, tooLong: MESSAGES.houseNumber.tooLong, maxLength: 100 },
  { path: '/api/reservation/reserve/', field: 'etcYobo', body: reservation('etcYobo'), invalid: MESSAGES.otherRequests.invalid, tooLong: MESSAGES.otherRequests.tooLong, maxLength: 300, multiline: true },
];

/** The contact fields whose pattern already refuses any other character, with a maximum of their own. */
const PATTERNED_FIELDS: (Pick<FreeTextField, 'path' | 'field' | 'body'> & { tooLong: string; longValue: string; refused: string })[] = [
  { path: '/api/kantan-yoyaku/reserve/', field: 'customerNameKana', body: quick('customerNameKana'), tooLong: MESSAGES.nameKana.tooLong, longValue: 'ア'.repeat(101), refused: MESSAGES.nameKana.fullWidthKana },
  { path: '/api/estimate/', field: 'shimeiKana', body: estimate('shimeiKana'), tooLong: MESSAGES.nameKana.tooLong, longValue: 'ア'.repeat(80_000), refused: MESSAGES.nameKana.fullWidthKana },
  { path: '/api/kantan-yoyaku/reserve/', field: 'customerTel', body: quick('customerTel'), tooLong: MESSAGES.phone.tooLong.quick, longValue: '0'.repeat(12), refused: MESSAGES.phone.digitsOnly.quick },
  { path: '/api/estimate/', field: 'tel1', body: estimate('tel1'), tooLong: MESSAGES.phone.tooLong.estimate, longValue: '0'.repeat(80_000), refused: MESSAGES.phone.digitsOnly.estimate },
];

describe.each(testDatabaseKinds())('free text on %s (issue 26)', (database) => {
  let server: TestServer;
  let n = 2_600_000;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => NOW });
  });
  afterAll(() => server.close());

  const storedRows = async () => {
    const counts = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests');
    return counts.rows[0]!.n;
  };

  const errorsOf = (body: unknown) => (body as ApiErrorBody).errors;

  it.each(FIELDS)('$path $field refuses untypable and invisible characters with its message, and text over $maxLength characters', async ({ path, field, body, invalid, tooLong, maxLength, multiline }) => {
    const before = await storedRows();
    for (const [what, value] of Object.entries(UNTYPABLE)) {
      if (multiline && what === 'a line feed in a one-line field') continue;
      const answer = await server.post(path, await body(server, value, ++n));
      expect({ what, status: answer.status, errors: errorsOf(answer.body) }).toEqual({ what, status: 400, errors: [{ code: 'INVALID_INPUT', message: invalid, field }] });
    }
    for (const [what, value] of Object.entries(INVISIBLE)) {
      const answer = await server.post(path, await body(server, value, ++n));
      expect({ what, status: answer.status, errors: errorsOf(answer.body) })
        .toEqual({ what, status: 400, errors: [{ code: 'INVALID_INPUT', message: invalid, field }] });
    }
    for (const length of [maxLength + 1, 80_000]) {
      const answer = await server.post(path, await body(server, 'あ'.repeat(length), ++n));
      expect({ length, status: answer.status, errors: errorsOf(answer.body) }).toEqual({ length, status: 400, errors: [{ code: 'INVALID_INPUT', message: tooLong, field }] });
    }
    // Padding does not hide the length: the stored text is the checked one.
    const padded = await server.post(path, await body(server, `${' '.repeat(maxLength)}あ${' '.repeat(maxLength)}`, ++n));
    expect(padded.status).toBe(200);
    expect(await storedRows()).toBe(before + 1);
    expect((await server.post(path, await body(server, 'あ'.repeat(maxLength), ++n))).status).toBe(200);
  });

  it('keeps line breaks and tabs in the multi-line fields (other requests, other belongings)', async () => {
    const answer = await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { etcYobo: '午前中希望\n\tピアノあり\r\n以上', etcNimotsu: 'ピアノ\n金庫' }));
    expect(answer.status).toBe(200);
  });

  it.each(PATTERNED_FIELDS)('$path $field has a maximum and refuses U+0000 with its own message', async ({ path, field, body, tooLong, longValue, refused }) => {
    const long = await server.post(path, await body(server, longValue, ++n));
    expect({ status: long.status, errors: errorsOf(long.body) }).toEqual({ status: 400, errors: [{ code: 'INVALID_INPUT', message: tooLong, field }] });
    const control = await server.post(path, await body(server, field.toLowerCase().includes('tel') ? '090\u00001234567' : 'ヤマダ\u0000タロウ', ++n));
    expect({ status: control.status, errors: errorsOf(control.body) }).toEqual({ status: 400, errors: [{ code: 'INVALID_INPUT', message: refused, field }] });
    // A separator at the end passed the pattern, which reads the trimmed text (issue 34).
    const invisible = await server.post(path, await body(server, field.toLowerCase().includes('tel') ? '09012345678\u2028' : 'ヤマダ タロウ\u2028', ++n));
    expect({ status: invisible.status, errors: errorsOf(invisible.body) })
      .toEqual({ status: 400, errors: [{ code: 'INVALID_INPUT', message: refused, field }] });
  });

  it('refuses an e-mail address whose local part is an RFC 2047 encoded-word, in both languages (issue 34)', async () => {
    const before = await storedRows();
    for (const email of ['=?utf-8?q?attacker=40evil.example?=@example.jp', '=?UTF-8?B?YXR0YWNrZXI=?=@example.jp']) {
      for (const [path, body] of [
        ['/api/estimate/', estimateBody(['K0001'], DATE, ++n, { email })],
        ['/api/kantan-yoyaku/reserve/', await quick('customerEmail')(server, email, ++n)],
        ['/api/email/', { email }],
      ] as const) {
        const answer = await server.post(path, body);
        expect({ path, email, status: answer.status, errors: errorsOf(answer.body) }).toEqual({
          path, email, status: 400, errors: [{ code: 'INVALID_INPUT', message: MESSAGES.email.pattern, field: path === '/api/estimate/' || path === '/api/email/' ? 'email' : 'customerEmail' }],
        });
      }
    }
    const english = await server.post('/api/estimate/', estimateBody(['K0001'], DATE, ++n, { email: '=?utf-8?q?a?=@example.jp', shimei: '山田\u200b太郎' }), { 'accept-language': 'en' });
    expect(errorsOf(english.body)).toEqual([
      { code: 'INVALID_INPUT', message: 'Your full name contains characters that cannot be used.', field: 'shimei' },
      { code: 'INVALID_INPUT', message: 'This email address is not valid. Please check it.', field: 'email' },
    ]);
    expect(await storedRows()).toBe(before);
  });
});
