import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { answerLanguage } from './language.ts';

/** The language answered for an Accept-Language header (undefined: none sent), and the Vary the answer carries. */
function answerFor(header: string | undefined): { language: string; vary: string } {
  const app = new Koa();
  const request = { headers: header === undefined ? {} : { 'accept-language': header }, socket: {} };
  const ctx = app.createContext(request as never, { getHeader: () => undefined, setHeader: () => undefined } as never);
  let vary = '';
  ctx.vary = (field: string) => void (vary = field);
  return { language: answerLanguage(ctx), vary };
}

describe('answerLanguage', () => {
  it('answers English when English weighs more than Japanese', () => {
    for (const header of ['en-US,en;q=0.9,ja;q=0.5', 'en', 'en-GB', 'EN-us', 'fr,en;q=0.5', 'ja;q=0.4, en;q=0.6', 'ja;q=0.5,*', 'en;q=0.001']) {
      expect(answerFor(header).language, header).toBe('en');
    }
  });

  it('answers Japanese when Japanese weighs as much or more, or neither is asked for', () => {
    for (const header of ['ja', 'ja-JP', 'ja,en;q=0.8', 'ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'ja;q=0.5,en;q=0.5', 'fr', 'fr,de;q=0.5', '*', 'en;q=0', 'ja,*;q=0.9']) {
      expect(answerFor(header).language, header).toBe('ja');
    }
  });

  it('answers Chinese for every Chinese tag (Simplified pages only, README), and Vietnamese for vi (issue 37)', () => {
    for (const header of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-TW', 'zh-HK', 'zh-Hant', 'zh-CN,zh;q=0.9,en;q=0.8', 'ja;q=0.3,zh;q=0.7']) {
      expect(answerFor(header).language, header).toBe('zh');
    }
    for (const header of ['vi', 'vi-VN', 'vi-VN,vi;q=0.9,en;q=0.5']) expect(answerFor(header).language, header).toBe('vi');
  });

  it('answers Japanese without the header, and marks every answer as varying with it', () => {
    expect(answerFor(undefined)).toEqual({ language: 'ja', vary: 'Accept-Language' });
    expect(answerFor('en').vary).toBe('Accept-Language');
  });

  it('takes the best weight of a language\'s ranges', () => {
    expect(answerFor('en-US;q=0.2,ja;q=0.5,en-GB;q=0.8').language).toBe('en');
    expect(answerFor('en;q=0.9,ja-JP;q=0.3,ja;q=1').language).toBe('ja');
  });
});
