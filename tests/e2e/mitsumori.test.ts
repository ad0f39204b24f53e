import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableWindow, japanToday } from '../../domain/dates/bookableWindow.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import type { Move } from '../../server/requests/move.ts';
import { chooseRoute, visitor, type Visitor } from './support/bookingSteps.ts';
import { expectNoAxeViolations, openPage, VIEWPORTS } from './support/browser.ts';
import { fileSession } from './support/fileSession.ts';
import { bookThroughApi } from './support/fillCapacity.ts';
import { fillMove, waitForCompanies } from './support/estimateSteps.ts';
import { chooseWithKeys, checkRadioWithKeys, pressButtonWithKeys, tabTo, typeWithKeys } from './support/keyboard.ts';
import { chooseContactPreference, fillContact, shownContactPreference } from './support/contactSection.ts';
import { contactLabels, expectLeadsAsShown, type ShownDelivery } from './support/leads.ts';
import { expectMailAsShown } from './support/sentMail.ts';
import { recipientsWithCheckedLines } from './support/priceLines.ts';

const e2e = fileSession();

/** How each viewport's visitor asks to be contacted: e-mail only on PC, phone within two windows on the phone. */
const CONTACT: Record<'pc' | 'mobile', ContactPreference> = {
  pc: { method: 'email', windows: [] },
  mobile: { method: 'phone', windows: ['weekdayMorning', 'weekendAfternoon'] },
};

const open = (options: Parameters<typeof openPage>[1]) => openPage(e2e.browser, { ...options, timezoneId: 'Asia/Tokyo' });

/** Step 1 (and on mobile the contact part) up to the confirm page. */
async function toConfirm(page: Page, viewport: 'pc' | 'mobile', person: Visitor): Promise<void> {
  await fillMove(page);
  if (viewport === 'pc') {
    await page.getByRole('button', { name: '次へ進む' }).click();
    await page.waitForURL('**/mitsumori/step2/');
  } else {
    await chooseEstimateOverQuickBooking(page);
  }
  await waitForCompanies(page);
  await fillContact(page, person);
  await page.getByRole('button', { name: viewport === 'pc' ? '次へ進む' : '確認画面へ進む' }).click();
  await page.waitForURL('**/mitsumori/kakunin/');
  await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
}

/** Mobile: the two-way question shows for a route quick booking serves; the visitor chooses the estimate. */
async function chooseEstimateOverQuickBooking(page: Page): Promise<void> {
  const estimate = page.getByRole('button', { name: 'このまま一括見積りを依頼する' });
  await estimate.waitFor();
  await estimate.click();
}

/**
 * The estimate the complete page confirmed is stored field by field (its move under our own names,
 * migration 0029), with the companies chosen and the visit's A/B patterns (mobile only).
 */
async function expectEstimateStored(viewport: 'pc' | 'mobile', person: Visitor, otherRequests: string, companies: number): Promise<void> {
  const movingDate = bookableWindow(japanToday(new Date())).first;
  type Personal = 'name' | 'name_reading' | 'email' | 'tel' | 'origin_detail' | 'destination_town_area' | 'note' | 'belongings_note';
  const [row] = await e2e.server.query<{ move: Move; partner_ids: string[]; ab_patterns: Record<string, string>; chosen_codes: string[] } & Record<Personal, string | null>>(
    `SELECT move, partner_ids, ab_patterns, chosen_codes, name, name_reading, email, tel, origin_detail, destination_town_area, note, belongings_note
       FROM requests WHERE flow = 'estimate' AND email = $1`,
    [person.email],
  );
  expect(row, viewport).toBeDefined();
  expect(row!.move).toMatchObject({
    origin: { prefecture: '13', city: '13101', housingType: '01', floorPlan: 1, building: null },
    destination: { prefecture: '14', housingType: '01', floorPlan: 1, building: null },
    schedule: { kind: 'day', date: movingDate },
    time: { kind: 'preferredTimes', times: [] },
    headCount: 2,
  });
  expect(row!.partner_ids).toEqual([]);
  // The visitor's personal data is stored apart from the move.
  expect(row).toMatchObject({
    origin_detail: '1-2-3',
    destination_town_area: '',
    name: person.name,
    name_reading: person.nameKana,
    email: person.email,
    tel: person.tel,
    note: otherRequests,
    belongings_note: '',
  });
  expect(JSON.stringify(row!.move)).not.toContain('1-2-3');
  expect(row!.move.origin.district).toMatch(/\S/);
  expect(row!.move.destination.city).toMatch(/^14\d{3}$/);
  // Belongings are counted as numbers, those not taken left out.
  expect(Object.values(row!.move.belongings).every((count) => Number.isInteger(count) && count > 0)).toBe(true);
  // The companies (`kaisha` on the wire) are the ones the confirm page named, each once.
  expect(row!.chosen_codes.length).toBeGreaterThan(0);
  expect(row!.chosen_codes).toHaveLength(companies);
  expect(new Set(row!.chosen_codes).size).toBe(companies);
  if (viewport === 'mobile') expect(Object.keys(row!.ab_patterns).sort()).toEqual(['9395', '9441', '9465', '9490', '9518']);
  else expect(row!.ab_patterns).toEqual({});
}

describe.each(VIEWPORTS)('the estimate flow at the $name viewport', ({ name, options }) => {
  let page: Page;

  beforeAll(async () => {
    page = await open(options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('sends a direct visit of a later step back to the start', async () => {
    for (const path of ['/mitsumori/step2/', '/mitsumori/kakunin/', '/mitsumori/kanryo/']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await page.waitForURL(`${e2e.server.baseUrl}/mitsumori/`);
    }
  });

  it('requests an estimate from an empty form to complete, keeping inputs over a reload and editing from confirm, with no axe violation', async () => {
    const person = visitor(`estimate-${name}`);
    await page.goto(`${e2e.server.baseUrl}/mitsumori/`);
    await page.getByRole('heading', { name: '引越し元', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'step 1');
    await fillMove(page);
    await page.reload();
    await expect.poll(() => page.locator('#from-prefecture').inputValue()).toBe('13');
    await expect.poll(() => page.locator('#to-prefecture').inputValue()).toBe('14');
    if (name === 'pc') {
      await page.getByRole('button', { name: '次へ進む' }).click();
      await page.waitForURL('**/mitsumori/step2/');
    } else {
      await chooseEstimateOverQuickBooking(page);
    }
    await waitForCompanies(page);
    await expectNoAxeViolations(page, name === 'pc' ? 'step 2' : 'step 1 with the contact part');
    await fillContact(page, person);
    const contact = CONTACT[name];
    await chooseContactPreference(page, contact);
    await page.getByRole('button', { name: name === 'pc' ? '次へ進む' : '確認画面へ進む' }).click();
    await page.waitForURL('**/mitsumori/kakunin/');
    await expectNoAxeViolations(page, 'confirm');

    await page.getByRole('button', { name: 'その他ご要望を変更する' }).click();
    await page.getByRole('textbox', { name: /その他ご要望/ }).fill('午前中に伺ってほしいです');
    await page.getByRole('button', { name: '変更を確定する' }).click();
    await page.waitForURL('**/mitsumori/kakunin/');
    await page.getByText('午前中に伺ってほしいです').waitFor();
    // Confirm names exactly who the request goes to, and the contact choice.
    const chosen = await recipientsWithCheckedLines(page.getByRole('list', { name: '見積りを依頼する引越し業者' }));
    expect(chosen.length).toBeGreaterThan(0);
    await page.getByText(`ご依頼は、この${chosen.length}社にだけ送られます。`).waitFor();
    expect(await shownContactPreference(page)).toEqual(contactLabels(contact));

    await page.getByRole('button', { name: 'この内容で見積りを依頼する' }).click();
    await page.waitForURL('**/mitsumori/kanryo/');
    await page.getByRole('heading', { name: '見積り依頼を受け付けました' }).waitFor();
    await expectNoAxeViolations(page, 'alliance page');
    await page.getByRole('button', { name: '申し込まずに完了する' }).click();
    await page.getByRole('heading', { name: '見積り依頼が完了しました' }).waitFor();
    // Complete lists every company that received it (the quoting ones with their price and lines), and the contact choice.
    const received = await recipientsWithCheckedLines(page.getByRole('list', { name: '見積りを依頼した引越し業者' }));
    expect(received.map((company) => company.name).sort()).toEqual(chosen.map((company) => company.name).sort());
    expect(received.some((company) => company.price !== null)).toBe(true);
    await page.getByRole('heading', { name: `見積りを依頼した引越し業者（${received.length}社）` }).waitFor();
    await page.getByTestId('price-statement').waitFor();
    expect(await shownContactPreference(page)).toEqual(contactLabels(contact));
    await expectNoAxeViolations(page, 'complete');

    await page.goBack();
    await page.waitForURL(`${e2e.server.baseUrl}/mitsumori/`);

    // What the complete page said is true: the request is stored field by field, and each company and the visitor were written to.
    const shown: ShownDelivery = { email: person.email, tel: person.tel, companies: received, contact };
    await expectEstimateStored(name, person, '午前中に伺ってほしいです', chosen.length);
    await expectLeadsAsShown(e2e.server, 'estimate', [shown]);
    await expectMailAsShown(e2e.server, [shown]);
  });
});

describe('the estimate flow, PC only', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open(VIEWPORTS[0]!.options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('sends the partners checked on the alliance page', async () => {
    const person = visitor('estimate-alliance');
    await page.goto(`${e2e.server.baseUrl}/mitsumori/`);
    await toConfirm(page, 'pc', person);
    await page.getByRole('button', { name: 'この内容で見積りを依頼する' }).click();
    await page.getByRole('heading', { name: '見積り依頼を受け付けました' }).waitFor();
    const partner = page.getByRole('checkbox').first();
    await partner.check();
    const partnerName = await partner.evaluate((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
    await page.getByRole('button', { name: '選んだサービスに申し込む' }).click();
    await page.getByRole('heading', { name: '見積り依頼が完了しました' }).waitFor();
    // The partner service it went to is listed with the companies.
    expect(await page.getByRole('list', { name: 'あわせてお申し込みのサービス' }).getByRole('listitem').allInnerTexts()).toEqual([partnerName]);
    const rows = await e2e.server.query<{ alliance_ids: string[] }>(
      `SELECT a.alliance_ids
         FROM alliance_requests a JOIN requests e ON e.reference = a.request_id
        WHERE e.email = $1`,
      [person.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.alliance_ids).toHaveLength(1);
  });

  it('shows the duplicate-booking message when the e-mail already holds a quick booking (409)', async () => {
    const person = visitor('estimate-duplicate');
    // The quick booking is made through the API: its pages are walked in kantan-yoyaku.test.ts.
    await bookThroughApi(e2e.server.baseUrl, person);
    await page.goto(`${e2e.server.baseUrl}/mitsumori/`);
    await toConfirm(page, 'pc', person);
    await page.getByRole('button', { name: 'この内容で見積りを依頼する' }).click();
    await page.waitForURL('**/mitsumori/kanryo/');
    await page.getByText('メールアドレスまたは電話番号がかんたん予約で既に予約されています。').waitFor();
  });

  it('carries what the visitor entered in quick booking into the estimate form', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await chooseRoute(page);
    await page.getByLabel('引越し元の間取り').selectOption('6');
    await page.getByLabel('2〜3名').check();
    await page.getByRole('link', { name: '一括見積もりに変更して複数の業者に相談する' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/mitsumori/`);
    await expect.poll(() => page.locator('#from-prefecture').inputValue()).toBe('13');
    await expect.poll(() => page.locator('#from-city').inputValue()).toBe('13101');
    await expect.poll(() => page.locator('#to-prefecture').inputValue()).toBe('14');
    expect(await page.getByLabel('引越し元の間取り').inputValue()).toBe('06');
    expect(await page.getByLabel('2〜3名').isChecked()).toBe(true);
    await page.getByRole('term').first().waitFor();
  });

  it('can be done with the keyboard alone', async () => {
    const person = visitor('estimate-keyboard');
    await page.goto(`${e2e.server.baseUrl}/mitsumori/`);
    await page.getByRole('heading', { name: '引越し元', exact: true }).waitFor();
    await chooseWithKeys(page, page.locator('#from-prefecture'), (value) => value === '13');
    await chooseWithKeys(page, page.locator('#from-city'), (value) => value !== '');
    await chooseWithKeys(page, page.locator('#from-district'), (value) => value !== '');
    await chooseWithKeys(page, page.locator('#to-prefecture'), (value) => value === '14');
    await chooseWithKeys(page, page.locator('#to-city'), (value) => value !== '');
    await checkRadioWithKeys(page, 'headCount', '1名（単身）');
    await pressButtonWithKeys(page, page.getByRole('button', { name: '次へ進む' }));
    await page.waitForURL('**/mitsumori/step2/');
    await typeWithKeys(page, page.getByLabel('氏名'), person.name);
    await typeWithKeys(page, page.getByLabel('フリガナ', { exact: false }), person.nameKana);
    await typeWithKeys(page, page.getByLabel('メールアドレス'), person.email);
    await typeWithKeys(page, page.getByLabel('ご連絡先電話番号', { exact: false }), person.tel);
    await waitForCompanies(page);
    await pressButtonWithKeys(page, page.getByRole('button', { name: '次へ進む' }));
    await page.waitForURL('**/mitsumori/kakunin/');
    await pressButtonWithKeys(page, page.getByRole('button', { name: 'この内容で見積りを依頼する' }));
    await page.getByRole('heading', { name: '見積り依頼を受け付けました' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: '申し込まずに完了する' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: '見積り依頼が完了しました' }).waitFor();
  });
});
