import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { RESERVATION_PATHS } from '../../domain/flows/urls.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { ReservationProvider } from '../reservation/flowContext.ts';
import { ReservationStore } from '../reservation/store/ReservationStore.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FlowRoot } from '../wizard/FlowRoot.tsx';
import { SHINJUKU_POSTAL, type FakeApi } from './fakeApi.ts';

/*
 * A provisional reservation as the page tests drive it, for the reservation pages' tests: a visitor
 * of the page in one language, on 23 November 2026, moving two people from 〒160-0022 to Nakano.
 */

/** The flow at its company step (step 4; the no-hit page when `api` lists at most one company), its contact filled with a Latin-letter name, `api` answering it. */
export async function reservationAtCompanyStep(locale: Locale, api: FakeApi): Promise<{ root: RootStore; flow: ReservationStore }> {
  await activateLocale(locale);
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
  expect(flow.step).toBe(api.reservationCompanies.length > 1 ? 'step4' : 'noHit');
  return { root, flow };
}

/** A page of the flow as its entry point renders it. */
export function reservationPage(root: RootStore, flow: ReservationStore, page: ReactNode): ReactNode {
  return (
    <FlowRoot root={root}>
      <ReservationProvider flow={flow}>{page}</ReservationProvider>
    </FlowRoot>
  );
}
