/**
 * Issue 26: traps a visitor fell into on the pages, each walked into as a visitor does on the
 * production build: the estimate form's unanswered quick-booking question (PC and phone), the
 * phone's edit from confirm, the belongings modal's over-limit message, and quick booking's extra
 * next button for a large floor plan; and behaviour that was built but never tested on a page
 * (the scroll after a prefill, the parking and extra/IKEA warnings).
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseRoute, fillStep1 as fillQuickBookingStep1, fillStep2, visitor } from './support/bookingSteps.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { fillContact } from './support/contactSection.ts';
import { fillMove, waitForCompanies } from './support/estimateSteps.ts';
import { fileSession } from './support/fileSession.ts';

const e2e = fileSession();
const [PC, PHONE] = VIEWPORTS as [(typeof VIEWPORTS)[number], (typeof VIEWPORTS)[number]];

const pages: Page[] = [];
afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

async function open(options: (typeof VIEWPORTS)[number]['options'], path: string): Promise<Page> {
  const page = await openPage(e2e.browser, { ...options, timezoneId: 'Asia/Tokyo' });
  pages.push(page);
  await page.goto(`${e2e.server.baseUrl}${path}`);
  return page;
}

/** Whether the element lies inside the viewport (at least partly). */
async function isOnScreen(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y + box.height > 0 && box.y < height;
}

const question = (page: Page) => page.getByRole('group', { name: 'どちらで進めますか？' });

describe('the estimate form with the quick-booking question unanswered', () => {
  it('on PC, 次へ進む answers it with the estimate: what is missing is said beside the button, and then it goes on', async () => {
    const page = await open(PC.options, '/mitsumori/');
    await chooseRoute(page);
    await question(page).waitFor();
    // No person count yet: the step cannot go on, and says so where the visitor is.
    await page.getByRole('button', { name: '次へ進む' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください。' });
    await alert.waitFor();
    // The page scrolls it into view once it has rendered, which a loaded machine may take a moment to do.
    await expect.poll(() => isOnScreen(page, alert)).toBe(true);
    expect(await page.locator('[data-state="declined"]').count()).toBe(1);
    await page.getByLabel('2〜3名').check();
    await page.getByRole('term').first().waitFor();
    await page.getByRole('button', { name: '次へ進む' }).click();
    await page.waitForURL('**/mitsumori/step2/');
    await waitForCompanies(page);
  });

  it('on the phone, 確認画面へ進む shows the contact part and says what is missing beside the button; the progress says 4 only then', async () => {
    const page = await open(PHONE.options, '/mitsumori/');
    await fillMove(page);
    await question(page).waitFor();
    const currentPart = page.locator('[aria-current="step"]');
    expect(await currentPart.innerText()).not.toContain('お客様情報');
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください。' });
    await alert.waitFor();
    // The page scrolls it into view once it has rendered, which a loaded machine may take a moment to do.
    await expect.poll(() => isOnScreen(page, alert)).toBe(true);
    await page.getByLabel('氏名').waitFor();
    await expect.poll(() => currentPart.innerText()).toContain('お客様情報');
    expect(page.url()).toMatch(/\/mitsumori\/$/);
  });
});

describe('the reservation form at phone width', () => {
  it('refuses next with the step\'s fields missing, and says so beside the button, on screen', async () => {
    const page = await open(PHONE.options, '/reservation/');
    await chooseRoute(page);
    await page.getByRole('button', { name: '次へ進む' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '入力内容をご確認ください。' });
    await alert.waitFor();
    await expect.poll(() => isOnScreen(page, alert)).toBe(true);
    expect(await isOnScreen(page, page.getByRole('button', { name: '次へ進む' }))).toBe(true);
    await page.getByText('番地を入力してください。').first().waitFor();
    expect(page.url()).toMatch(/\/reservation\/$/);
  });
});

describe('the phone\'s edit from confirm', () => {
  it('opens the one-page form at the module being edited, scrolled to and focused', async () => {
    const page = await open(PHONE.options, '/mitsumori/');
    await fillMove(page);
    await page.getByRole('button', { name: 'このまま一括見積りを依頼する' }).click();
    await waitForCompanies(page);
    await fillContact(page, visitor('traps-phone-edit'));
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await page.waitForURL('**/mitsumori/kakunin/');
    await page.getByRole('button', { name: 'その他ご要望を変更する' }).click();
    await page.waitForURL('**/mitsumori/');
    const module = page.locator('[data-module="otherRequests"]');
    await expect.poll(() => module.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => isOnScreen(page, page.getByRole('textbox', { name: /その他ご要望/ }))).toBe(true);
  });
});

describe('the estimate form\'s belongings modal', () => {
  it('names an over-limit count once on its last sub-step', async () => {
    const page = await open(PC.options, '/mitsumori/');
    await fillMove(page);
    await page.getByRole('button', { name: '荷物の量を変更する' }).click();
    const modal = page.getByRole('dialog');
    for (let subStep = 1; subStep < 7; subStep += 1) {
      await modal.getByText(`${subStep} / 7`).waitFor();
      await modal.getByRole('button', { name: '次へ', exact: true }).click();
    }
    await modal.getByText('7 / 7').waitFor();
    await modal.getByRole('textbox', { name: '段ボールの個数' }).fill('150');
    await modal.getByText('個数は99以内で入力してください。').first().waitFor();
    expect(await modal.getByText('個数は99以内で入力してください。').count()).toBe(1);
  });
});

describe('quick booking\'s step 1 with a floor plan of 5 or more', () => {
  it('shows an extra next button by the alert, which goes on to step 2, and a link to change to the estimate form', async () => {
    const page = await open(PC.options, '/kantan-yoyaku/');
    await chooseRoute(page);
    await page.getByLabel('引越し元の間取り').selectOption('6');
    await page.getByLabel('2〜3名').check();
    await page.getByRole('link', { name: '一括見積もりに変更して複数の業者に相談する' }).waitFor();
    await page.getByRole('button', { name: 'このままかんたん予約で進む' }).click();
    await page.waitForURL('**/kantan-yoyaku/step2/');
  });
});

describe('built and now tested on the pages (issue 26)', () => {
  it('moves the phone\'s page to the estimate button once the contact part shows after a prefill from quick booking', async () => {
    const districts = (await (await fetch(`${e2e.server.baseUrl}/api/districts/13/13101/`)).json()) as { results: { districtCode: string }[] };
    const query = new URLSearchParams({ fromTodofukenCd: '13', fromShikugunCd: '13101', fromMachiCd: districts.results[0]!.districtCode, toTodofukenCd: '14', toShikugunCd: '14101', manCount: '2' });
    const page = await open(PHONE.options, `/mitsumori/?${query.toString()}`);
    await page.getByLabel('氏名').waitFor();
    const button = page.getByRole('button', { name: '確認画面へ進む' });
    await expect.poll(() => isOnScreen(page, button)).toBe(true);
  });

  it('warns of unknown destination parking on quick booking\'s step 2, and of other and IKEA belongings on step 3', async () => {
    const page = await open(PC.options, '/kantan-yoyaku/');
    await fillQuickBookingStep1(page);
    await fillStep2(page, 'わからない', () => page.getByText('引越し先にトラックを停められるか分からない場合、当日の状況により料金が変わることがあります。').waitFor());
    for (let subStep = 1; subStep < 7; subStep += 1) {
      await page.getByText(`${subStep} / 7`).waitFor();
      await page.getByRole('button', { name: '次へ', exact: true }).click();
    }
    await page.getByText('7 / 7').waitFor();
    const warning = page.getByText('リスト以外の家財や組み立て家具がある場合、当日の作業内容により料金が変わることがあります。');
    expect(await warning.count()).toBe(0);
    await page.getByLabel('あり', { exact: true }).check();
    await warning.waitFor();
    await page.getByLabel('なし', { exact: true }).check();
    await warning.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: /組み立てが必要な家具/ }).check();
    await warning.waitFor();
  });
});
