import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { FakeApi, pricedCompany, SHINJUKU_POSTAL } from '../../testing/fakeApi.ts';
import { ReservationStore } from './ReservationStore.ts';

const NOW = new Date(2026, 10, 23, 10);
const SPEAKS_OTHER_LANGUAGES = { languages: ['ja', 'en'] } as const;

/** A reservation on an English page whose list has two companies serving English among four. */
function setup() {
  const api = new FakeApi();
  api.postalResults = [SHINJUKU_POSTAL];
  api.reservationCompanies = [pricedCompany('R001'), pricedCompany('R002', SPEAKS_OTHER_LANGUAGES), pricedCompany('R003', { languages: ['ja'] }), pricedCompany('R004', SPEAKS_OTHER_LANGUAGES)];
  const root = new RootStore({ api, history: new MemoryHistory(RESERVATION_PATHS.step1), storage: new MemoryStorage(), device: 'pc', locale: 'en', now: () => NOW });
  return { api, flow: new ReservationStore(root) };
}

/** Steps 1 to 3 as a visitor fills them, ending on the company step. */
async function toCompanyStep(flow: ReservationStore): Promise<void> {
  await flow.form.address.changePostalCode('1600022');
  flow.form.fields.change({ fromHouseNumber: '1-2-3' });
  flow.form.address.changeDestinationCity('13112');
  await flow.form.belongings.setHeadCount('2');
  await vi.advanceTimersByTimeAsync(400);
  flow.next('step1');
  flow.next('step2');
  flow.form.fields.change({ name: 'Hanako Yamada', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' });
  flow.next('step3');
}

const codes = (list: readonly { kissCd: string }[]) => list.map((company) => company.kissCd);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('ReservationStore: the English filter of the company step (issue 28)', () => {
  // The filter reads the page's language: these are an English page's.
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('ja'));

  it('keeps the filter across the steps and sends the request to every company chosen, listed or not', async () => {
    const { api, flow } = setup();
    await toCompanyStep(flow);
    expect(flow.step).toBe('step4');
    flow.form.companies.choose(['R001']);
    flow.form.companies.spokenLanguage.set(true);
    flow.form.companies.toggle('R002');
    expect(codes(flow.form.companies.listing.listed)).toEqual(['R002', 'R004']);
    expect(codes(flow.form.companies.listing.hiddenChosen)).toEqual(['R001']);

    flow.next('step4');
    expect(flow.step).toBe('confirm');
    expect(codes(flow.form.companies.chosen)).toEqual(['R001', 'R002']);
    flow.back('confirm');
    expect(flow.step).toBe('step4');
    expect(flow.form.companies.spokenLanguage.on).toBe(true);
    expect(codes(flow.form.companies.listing.listed)).toEqual(['R002', 'R004']);

    flow.next('step4');
    await flow.reserve();
    expect(api.reservationRequests[0]?.kaisha).toEqual(['R001', 'R002']);
  });
});
