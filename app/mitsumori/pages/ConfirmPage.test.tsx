import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { ApiResult } from '../../api/http.ts';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { ESTIMATE_PATHS } from '../../../domain/flows/urls.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { FakeApi, SHINJUKU_POSTAL } from '../../testing/fakeApi.ts';
import { FlowRoot } from '../../wizard/FlowRoot.tsx';
import { EstimateProvider } from '../flowContext.ts';
import { EstimateStore } from '../store/EstimateStore.ts';
import { PC_LAYOUT } from '../store/layouts.ts';
import { ConfirmPage } from './ConfirmPage.tsx';

const ok = <T,>(data: T): Promise<ApiResult<T>> => Promise.resolve({ kind: 'ok', data });

/** The fake API answering place names in the page's language, as the real one does (Accept-Language). */
function apiIn(locale: Locale): FakeApi {
  const api = new FakeApi();
  const english = locale === 'en';
  api.postalResults = [{ ...SHINJUKU_POSTAL, districtName: english ? 'Shinjuku' : '新宿', address: english ? 'Shinjuku, Shinjuku-ku, Tokyo' : '東京都新宿区新宿' }];
  api.reference.groupedCities = () =>
    ok({
      results: [
        {
          label: english ? 'S' : 'さ行',
          data: [
            { cityCode: '13104', cityName: english ? 'Shinjuku-ku' : '新宿区' },
            { cityCode: '13112', cityName: english ? 'Setagaya-ku' : '世田谷区' },
          ],
        },
      ],
    });
  api.reference.districts = () => ok({ results: [{ districtCode: SHINJUKU_POSTAL.districtCode, districtName: english ? 'Shinjuku' : '新宿', postalCode: '1600022' }] });
  return api;
}

/** The PC estimate on its confirm page, filled as a visitor would: an origin by postal code, a month rather than a date, two preferred times. */
async function confirmPageIn(locale: Locale) {
  await activateLocale(locale);
  const root = new RootStore({ api: apiIn(locale), history: new MemoryHistory(ESTIMATE_PATHS.step1), storage: new MemoryStorage(), device: 'pc', locale, now: () => new Date(2026, 10, 23, 10) });
  const flow = new EstimateStore(root, { layout: PC_LAYOUT, sleep: () => Promise.resolve(), random: () => 0.99 });
  flow.form.fields.change({ fromAddressFormat: 'postalCode' });
  await flow.form.address.changePostalCode('1600022');
  flow.form.address.changeDestinationCity('13112');
  flow.form.fields.change({ fromHouseNumber: '1-2-3', toTownArea: 'Kitazawa', toHouseNumber: '4-5-6' });
  flow.form.fields.change({ scheduleFormat: 'approximate', month: '202612', timing: '01', day: '01', showPreferredTime: true, preferredTime: ['preferredTime1', 'preferredTime3'] });
  await flow.form.belongings.setHeadCount('2');
  await expect.poll(() => flow.form.companies.status).toBe('fresh');
  flow.next('step1');
  flow.form.fields.change({ name: 'Hanako Yamada', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' });
  flow.next('step2');
  expect(flow.step).toBe('confirm');
  return render(
    <FlowRoot root={root}>
      <EstimateProvider flow={flow}>
        <ConfirmPage />
      </EstimateProvider>
    </FlowRoot>,
  );
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('the estimate confirm page', () => {
  it('reads what the visitor entered in English on an English page (issue 28)', async () => {
    const screen = await confirmPageIn('en');
    await expect.element(screen.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
    for (const heading of ['Moving from', 'Moving to', 'Moving date', 'People moving and belongings', 'Your details', 'Moving companies to ask for an estimate', 'Other requests']) {
      await expect.element(screen.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    }
    await expect.element(screen.getByRole('button', { name: 'Change: Moving date' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022');
    expect(text).toContain('Kitazawa 4-5-6, Setagaya-ku, Tokyo');
    expect(text).toContain('December 2026, Early in the month (1st–10th) (days: Weekdays)');
    expect(text).toContain('Preferred time: Morning, After 3 p.m.');
    expect(text).toContain('Hanako Yamada (ヤマダ ハナコ)');
    expect(text).toContain('Your request goes only to these 2 companies.');
    expect(text).not.toMatch(/なし|希望時間帯|年12月|ご依頼は|引越し/);
  });

  it('reads exactly as before on a Japanese page', async () => {
    const screen = await confirmPageIn('ja');
    await expect.element(screen.getByRole('heading', { name: '入力内容の確認', level: 2 })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '引越し予定日を変更する' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('〒1600022 東京都新宿区新宿 1-2-3');
    expect(text).toContain('東京都世田谷区 Kitazawa 4-5-6');
    expect(text).toContain('2026年12月上旬（平日）');
    expect(text).toContain('希望時間帯: 午前、15時以降');
    expect(text).toContain('Hanako Yamada（ヤマダ ハナコ）');
    expect(text).toContain('ご依頼は、この2社にだけ送られます。');
  });
});
