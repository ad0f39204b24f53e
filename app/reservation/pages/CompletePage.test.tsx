import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { FakeApi } from '../../testing/fakeApi.ts';
import { reservationAtCompanyStep, reservationPage } from '../../testing/reservationFixture.tsx';
import { CompletePage } from './CompletePage.tsx';

/** A provisional reservation sent on 23 November 2026 (09:00 UTC, 18:00 in Japan) for the 26th, on its complete page. */
async function completePageIn(locale: Locale) {
  const { root, flow } = await reservationAtCompanyStep(locale, new FakeApi());
  flow.form.companies.choose(['R001', 'R002']);
  flow.next('step4');
  await flow.reserve();
  expect(flow.step).toBe('complete');
  return render(reservationPage(root, flow, <CompletePage />));
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('the reservation complete page', () => {
  it('says the reference, the request time in Japan time and the moving date the English way (issue 28)', async () => {
    const screen = await completePageIn('en');
    await expect.element(screen.getByRole('heading', { name: 'Your provisional reservation request is complete' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Moving companies asked for a provisional reservation (2)' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('Reference numberRV-1');
    expect(text).toContain('Requested onMon, Nov 23, 2026, 6:00 PM Japan Time');
    expect(text).toContain('Moving dateThu, Nov 26, 2026');
    expect(text).toContain('Your request goes only to the 2 companies below.');
    await expect.element(screen.getByRole('link', { name: 'Back to the top' })).toHaveAttribute('href', '/en/reservation/');
  });

  it('reads as before on a Japanese page', async () => {
    const screen = await completePageIn('ja');
    await expect.element(screen.getByRole('heading', { name: '仮予約を依頼した引越し業者（2社）' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('受付番号RV-1');
    expect(text).toContain('依頼日時2026/11/23 18:00');
    expect(text).toContain('引越し予定日2026年11月26日');
    await expect.element(screen.getByRole('link', { name: 'トップに戻る' })).toHaveAttribute('href', '/reservation/');
  });
});
