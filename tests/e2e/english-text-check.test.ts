import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alliances, companies } from '../support/catalogue.ts';
import { launchBrowser } from './support/browser.ts';
import { expectNoJapaneseText, holdsJapanese, strayJapanese } from './support/japaneseText.ts';

const COMPANY = companies[0]!.name;
const PARTNER = alliances[0]!.title;
const READING = 'ジョン スミス';

/** An English page as the flows make one: proper nouns, the language switch and a typed reading, which may stay Japanese. */
const ENGLISH_BODY = `
  <header><h1>Moving estimates</h1><a href="/mitsumori/" hreflang="ja" lang="ja"><span aria-hidden="true">日本語</span><span>日本語: view this page in Japanese</span></a></header>
  <main>
    <label for="city">City/ward</label><select id="city"><option>Select</option><option>Shinjuku-ku</option></select>
    <article aria-label="${COMPANY}"><h3 lang="ja">${COMPANY}</h3><p>¥56,400 · 2–3 people · Wed, Dec 2, 2026</p>
      <button>See details<span style="position:absolute;clip:rect(0 0 0 0)">(${COMPANY})</span></button></article>
    <label><input type="checkbox"> Fiber internet (${PARTNER})</label>
    <p>John Smith (${READING})</p>
    <p style="display:none">非表示の日本語</p>
    <div aria-hidden="true"><button aria-label="閉じる">×</button></div>
  </main>`;

/** The same page with Japanese a visitor of the English page would meet, each in another place. */
const STRAY_BODY = `${ENGLISH_BODY}
  <p>お名前を入力してください</p>
  <p>Name（optional）</p>
  <button aria-label="閉じる">×</button>
  <img src="data:," alt="ロゴ">
  <input placeholder="例：山田" aria-label="Name">
  <abbr title="日本時間">JST</abbr>
  <select aria-label="Prefecture"><option>Tokyo</option><option>神奈川県</option></select>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const show = (body: string, title = 'Moving estimates | Hikkoshi Hikaku') => page.setContent(`<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`);

describe('expectNoJapaneseText (tests/e2e/support/japaneseText.ts)', () => {
  it('passes an English page whose only Japanese is the catalogue\'s names, the switch\'s 「日本語」 and what the visitor typed', async () => {
    await show(ENGLISH_BODY);
    await expectNoJapaneseText(page, 'the English page', [READING]);
  });

  it('fails on stray Japanese wherever a visitor reads or hears it, naming each text and where it is', async () => {
    await show(STRAY_BODY, '引越し比較');
    expect(await strayJapanese(page, [READING])).toEqual([
      '"引越し比較" (the document title)',
      '"お名前を入力してください" (the text)',
      '"Name（optional）" (the text)',
      '"神奈川県" (the text)',
      '"神奈川県" (an option of <select>)',
      '"閉じる" (aria-label of <button>)',
      '"ロゴ" (alt of <img>)',
      '"例：山田" (placeholder of <input>)',
      '"日本時間" (title of <abbr>)',
    ]);
    const failure = await expectNoJapaneseText(page, 'the page with strays', [READING]).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('Japanese text on the page with strays');
  });

  it('fails on a typed word the test did not declare', async () => {
    await show(ENGLISH_BODY);
    expect(await strayJapanese(page)).toEqual([`"John Smith (${READING})" (the text)`]);
  });

  it('reads kana, kanji, Japanese punctuation and full-width forms as Japanese, and Latin text with typographic marks as not', () => {
    for (const japanese of ['ひらがな', 'カタカナ', 'ｶﾀｶﾅ', '漢字', '「Quoted」', 'Done。', '（1）', 'ＡＢＣ', '－', '〜', '￥100', '㈱Hikkoshi'])
      expect(holdsJapanese(japanese, []), japanese).toBe(true);
    for (const english of ['¥105,000', 'from ¥48k', '2–3 people', 'It’s “done” — ok', 'Sofa (2-seater) × 1', 'José Núñez', 'Nguyễn Văn An', '0120-817-301 (8:00–21:00)'])
      expect(holdsJapanese(english, []), english).toBe(false);
    expect(holdsJapanese(`See details (${COMPANY})`, [COMPANY])).toBe(false);
    expect(holdsJapanese(`${COMPANY}（東京）`, [COMPANY])).toBe(true);
  });
});
