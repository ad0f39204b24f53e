import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { DistrictsResponse } from '../../domain/api/lookups.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** Kana, which a reader of Chinese cannot read; CJK script, which a reader of Vietnamese cannot. */
const KANA = /[\u3040-\u30ff]/u;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/u;

describe('answers in Chinese and Vietnamese (issue 37)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('says an error in the language Accept-Language asks for, every Chinese tag reading Simplified Chinese; codes and fields never change', async () => {
    const messageIn = async (language: string) => {
      const response = await server.post<ApiErrorBody>('/api/postal/', { zipCode: '16a' }, { 'Accept-Language': language });
      expect(response.status).toBe(400);
      expect(response.headers.get('vary') ?? '').toMatch(/accept-language/i);
      const [error] = response.body.errors;
      expect(error).toMatchObject({ code: 'INVALID_ZIP_CODE', field: 'zipCode' });
      return error!.message;
    };
    const chinese = await messageIn('zh-CN,zh;q=0.9');
    expect(chinese).not.toMatch(KANA);
    for (const tag of ['zh', 'zh-Hans', 'zh-TW', 'zh-HK']) expect(await messageIn(tag)).toBe(chinese);
    const vietnamese = await messageIn('vi-VN,vi;q=0.9,en;q=0.5');
    expect(vietnamese).not.toMatch(CJK);
    expect(new Set([chinese, vietnamese, await messageIn('en'), await messageIn('ja')]).size).toBe(4);
  });

  it('names places in kanji for a Chinese page and in romaji for a Vietnamese one', async () => {
    const districts = async (language: string) => (await server.get<DistrictsResponse>('/api/districts/13/13104/', { 'Accept-Language': language })).body.results.map((district) => district.districtName);
    const [japanese, chinese, vietnamese] = await Promise.all([districts('ja'), districts('zh'), districts('vi')]);
    expect(chinese).toEqual(japanese);
    expect(vietnamese).toContain('Nishishinjuku');
    for (const name of vietnamese.slice(0, 20)) expect(name).not.toMatch(CJK);
  });

  it('serves every flow page under /zh/ and /vi/, tagged in its language, with the alternates of all four', async () => {
    for (const [prefix, tag] of [['/zh', 'zh-Hans'], ['/vi', 'vi']] as const) {
      const page = await server.get(`${prefix}/kantan-yoyaku/`);
      expect(page.status).toBe(200);
      const html = String(page.body);
      expect(html).toContain(`<html lang="${tag}">`);
      for (const alternate of ['ja', 'en', 'zh-Hans', 'vi']) expect(html).toContain(`hreflang="${alternate}"`);
      expect((await server.get(`${prefix}/`)).headers.get('location')).toBe(`${prefix}/mitsumori/`);
      expect((await server.get(`${prefix}/error.html`)).status).toBe(200);
    }
    // The companies' page stays Japanese.
    expect((await server.get('/zh/lead/')).status).toBe(404);
  });
});
