import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { FakeApi, pricedCompany } from '../../testing/fakeApi.ts';
import { reservationAtCompanyStep, reservationPage } from '../../testing/reservationFixture.tsx';
import { NoHitPage } from './NoHitPage.tsx';

/** The no-hit page of a move the list answers with `count` companies (0 or 1, spec §7). */
async function noHitPageWith(count: 0 | 1, locale: Locale = 'ja') {
  const api = new FakeApi();
  api.reservationCompanies = [pricedCompany('R001')].slice(0, count);
  const { root, flow } = await reservationAtCompanyStep(locale, api);
  return render(reservationPage(root, flow, <NoHitPage />));
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('the reservation no-hit page (issue 34: it said none was found when exactly one was)', () => {
  it('with one company, says there were too few to compare and what the visitor can do next', async () => {
    const screen = await noHitPageWith(1);
    await expect.element(screen.getByRole('heading', { name: '比べられる引越し業者が足りませんでした' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('仮予約を受け付けている引越し業者は1社だけでした。');
    expect(text).not.toContain('見つかりませんでした');
    expect(text).toContain('日程や住所を変えてお試しいただくか、一括見積りで訪問・電話見積りを依頼できます。');
    await expect.element(screen.getByRole('link', { name: '一括見積りを依頼する' })).toHaveAttribute('href', '/mitsumori/');
    await expect.element(screen.getByRole('button', { name: '入力内容を変更する' })).toBeVisible();
  });

  it('with none, says none was found', async () => {
    const screen = await noHitPageWith(0);
    await expect.element(screen.getByRole('heading', { name: '仮予約できる引越し業者が見つかりませんでした' })).toBeVisible();
  });

  it('says the same in English on an English page', async () => {
    const screen = await noHitPageWith(1, 'en');
    await expect.element(screen.getByRole('heading', { name: 'Too few moving companies to compare' })).toBeVisible();
    expect(screen.container.textContent).toContain('only one moving company takes provisional reservations');
    await expect.element(screen.getByRole('link', { name: 'Request estimates' })).toHaveAttribute('href', '/en/mitsumori/');
  });
});
