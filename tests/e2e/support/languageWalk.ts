import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Message } from '../../../domain/i18n/message.ts';
import { translateMessage } from '../../../domain/i18n/message.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { PROFILES } from '../../../domain/i18n/profiles.ts';
import { translatorFor } from '../../../domain/i18n/translators.ts';
import { ALLOWED_JAPANESE } from './japaneseText.ts';

/** A message as a page of `locale` says it: the walks find controls by the visible labels of the language. */
export function wordsOf(locale: Locale): (message: Message) => string {
  const translator = translatorFor(locale);
  return (message) => translateMessage(translator, message);
}

/** Kana, which a reader of Chinese cannot read. */
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
/** Japanese and Chinese script (kana, CJK ideographs, CJK punctuation and full-width forms), which a reader of Vietnamese cannot read. */
const CJK = /[\u3000-\u30ff\u3190-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;

/**
 * The texts of the page its reader could not read (issue 37): kana on a Chinese page, any CJK script
 * on a Vietnamese one, outside what is marked `lang="ja"` (names, places) and `allowed` (the catalogue's
 * proper nouns, what the visitor typed). Read from the rendered text (innerText of every element not
 * inside `lang="ja"`), the options of the selects, the naming attributes and the title.
 */
export async function unreadableTexts(page: Page, locale: Locale, allowed: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const NAMING = ['aria-label', 'aria-description', 'alt', 'title', 'placeholder'];
    const japanese = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest('[lang="ja"]') !== null;
    const heard = (element: Element) => element.closest('[aria-hidden="true"]') === null && (element.tagName === 'OPTION' || element.checkVisibility({ visibilityProperty: true }));
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || japanese(node) || !heard(parent) || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
      if (parent.tagName === 'OPTION' && !heard(parent.closest('select')!)) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(NAMING.map((name) => `[${name}]`).join(',')))
      if (!japanese(element) && heard(element)) for (const name of NAMING) found.push(element.getAttribute(name) ?? '');
    return found.map((text) => text.trim()).filter((text) => text !== '');
  });
  const forbidden = PROFILES[locale].script === 'kanji' ? KANA : CJK;
  const nouns = [...ALLOWED_JAPANESE, ...allowed].sort((a, b) => b.length - a.length);
  const rest = (text: string) => nouns.reduce((left, noun) => left.split(noun).join(' '), text);
  return [...new Set(texts.filter((text) => forbidden.test(rest(text))))];
}

/** A page of `locale` shows nothing its reader could not read (see unreadableTexts). */
export async function expectReadableIn(page: Page, locale: Locale, where: string, allowed: readonly string[] = []): Promise<void> {
  expect(await unreadableTexts(page, locale, allowed), `text a ${PROFILES[locale].name} reader cannot read on ${where}`).toEqual([]);
}
