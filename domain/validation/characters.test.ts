import { describe, expect, it } from 'vitest';
import type { Message } from '../i18n/message.ts';
import { detailAddressRule, houseNumberCharactersRule, townAreaRule } from './addressRules.ts';
import { otherBelongingsRule } from './belongingsRules.ts';
import { emailRule, nameKanaRule, nameRule, otherRequestsRule } from './contactRules.ts';
import { MESSAGES } from './messages.ts';
import type { Validator } from './validator.ts';

/**
 * Issue 34 (item 8): characters nobody can see, which reach mail bodies and partner leads from a
 * form's fields: the line and paragraph separators, the zero-width characters and the direction
 * marks, embeddings, overrides and isolates. Each is refused by the shared rules (the app's forms
 * and the server's schemas run the same ones) with a message saying what is wrong, since the
 * visitor cannot see the character to remove it.
 */
const INVISIBLE = {
  'LINE SEPARATOR U+2028': '\u2028',
  'PARAGRAPH SEPARATOR U+2029': '\u2029',
  'ZERO WIDTH SPACE U+200B': '\u200b',
  'ZERO WIDTH NON-JOINER U+200C': '\u200c',
  'ZERO WIDTH JOINER U+200D': '\u200d',
  'WORD JOINER U+2060': '\u2060',
  'BOM U+FEFF': '\ufeff',
  'LEFT-TO-RIGHT MARK U+200E': '\u200e',
  'RIGHT-TO-LEFT MARK U+200F': '\u200f',
  'LRE U+202A': '\u202a',
  'RLO U+202E': '\u202e',
  'LRI U+2066': '\u2066',
  'PDI U+2069': '\u2069',
} as const;

const ONE_LINE_RULES: [string, Validator<unknown, Message>, string][] = [
  ['name (quick booking)', nameRule('quickBooking'), '山田太郎'],
  ['name (estimate)', nameRule('estimate'), 'John Smith'],
  ['reading', nameKanaRule, 'ヤマダ タロウ'],
  ['e-mail', emailRule, 'taro@example.jp'],
  ['house number', houseNumberCharactersRule, '1-2-3'],
  ['town area', townAreaRule, '西新宿'],
  ['detail address', detailAddressRule, 'ハイツ101'],
];
const MULTI_LINE_RULES: [string, Validator<unknown, Message>, string][] = [
  ['other requests', otherRequestsRule, '午前中希望\nピアノあり'],
  ['other belongings', otherBelongingsRule, 'ピアノ\r\n金庫'],
];

describe('invisible characters (issue 34)', () => {
  it.each([...ONE_LINE_RULES, ...MULTI_LINE_RULES])('%s: refused anywhere in the text with the field\'s own message (spec: …に不正な値が含まれています。)', (_field, rule, valid) => {
    expect(rule(valid)).toBeUndefined();
    expect(rule(`${valid}\u0000`)).toBeDefined();
    for (const [what, character] of Object.entries(INVISIBLE)) {
      for (const text of [`${valid}${character}`, `${character}${valid}`, `${valid.slice(0, 2)}${character}${valid.slice(2)}`]) {
        expect({ what, error: rule(text) }).toEqual({ what, error: rule(`${valid}\u0000`) });
      }
    }
  });

  it('keeps the line breaks of a multi-line field, and a field\'s own message for what is not invisible', () => {
    expect(otherRequestsRule('午前中希望\n\tピアノあり\r\n以上')).toBeUndefined();
    expect(otherRequestsRule('午前中希望\u0000')).toBe(MESSAGES.otherRequests.invalid);
    expect(nameRule('quickBooking')('山田①')).toBe(MESSAGES.name.invalid.quick);
  });
});

describe('e-mail addresses whose local part is an RFC 2047 encoded-word (issue 34)', () => {
  it('are refused: a mail system could decode them into another address', () => {
    for (const email of [
      '=?utf-8?q?attacker=40evil.example?=@example.jp',
      '=?UTF-8?B?YXR0YWNrZXJAZXZpbC5leGFtcGxl?=@example.jp',
      'a=?iso-8859-1?q?x?=b@example.jp',
      '=?x?q?=41?=@example.jp',
    ]) expect({ email, error: emailRule(email) }).toEqual({ email, error: MESSAGES.email.pattern });
  });

  it('leave = and ? alone where they make no encoded-word', () => {
    for (const email of ['taro=jiro@example.jp', 'what?@example.jp', 'a=?b@example.jp', 'q?=x@example.jp']) expect(emailRule(email)).toBeUndefined();
  });
});
