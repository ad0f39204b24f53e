import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { alliances, companies } from '../../support/catalogue.ts';

/**
 * A character a reader of English only cannot read: hiragana, katakana (with its phonetic
 * extensions and half-width forms), CJK ideographs (and their extensions and compatibility forms),
 * Japanese punctuation and symbols (「」、。・〜 and the ideographic space), enclosed and squared
 * CJK (㈱, ㌔) and the full-width forms (（）：！１Ａ￥－).
 */
const JAPANESE = /[\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u3190-\u31ff\u3200-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/u;

/** What an English page may show in Japanese: proper nouns (issue 28), and the language switch naming Japanese in Japanese. */
export const ALLOWED_JAPANESE: readonly string[] = [
  ...companies.map((company) => company.name),
  // A partner service's Japanese title is the partner's name; its English title names the service and keeps that name.
  ...alliances.map((alliance) => alliance.title),
  '日本語',
];

/** A text the page shows or says, and where it was found. */
export interface ShownText {
  text: string;
  source: string;
}

/**
 * Every text a visitor of the page (or frame) reads or hears: the title, the rendered text
 * (document.body.innerText, which holds visually hidden text too), each option of a select, and
 * the accessible names and hints given by attributes (aria-label, alt, title, placeholder…) of
 * elements that are rendered and not hidden from assistive technology.
 */
export function shownTexts(page: Page | Frame): Promise<ShownText[]> {
  return page.evaluate(() => {
    const NAMING_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'alt', 'title', 'placeholder'];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const name = element.getAttribute('name') ? `[name="${element.getAttribute('name')}"]` : '';
      return `<${element.tagName.toLowerCase()}${id}${name}>`;
    };
    const heard = (element: Element) => element.closest('[aria-hidden="true"]') === null && element.checkVisibility({ visibilityProperty: true });
    const texts: { text: string; source: string }[] = [{ text: document.title, source: 'the document title' }];
    for (const line of document.body.innerText.split('\n')) texts.push({ text: line.trim(), source: 'the text' });
    for (const select of document.querySelectorAll('select'))
      if (heard(select)) for (const option of select.options) texts.push({ text: option.text, source: `an option of ${describe(select)}` });
    for (const element of document.body.querySelectorAll(NAMING_ATTRIBUTES.map((attribute) => `[${attribute}]`).join(',')))
      if (heard(element))
        for (const attribute of NAMING_ATTRIBUTES) {
          const value = element.getAttribute(attribute);
          if (value) texts.push({ text: value, source: `${attribute} of ${describe(element)}` });
        }
    return texts.filter(({ text }) => text.trim() !== '');
  });
}

/** Whether `text` holds a Japanese character once every allowed string is taken out of it (the longest first, so a name holding another is taken whole). */
export function holdsJapanese(text: string, allowed: readonly string[]): boolean {
  const rest = [...allowed].sort((a, b) => b.length - a.length).reduce((left, noun) => (noun === '' ? left : left.split(noun).join(' ')), text);
  return JAPANESE.test(rest);
}

/** The texts of the page holding Japanese other than `allowed` (besides ALLOWED_JAPANESE), each once. */
export async function strayJapanese(page: Page | Frame, allowed: readonly string[] = []): Promise<string[]> {
  const nouns = [...ALLOWED_JAPANESE, ...allowed];
  const stray = (await shownTexts(page)).filter(({ text }) => holdsJapanese(text, nouns));
  return [...new Set(stray.map(({ text, source }) => `${JSON.stringify(text)} (${source})`))];
}

/**
 * An English page shows and says nothing in Japanese (issue 28) but the proper nouns of the
 * catalogue (company and partner names), the language switch's 「日本語」 and `allowed` (what the
 * test typed, such as a name's katakana reading). On failure it lists each text with where it was.
 */
export async function expectNoJapaneseText(page: Page | Frame, where: string, allowed: readonly string[] = []): Promise<void> {
  expect(await strayJapanese(page, allowed), `Japanese text on ${where}`).toEqual([]);
}
