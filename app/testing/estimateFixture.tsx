import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { ApiResult } from '../api/http.ts';
import { ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { EstimateProvider } from '../mitsumori/flowContext.ts';
import { EstimateStore } from '../mitsumori/store/EstimateStore.ts';
import { PC_LAYOUT, type EstimateLayout } from '../mitsumori/store/layouts.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FlowRoot } from '../wizard/FlowRoot.tsx';
import { FakeApi, SHINJUKU_POSTAL } from './fakeApi.ts';

/*
 * An estimate request as the page tests drive it, for the estimate pages' tests: a visitor of the
 * page in one language, on 23 November 2026, moving two people from 〒160-0022 to Setagaya.
 */

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

/** The estimate on its confirm page in `layout`, filled as a visitor would: an origin by postal code, a month rather than a date, two preferred times. */
export async function estimateAtConfirm(locale: Locale, layout: EstimateLayout = PC_LAYOUT): Promise<{ root: RootStore; flow: EstimateStore }> {
  await activateLocale(locale);
  const root = new RootStore({ api: apiIn(locale), history: new MemoryHistory(ESTIMATE_PATHS.step1), storage: new MemoryStorage(), device: layout.device === 'pc' ? 'pc' : 'sp', locale, now: () => new Date(2026, 10, 23, 10) });
  const flow = new EstimateStore(root, { layout, sleep: () => Promise.resolve(), random: () => 0.99 });
  flow.form.fields.change({ fromAddressFormat: 'postalCode' });
  await flow.form.address.changePostalCode('1600022');
  flow.form.address.changeDestinationCity('13112');
  flow.form.fields.change({ fromHouseNumber: '1-2-3', toTownArea: 'Kitazawa', toHouseNumber: '4-5-6' });
  flow.form.fields.change({ scheduleFormat: 'approximate', month: '202612', timing: '01', day: '01', showPreferredTime: true, preferredTime: ['preferredTime1', 'preferredTime3'] });
  await flow.form.belongings.setHeadCount('2');
  await expect.poll(() => flow.form.companies.status).toBe('fresh');
  flow.form.fields.change({ name: 'Hanako Yamada', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' });
  for (const step of layout.inputSteps) flow.next(step);
  expect(flow.step).toBe('confirm');
  return { root, flow };
}

/** A page of the flow as its entry point renders it. */
export function estimatePage(root: RootStore, flow: EstimateStore, page: ReactNode): ReactNode {
  return (
    <FlowRoot root={root}>
      <EstimateProvider flow={flow}>{page}</EstimateProvider>
    </FlowRoot>
  );
}
