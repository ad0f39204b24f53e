import { join } from 'node:path';
import type { BrowserContextOptions, Frame, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { until } from '../../support/until.ts';
import type { AppServer } from './appServer.ts';
import { visitor, type Visitor } from './bookingSteps.ts';
import { expectNoAxeViolations, VIEWPORTS } from './browser.ts';
import { ALLOWED_JAPANESE, expectNoJapaneseText, holdsJapanese } from './japaneseText.ts';
import { screenshotDir } from './screenshots.ts';
import { sentMail } from './sentMail.ts';

/** The two layouts of spec §1 as a browser set to English opens them (issue 28), in Japan time. */
export const ENGLISH_VIEWPORTS: readonly { name: 'pc' | 'mobile'; width: number; options: BrowserContextOptions }[] = VIEWPORTS.map(({ name, options }) => ({
  name,
  width: options.viewport!.width,
  options: { ...options, locale: 'en-US', timezoneId: 'Asia/Tokyo' },
}));

/**
 * Where the English walk of a flow that is the same at both widths runs (the reservation, quick
 * booking, the embedded form: one set of steps and components, laid out by CSS, no text shown at one
 * width only): at the phone's width. The estimate form differs by width (PC in steps, the phone on one
 * page) and walks at both. The PC width is walked in Japanese (SAME_FLOW_VIEWPORTS in support/browser.ts),
 * and the page stories picture and axe-check every step at both (issue 35: a language costs a walk per
 * layout, not per width).
 */
export const ENGLISH_PHONE_VIEWPORT: readonly (typeof ENGLISH_VIEWPORTS)[number][] = ENGLISH_VIEWPORTS.filter((viewport) => viewport.name === 'mobile');

/** The reading an English page offers for "John Smith" (domain/names): the katakana companies read the name by. */
export const JOHN_SMITH_READING = 'ジョン スミス';

/** A visitor who writes their name in Latin letters and accepts the reading offered; e-mail and phone of their own, from `suffix`. */
export function englishVisitor(suffix: string): Visitor {
  return { ...visitor(suffix), name: 'John Smith', nameKana: JOHN_SMITH_READING, email: `john.smith.${suffix}@example.com` };
}

/**
 * A page of a flow, or the frame of the embedded form. (The helpers here wait with Playwright or
 * `until`, not expect.poll: the walks run as concurrent tests, where expect.poll needs the test's own expect.)
 */
export type FlowPage = Page | Frame;

/** What an English walk checks on a step. */
export interface EnglishStepCheck {
  /** What the visitor typed in Japanese (such as the reading), which the page may show. */
  typed?: readonly string[];
  /** Where the form is: the page itself (the default), or the frame of an embedded form. */
  shown?: FlowPage;
  /**
   * Whether axe runs too (the default): it costs seconds a page, so a walk runs it once on each
   * page of the flow, in the state that shows the most (filled in), and reads the other states' text only.
   */
  axe?: boolean;
}

/**
 * The checks each step of an English walk passes: axe finds no WCAG A/AA violation on `page`, and
 * the form holds no Japanese but the proper nouns and what the visitor typed.
 */
export async function expectEnglishStep(page: Page, where: string, { typed = [], shown = page, axe = true }: EnglishStepCheck = {}): Promise<void> {
  await expectNoJapaneseText(shown, where, typed);
  await keepPicture(page, shown, where);
  if (axe) await expectNoAxeViolations(page, where);
}

/**
 * With E2E_SCREENSHOT_DIR set (to look at the pages in another language, or for a closing note), every step's whole
 * page is kept there as a PNG named after the flow, the step and the page's width; nothing is kept otherwise.
 */
export async function keepPicture(page: Page, shown: FlowPage, where: string): Promise<void> {
  const dir = await screenshotDir();
  if (!dir) return;
  const flow = new URL(shown.url()).pathname.split('/').filter(Boolean).slice(0, 2).join('-');
  const name = `${flow} ${where} ${page.viewportSize()?.width ?? ''}`.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');
  const path = join(dir, `${name}.png`);
  if (shown === page) {
    await page.screenshot({ path, fullPage: true });
    return;
  }
  // A cross-site frame is painted only where the window shows it: the window is made as tall as the
  // partner's page for the picture, then given back its size.
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(size);
}

/** The text of the option a select (named `name` in `scope`) shows. */
export function shownOption(scope: Locator, name: string): Promise<string> {
  return scope.getByRole('combobox', { name, exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
}

/** Chooses the option labelled `label` of a select named `name` in `scope`, once its list holds it (cities load after their prefecture). */
export async function chooseListed(scope: Locator, name: string, label: string): Promise<void> {
  const select = scope.getByRole('combobox', { name, exact: true });
  await select.getByRole('option', { name: label, exact: true }).waitFor({ state: 'attached' });
  await select.selectOption({ label });
}

/** Where the English walks move from: 160-0022, looked up in romaji. */
export const ORIGIN_POSTAL_CODE = '1600022';

/**
 * The route of the English walks: the origin by its postal code, which fills the address in romaji
 * (Shinjuku, Shinjuku-ku, Tokyo), to Yokohama-shi Aoba-ku chosen from the English lists.
 */
export async function enterRouteByPostalCode(page: FlowPage): Promise<void> {
  await page.getByRole('radio', { name: 'Enter by postal code' }).check();
  await page.getByRole('combobox', { name: 'Postal code (moving from)' }).fill(ORIGIN_POSTAL_CODE);
  const from = page.getByRole('group', { name: 'Address you are moving from' });
  // The town shows once the lookup has answered and the towns of the ward are listed.
  await until('the town of the postal code', async () => (await shownOption(from, 'Town')) !== 'Select', { timeoutMs: 15_000, intervalMs: 50 });
  expect(await shownOption(from, 'Town')).toBe('Shinjuku');
  expect(await shownOption(from, 'City/ward')).toBe('Shinjuku-ku');
  expect(await shownOption(from, 'Prefecture')).toBe('Tokyo');
  const to = page.getByRole('group', { name: 'Address you are moving to' });
  await chooseListed(to, 'Prefecture', 'Kanagawa');
  await chooseListed(to, 'City/ward', 'Yokohama-shi Aoba-ku');
}

/**
 * The contact section in English: the name in Latin letters, whose katakana reading the page
 * offers (and the visitor keeps), then e-mail and phone (`phone` names the phone field).
 */
export async function fillEnglishContact(page: FlowPage, person: Visitor, phone: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name);
  // The reading offered shows with its hint.
  await page.getByText('We filled this in from your name.', { exact: false }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Name in katakana' }).inputValue()).toBe(person.nameKana);
  await page.getByRole('textbox', { name: 'Email address' }).fill(person.email);
  await page.getByRole('textbox', { name: phone }).fill(person.tel);
}

/**
 * The visitor's confirmation was written in English: one message to them, its subject as given,
 * greeting them by the name they typed, and no Japanese in it but the proper nouns and the reading.
 */
export async function expectEnglishConfirmation(server: AppServer, person: Visitor, subject: string | RegExp): Promise<void> {
  const toVisitor = async () => (await sentMail(server)).filter((message) => message.to === person.email);
  // The outbox writes the message after the answer.
  await until(`a message to ${person.email}`, async () => (await toVisitor()).length > 0, { timeoutMs: 15_000, intervalMs: 100 });
  const mail = await toVisitor();
  expect(mail, `the confirmation to ${person.email}`).toHaveLength(1);
  const [confirmation] = mail;
  expect(confirmation!.subject).toMatch(subject);
  expect(confirmation!.text).toContain(`Dear ${person.name},`);
  const japanese = confirmation!.text.split('\n').filter((line) => holdsJapanese(line, [...ALLOWED_JAPANESE, person.nameKana]));
  expect(japanese, `Japanese in the confirmation to ${person.email}`).toEqual([]);
}
