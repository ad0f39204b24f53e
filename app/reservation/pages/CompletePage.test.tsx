import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { FakeApi, SHINJUKU_POSTAL } from '../../testing/fakeApi.ts';
import { FlowRoot } from '../../wizard/FlowRoot.tsx';
import { ReservationProvider } from '../flowContext.ts';
import { ReservationStore } from '../store/ReservationStore.ts';
import { CompletePage } from './CompletePage.tsx';

/** A provisional reservation sent on 23 November 2026 (09:00 UTC, 18:00 in Japan) for the 26th, on its complete page. */
async function completePageIn(locale: Locale) {
  await activateLocale(locale);
  const api = new FakeApi();
  api.postalResults = [SHINJUKU_POSTAL];
  const root = new RootStore({ api, history: new MemoryHistory(RESERVATION_PATHS.step1), storage: new MemoryStorage(), device: 'pc', locale, now: () => new Date(2026, 10, 23, 10) });
  const flow = new ReservationStore(root);
  await flow.form.address.changePostalCode('1600022');
  flow.form.fields.change({ fromHouseNumber: '1-2-3' });
  flow.form.address.changeDestinationCity('13112');
  await flow.form.belongings.setHeadCount('2');
  await expect.poll(() => flow.form.companies.status).toBe('fresh');
  flow.next('step1');
  flow.next('step2');
  flow.form.fields.change({ name: 'Hanako Yamada', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' });
  flow.next('step3');
  flow.form.companies.choose(['R001', 'R002']);
  flow.next('step4');
  await flow.reserve();
  expect(flow.step).toBe('complete');
  return render(
    <FlowRoot root={root}>
      <ReservationProvider flow={flow}>
        <CompletePage />
      </ReservationProvider>
    </FlowRoot>,
  );
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
