import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Message } from '../../../domain/i18n/message.ts';
import { translateMessage } from '../../../domain/i18n/message.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { PROFILES } from '../../../domain/i18n/profiles.ts';
import { translatorFor } from '../../../domain/i18n/translators.ts';
import { until } from '../../support/until.ts';
import type { AppServer } from './appServer.ts';
import { visitor, type Visitor } from './bookingSteps.ts';
import { ALLOWED_JAPANESE } from './japaneseText.ts';
import { sentMail } from './sentMail.ts';

/**
 * Each language's visitor: a Chinese name in hanzi, whose katakana reading they type (the page asks
 * for it); a Vietnamese name with its diacritics, whose reading the page offers.
 */
const VISITORS = {
  zh: { name: '王伟', nameKana: 'ワン ウェイ', typesReading: true },
  vi: { name: 'Nguyễn Văn An', nameKana: 'グエン・ヴァン・アン', typesReading: false },
} as const satisfies Partial<Record<Locale, { name: string; nameKana: string; typesReading: boolean }>>;

/** The languages walked (issue 37), each with its visitor. */
export const WALKED = ['zh', 'vi'] as const;
export type Walked = (typeof WALKED)[number];

/** A visitor of `locale` with an e-mail and phone of their own, from `suffix`. */
export function visitorIn(locale: Walked, suffix: string): Visitor {
  return { ...visitor(`${locale}-${suffix}`), name: VISITORS[locale].name, nameKana: VISITORS[locale].nameKana };
}

/**
 * The contact part of a form of `locale` (a page, or an embedded form's frame), found by its labels
 * (`nameLabel` and `telLabel` as the flow words them): a Chinese visitor types their reading, a
 * Vietnamese one keeps the reading offered.
 */
export async function fillContactIn(page: Page | Frame, locale: Walked, person: Visitor, nameLabel: string, telLabel: string): Promise<void> {
  const say = wordsOf(locale);
  await page.getByRole('textbox', { name: say(nameLabel), exact: true }).fill(person.name);
  const reading = page.getByRole('textbox', { name: say('フリガナ（全角カナ）') });
  if (VISITORS[locale].typesReading) await reading.fill(person.nameKana);
  else await until('the reading offered', async () => (await reading.inputValue()) === person.nameKana, { timeoutMs: 5_000, intervalMs: 50 });
  await page.getByRole('textbox', { name: say(telLabel) }).fill(person.tel);
  await page.getByRole('textbox', { name: say('メールアドレス') }).fill(person.email);
}

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
export async function unreadableTexts(page: Page | Frame, locale: Locale, allowed: readonly string[] = []): Promise<string[]> {
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

/** A page of `locale` (or the frame of an embedded form) shows nothing its reader could not read (see unreadableTexts). */
export async function expectReadableIn(page: Page | Frame, locale: Locale, where: string, allowed: readonly string[] = []): Promise<void> {
  expect(await unreadableTexts(page, locale, allowed), `text a ${PROFILES[locale].name} reader cannot read on ${where}`).toEqual([]);
}

/**
 * The visitor's confirmation from `server`, once the outbox wrote it: its subject in the language
 * (`subject`, up to its reference), the visitor's name, and the link to their page in the language.
 */
export async function confirmationIn(server: AppServer, locale: Locale, person: Visitor, subject: Message): Promise<{ text: string; link: string }> {
  const toVisitor = async () => (await sentMail(server)).find((mail) => mail.to === person.email);
  await until(`the confirmation to ${person.email}`, async () => (await toVisitor()) !== undefined, { timeoutMs: 15_000, intervalMs: 100 });
  const mail = (await toVisitor())!;
  expect(mail.subject).toContain(wordsOf(locale)(subject).replace(/[（(][^（(]*$/u, ''));
  expect(mail.text).toContain(person.name);
  const link = new RegExp(`https?://[^/\\s]+(${PROFILES[locale].prefix}/my-move/#[A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
  expect(link, `the link to the visitor's page in ${mail.subject}`).toBeDefined();
  return { text: mail.text, link: `${server.baseUrl}${link!}` };
}
