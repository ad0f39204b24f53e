import type { Meta } from '@storybook/react-vite';
import { when } from 'mobx';
import { ReservationProvider } from '../../app/reservation/flowContext.ts';
import { ReservationApp } from '../../app/reservation/ReservationApp.tsx';
import { ReservationStore } from '../../app/reservation/store/ReservationStore.ts';
import type { RootStore } from '../../app/stores/RootStore.ts';
import type { FakeApi } from '../../app/testing/fakeApi.ts';
import { pricedCompany } from '../../app/testing/fakeApi.ts';
import { POSTAL_SUGGESTIONS } from '../fixtures/postal.ts';
import { partsInStoryLanguage } from '../fixtures/prices.ts';
import { CATALOGUE } from './fixtures/catalogue.ts';
import { VISITOR_CONTACT, VISITOR_HOUSE_NUMBER, VISITOR_TO_CITY } from './fixtures/visitor.ts';
import { oneAddressForThePostalCode } from './support/estimateSteps.ts';
import { atBothWidths } from './support/flowPage.tsx';

/**
 * The provisional reservation (/reservation/, spec §2): steps 1 to 4, the no-hit page, confirm,
 * complete, and the company step again when the chosen companies' day filled up meanwhile. Real
 * pages and store; the API is answered by Mock Service Worker.
 */
const meta = {
  title: 'Pages/Reservation',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

// As app/reservation/main.tsx boots the flow.
const boot = {
  createFlow: (root: RootStore) => new ReservationStore(root),
  render: (flow: ReservationStore) => (
    <ReservationProvider flow={flow}>
      <ReservationApp />
    </ReservationProvider>
  ),
};

function reservation(drive?: (flow: ReservationStore) => Promise<void>, server?: (api: FakeApi) => void) {
  return atBothWidths<ReservationStore>({
    boot,
    url: '/reservation/',
    drive,
    server: (api) => {
      oneAddressForThePostalCode(api);
      server?.(api);
    },
  });
}

// ---------- the visitor's way through the flow ----------

async function fillStep1(flow: ReservationStore) {
  await flow.form.address.changePostalCode(POSTAL_SUGGESTIONS[0]!.postalCode);
  flow.form.fields.change({ fromHouseNumber: VISITOR_HOUSE_NUMBER });
  flow.form.address.changeDestinationCity(VISITOR_TO_CITY);
  await flow.form.belongings.setHeadCount('2');
  // The companies' list follows the last change after the form's debounce.
  await new Promise((resolve) => setTimeout(resolve, 600));
  await when(() => !flow.busy.loading && flow.form.companies.status !== 'stale');
}
async function toStep2(flow: ReservationStore) {
  await fillStep1(flow);
  flow.next('step1');
}
async function toStep3(flow: ReservationStore) {
  await toStep2(flow);
  flow.next('step2');
}
async function toStep4(flow: ReservationStore) {
  await toStep3(flow);
  flow.form.fields.change({ ...VISITOR_CONTACT });
  flow.next('step3');
}
async function toConfirm(flow: ReservationStore) {
  await toStep4(flow);
  flow.form.companies.choose(flow.form.companies.companies.slice(0, 3).map((company) => company.kissCd));
  flow.next('step4');
}
async function reserve(flow: ReservationStore) {
  await toConfirm(flow);
  await flow.reserve();
}

const step1 = reservation();
export const Step1MovePhone = step1.phone;
export const Step1MovePC = step1.pc;

const step1Refused = reservation(async (flow) => flow.next('step1'));
export const Step1RefusedPhone = step1Refused.phone;
export const Step1RefusedPC = step1Refused.pc;

const step2 = reservation(toStep2);
export const Step2BelongingsPhone = step2.phone;
export const Step2BelongingsPC = step2.pc;

const step3 = reservation(toStep3);
export const Step3ContactPhone = step3.phone;
export const Step3ContactPC = step3.pc;

const step4 = reservation(toStep4);
export const Step4CompaniesPhone = step4.phone;
export const Step4CompaniesPC = step4.pc;

/** At most one company serves the move: nothing to compare (spec §7). The one is K0001 of the catalogue, its price in the page's language. */
const noHit = reservation(toStep4, (api) => {
  const only = pricedCompany('K0001', { name: CATALOGUE[0]!.name, logoFileNm: '/images/companies/K0001.png', languages: CATALOGUE[0]!.languages });
  api.reservationCompanies = [{ ...only, priceParts: only.priceParts && partsInStoryLanguage(only.priceParts) }];
});
export const NoHitPhone = noHit.phone;
export const NoHitPC = noHit.pc;

const confirm = reservation(toConfirm);
export const ConfirmPhone = confirm.phone;
export const ConfirmPC = confirm.pc;

const complete = reservation(reserve);
export const CompletePhone = complete.phone;
export const CompletePC = complete.pc;

/** The chosen companies' day filled up between confirm and send: the company step with the reason. */
const dayFilled = reservation(reserve, (api) => (api.reservationAnswer = 'full'));
export const Step4DayFilledPhone = dayFilled.phone;
export const Step4DayFilledPC = dayFilled.pc;
