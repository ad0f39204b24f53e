import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import { addIsoDays, bookableWindow, japanToday } from '../../domain/dates/bookableWindow.ts';
import { searchedQuickMove, visitor, type Visitor } from './support/bookingSteps.ts';
import { expectNoAxeViolations, openPage, SAME_FLOW_VIEWPORTS, VIEWPORTS } from './support/browser.ts';
import { fileSession } from './support/fileSession.ts';
import { bookOutDays, bookThroughApi, reserveOutCompanyDay } from './support/fillCapacity.ts';
import { checkRadioWithKeys, chooseWithKeys, pressButtonWithKeys, tabTo, typeWithKeys } from './support/keyboard.ts';
import { shownContactPreference } from './support/contactSection.ts';
import { contactLabels, expectLeadsAsShown, type ShownDelivery } from './support/leads.ts';
import { expectMailAsShown } from './support/sentMail.ts';
import { expectLinesAddUpTo, recipientsWithCheckedLines, yen } from './support/priceLines.ts';
import { chooseCompanies, companyBoxes, companyList, reservationToStep4 } from './support/reservationSteps.ts';

const e2e = fileSession();

/** How each viewport's visitor asks to be contacted: phone within two windows on PC, e-mail only on the phone. */
const CONTACT: Record<'pc' | 'mobile', ContactPreference> = {
  pc: { method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] },
  mobile: { method: 'email', windows: [] },
};

const open = (options: Parameters<typeof openPage>[1]) => openPage(e2e.browser, { ...options, timezoneId: 'Asia/Tokyo' });

async function next(page: Page, label = '次へ進む'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

/** A reservation the complete page confirmed, as the database should hold it. */
interface SentReservation {
  requestId: string;
  person: Visitor;
  companies: number;
  otherRequests: string;
  timeFrame: string;
}

/** The reservation is stored with its companies and fields (its time frame in its move, migration 0029). */
async function expectReservationStored(reservation: SentReservation): Promise<void> {
  const rows = await e2e.server.query<{ email: string; etc_yobo: string; time: unknown; house: string; companies: string }>(
    `SELECT r.email, r.note AS etc_yobo, r.move -> 'time' AS time, r.origin_detail AS house, count(l.*)::text AS companies
       FROM requests r JOIN leads l ON l.request_id = r.id
      WHERE r.reference = $1
      GROUP BY r.id`,
    [reservation.requestId],
  );
  expect(rows, reservation.requestId).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    email: reservation.person.email,
    etc_yobo: reservation.otherRequests,
    time: { kind: 'timeFrame', timeFrame: reservation.timeFrame },
    companies: String(reservation.companies),
  });
  expect(rows[0]!.house).not.toBe('');
}

async function confirmAndReserve(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'この内容で仮予約を依頼する' }).click();
  await page.waitForURL('**/reservation/kanryo/');
  await page.getByRole('heading', { name: '仮予約の依頼が完了しました' }).waitFor();
  return page.getByTestId('request-id').innerText();
}

describe.each(SAME_FLOW_VIEWPORTS)('a company whose day fills up before the reservation is sent, at the $name viewport', ({ name, options }) => {
  it('goes back to the company step, saying why, with that company no longer listed (issue 24)', async () => {
    const page = await open(options);
    const listed = page.waitForRequest((request) => request.url().includes('/api/reservation/companies/'));
    await page.goto(`${e2e.server.baseUrl}/reservation/`);
    await reservationToStep4(page, visitor(`full-day-${name}`));
    const query = new URL((await listed).url()).searchParams;
    const date = `${query.get('yoteiDateYearMonth')!.slice(0, 4)}-${query.get('yoteiDateYearMonth')!.slice(4)}-${query.get('yoteiDateDay')}`;
    await chooseCompanies(page, 1);
    const code = await companyBoxes(page).first().getAttribute('value');
    await next(page, '確認画面へ進む');
    await page.waitForURL('**/reservation/kakunin/');
    // Meanwhile other visitors take the company's last units of that day.
    expect(await reserveOutCompanyDay(e2e.server.baseUrl, code!, date)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'この内容で仮予約を依頼する' }).click();
    await page.waitForURL('**/reservation/step4/');
    await page.getByText('予約枠が埋まったため、予約できませんでした').waitFor();
    await page.locator('[data-state="ready"]').first().waitFor();
    await expect.poll(() => companyList(page).locator(`input[value="${code}"]`).count()).toBe(0);
    await expectNoAxeViolations(page, 'step 4 after a full day');
    await page.context().close();
  });
});

describe.each(SAME_FLOW_VIEWPORTS)('the reservation flow at the $name viewport', ({ name, options }) => {
  let page: Page;

  beforeAll(async () => {
    page = await open(options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('sends a direct visit of a later step back to step 1', async () => {
    for (const path of ['/reservation/step2/', '/reservation/step3/', '/reservation/step4/', '/reservation/step4/0/', '/reservation/kakunin/', '/reservation/kanryo/']) {
      await page.goto(`${e2e.server.baseUrl}${path}`);
      await page.waitForURL(`${e2e.server.baseUrl}/reservation/`);
    }
  });

  it('reserves three companies from an empty form to complete, refusing a fourth and editing from confirm, with no axe violation', async () => {
    const person = visitor(`reservation-${name}`);
    await page.goto(`${e2e.server.baseUrl}/reservation/`);
    await page.getByRole('heading', { name: '引越し元', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'step 1');

    // The house number is required in the reservation flow.
    await next(page);
    await page.getByText('番地を入力してください。').waitFor();
    expect(page.url()).toBe(`${e2e.server.baseUrl}/reservation/`);

    const contact = CONTACT[name];
    await reservationToStep4(page, person, { contact, onStep: (step) => expectNoAxeViolations(page, step) });
    await page.locator('[data-state="ready"]').first().waitFor();
    await expectNoAxeViolations(page, 'step 4');
    // Each listed price opens into lines adding up to it, without ticking the company.
    const firstRow = companyList(page).getByRole('listitem').first();
    await firstRow.getByRole('button', { name: /^料金の内訳（/ }).click();
    await expectLinesAddUpTo(firstRow.getByRole('table', { name: /^料金の内訳（/ }), yen(await firstRow.locator('data').innerText()));
    expect(await companyBoxes(page).first().isChecked()).toBe(false);
    await expectNoAxeViolations(page, 'step 4 with a price breakdown open');
    await chooseCompanies(page, 3);
    await companyBoxes(page).nth(3).click();
    await page.getByText('仮予約を依頼する業者は3社以内でご選択ください').waitFor();
    expect(await companyBoxes(page).nth(3).isChecked()).toBe(false);
    await next(page, '確認画面へ進む');
    await page.waitForURL('**/reservation/kakunin/');
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    await expectNoAxeViolations(page, 'confirm');

    // Edit the schedule from confirm: step 1 shows, and next walks on to confirm again.
    await page.getByRole('button', { name: '引越し予定日を変更する' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/reservation/`);
    await page.getByLabel('午後').check();
    await next(page);
    await page.waitForURL('**/reservation/step2/');
    await next(page);
    await page.waitForURL('**/reservation/step3/');
    await next(page);
    await page.waitForURL('**/reservation/step4/');
    await page.locator('[data-state="ready"]').first().waitFor();
    await next(page, '確認画面へ進む');
    await page.waitForURL('**/reservation/kakunin/');
    await page.getByText('希望時間帯: 午後', { exact: false }).waitFor();

    // Confirm names exactly the three companies, each price with its lines, and the contact choice.
    const chosen = await recipientsWithCheckedLines(page.getByRole('list', { name: '仮予約を依頼する引越し業者' }));
    expect(chosen).toHaveLength(3);
    expect(chosen.every((company) => company.price !== null)).toBe(true);
    await page.getByText('ご依頼は、この3社にだけ送られます。').waitFor();
    expect(await shownContactPreference(page)).toEqual(contactLabels(contact));

    const otherRequests = '駐車場は建物の裏です';
    await page.locator('#otherRequests').fill(otherRequests);
    const requestId = await confirmAndReserve(page);
    expect(requestId).toMatch(/^RV-/);
    // Complete lists who received it at the prices confirmed, says those prices reached them, and reads the contact choice back.
    const received = await recipientsWithCheckedLines(page.getByRole('list', { name: '仮予約を依頼した引越し業者' }));
    expect(received).toEqual(chosen);
    await page.getByRole('heading', { name: '仮予約を依頼した引越し業者（3社）' }).waitFor();
    await page.getByTestId('price-statement').waitFor();
    expect(await shownContactPreference(page)).toEqual(contactLabels(contact));
    await expectNoAxeViolations(page, 'complete');

    // Leaving complete starts a new reservation on step 1.
    await page.goBack();
    await page.waitForURL(`${e2e.server.baseUrl}/reservation/`);
    await page.getByRole('heading', { name: '引越し元', exact: true }).waitFor();

    // What the complete page said is true: the reservation is stored, and each company and the visitor were written to.
    const shown: ShownDelivery = { email: person.email, tel: person.tel, companies: received, contact };
    await expectReservationStored({ requestId, person, companies: 3, otherRequests, timeFrame: '2' });
    await expectLeadsAsShown(e2e.server, 'reservation', [shown]);
    await expectMailAsShown(e2e.server, [shown]);
  });
});

describe('the reservation flow, PC only', () => {
  let page: Page;

  beforeAll(async () => {
    page = await open(VIEWPORTS[0]!.options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('shows the duplicate-booking message when the e-mail already holds a quick booking (409)', async () => {
    const person = visitor('reservation-duplicate');
    // The quick booking is made through the API: its pages are walked in kantan-yoyaku.test.ts.
    await bookThroughApi(e2e.server.baseUrl, person);

    await page.goto(`${e2e.server.baseUrl}/reservation/`);
    await reservationToStep4(page, person);
    await chooseCompanies(page, 1);
    await next(page, '確認画面へ進む');
    await page.waitForURL('**/reservation/kakunin/');
    await page.getByRole('button', { name: 'この内容で仮予約を依頼する' }).click();
    await page.waitForURL('**/reservation/kanryo/');
    await page.getByText('メールアドレスまたは電話番号がかんたん予約で既に予約されています。').waitFor();
    await expectNoAxeViolations(page, 'duplicate');
  });

  it('shows the no-hit page when no company can take the move on the day', async () => {
    // The companies that serve the route are those quick booking finds for it: each of their units that day is taken.
    const move = await searchedQuickMove(page, e2e.server.baseUrl);
    const day = addIsoDays(bookableWindow(japanToday(new Date())).first, 20);
    expect(await bookOutDays(e2e.server.baseUrl, move, [day])).toBeGreaterThan(4);
    await page.goto(`${e2e.server.baseUrl}/reservation/`);
    await reservationToStep4(page, visitor('reservation-nohit'), { date: day });
    await page.waitForURL('**/reservation/step4/0/');
    await page.getByRole('heading', { name: '仮予約できる引越し業者が見つかりませんでした' }).waitFor();
    await expectNoAxeViolations(page, 'no hit');
    // The no-hit page leads back to the inputs.
    await page.getByRole('button', { name: '入力内容を変更する' }).click();
    await page.waitForURL('**/reservation/step3/');
  });

  it('completes a reservation with the keyboard alone', async () => {
    const person = visitor('reservation-keyboard');
    // A fresh tab: the flow keeps the earlier tests' inputs in this one's session storage.
    await page.context().close();
    page = await open(VIEWPORTS[0]!.options);
    await page.goto(`${e2e.server.baseUrl}/reservation/`);
    await page.getByRole('heading', { name: '引越し元', exact: true }).waitFor();
    await chooseWithKeys(page, page.locator('#from-prefecture'), (value) => value === '13');
    await page.locator('#from-city option[value="13101"]').waitFor({ state: 'attached' });
    await chooseWithKeys(page, page.locator('#from-city'), (value) => value === '13101');
    await page.locator('#from-district option').nth(1).waitFor({ state: 'attached' });
    await chooseWithKeys(page, page.locator('#from-district'), (value) => value !== '');
    await typeWithKeys(page, page.getByLabel('番地・建物名', { exact: true }), '4-5-6');
    await chooseWithKeys(page, page.locator('#to-prefecture'), (value) => value === '14');
    await page.locator('#to-city option').nth(1).waitFor({ state: 'attached' });
    await chooseWithKeys(page, page.locator('#to-city'), (value) => value !== '');
    await checkRadioWithKeys(page, 'headCount', '1名（単身）');
    await pressButtonWithKeys(page, page.getByRole('button', { name: '次へ進む' }));
    await page.waitForURL('**/reservation/step2/');
    await page.getByRole('term').first().waitFor();
    await pressButtonWithKeys(page, page.getByRole('button', { name: '次へ進む' }));
    await page.waitForURL('**/reservation/step3/');
    await typeWithKeys(page, page.getByLabel('氏名'), person.name);
    await typeWithKeys(page, page.getByLabel('フリガナ', { exact: false }), person.nameKana);
    await typeWithKeys(page, page.getByLabel('メールアドレス'), person.email);
    await typeWithKeys(page, page.getByLabel('ご連絡先電話番号', { exact: false }), person.tel);
    await pressButtonWithKeys(page, page.getByRole('button', { name: '次へ進む' }));
    await page.waitForURL('**/reservation/step4/');
    await page.locator('[data-state="ready"]').first().waitFor();
    for (const index of [0, 1]) {
      await tabTo(page, companyBoxes(page).nth(index));
      await page.keyboard.press('Space');
    }
    await pressButtonWithKeys(page, page.getByRole('button', { name: '確認画面へ進む' }));
    await page.waitForURL('**/reservation/kakunin/');
    await pressButtonWithKeys(page, page.getByRole('button', { name: 'この内容で仮予約を依頼する' }));
    await page.waitForURL('**/reservation/kanryo/');
    const requestId = await page.getByTestId('request-id').innerText();
    await expectReservationStored({ requestId, person, companies: 2, otherRequests: '', timeFrame: '0' });
  });
});
