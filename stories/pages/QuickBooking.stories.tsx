import type { Meta } from '@storybook/react-vite';
import { when } from 'mobx';
import { QuickBookingPage } from '../../app/kantan-yoyaku/QuickBookingPage.tsx';
import { QuickBookingStore } from '../../app/kantan-yoyaku/store/QuickBookingStore.ts';
import type { RootStore } from '../../app/stores/RootStore.ts';
import type { FakeApi } from '../../app/testing/fakeApi.ts';
import { partsInStoryLanguage } from '../fixtures/prices.ts';
import { atBothWidths } from './support/flowPage.tsx';
import { QUICK_BOOKING_ADDRESS, QUICK_BOOKING_CUSTOMER, QUICK_BOOKING_FROM, QUICK_BOOKING_TO } from './fixtures/visitor.ts';

/**
 * Quick booking (/kantan-yoyaku/, spec §2): every step at a phone's and a PC's width, the seven
 * sub-steps of the belongings, the modals and the toast, the complete and duplicate-error pages.
 * Each story is the real page and store; the API is answered by Mock Service Worker.
 */
const meta = {
  title: 'Pages/Quick booking',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

// As app/kantan-yoyaku/main.tsx boots the flow.
const boot = { createFlow: (root: RootStore) => new QuickBookingStore(root), render: (flow: QuickBookingStore) => <QuickBookingPage flow={flow} /> };

function quickBooking(drive?: (flow: QuickBookingStore, api: FakeApi) => Promise<void>, server?: (api: FakeApi) => void) {
  return atBothWidths<QuickBookingStore>({ boot, url: '/kantan-yoyaku/', drive, server });
}

// ---------- the visitor's way through the flow, each part reused by the later steps ----------

async function toOrigin(flow: QuickBookingStore) {
  flow.inputs.submitAddress(QUICK_BOOKING_ADDRESS);
}
async function toDestination(flow: QuickBookingStore) {
  await toOrigin(flow);
  flow.inputs.submitBuilding('from', { building: QUICK_BOOKING_FROM, detailAddress: 'サンハイツ302' });
}
/** Step 3 opened on belongings sub-step `subStep` (1–7), with the household's default counts. */
async function toBelongings(flow: QuickBookingStore, subStep = 1) {
  await toDestination(flow);
  flow.inputs.submitBuilding('to', { building: QUICK_BOOKING_TO, detailAddress: '' });
  await when(() => Object.keys(flow.inputs.belongings.belongingsCounts).length > 0);
  // Passing a sub-step, the visitor has answered "no other belongings".
  if (subStep > 1) flow.inputs.fields.form('belongings').change('hasOtherBelongings', '0');
  for (let current = 1; current < subStep; current += 1) await flow.nextBelongingsSubStep();
}
/** Past the seventh sub-step: the company search. */
async function searchCompanies(flow: QuickBookingStore) {
  await toBelongings(flow, 7);
  await flow.nextBelongingsSubStep();
}
/** The calendar, opened on the first day with companies. */
async function toCalendar(flow: QuickBookingStore) {
  await searchCompanies(flow);
  await when(() => flow.step === 'step4' && flow.companiesOfMovingDate.length > 0 && !flow.busy.loading);
}
async function toCustomer(flow: QuickBookingStore) {
  await toCalendar(flow);
  flow.chooseCompany(flow.companiesOfMovingDate[0]!);
}
async function toConfirm(flow: QuickBookingStore) {
  await toCustomer(flow);
  flow.inputs.submitCustomer(QUICK_BOOKING_CUSTOMER);
}

// ---------- step 1: addresses ----------

const step1 = quickBooking();
export const Step1AddressPhone = step1.phone;
export const Step1AddressPC = step1.pc;

// ---------- step 2: the buildings, origin then destination ----------

const origin = quickBooking(toOrigin);
export const Step2OriginPhone = origin.phone;
export const Step2OriginPC = origin.pc;

const destination = quickBooking(toDestination);
export const Step2DestinationPhone = destination.phone;
export const Step2DestinationPC = destination.pc;

// ---------- step 3: the seven sub-steps of the belongings ----------

const belongings = [1, 2, 3, 4, 5, 6, 7].map((subStep) => quickBooking((flow) => toBelongings(flow, subStep)));
export const Step3Belongings1Phone = belongings[0]!.phone;
export const Step3Belongings1PC = belongings[0]!.pc;
export const Step3Belongings2Phone = belongings[1]!.phone;
export const Step3Belongings2PC = belongings[1]!.pc;
export const Step3Belongings3Phone = belongings[2]!.phone;
export const Step3Belongings3PC = belongings[2]!.pc;
export const Step3Belongings4Phone = belongings[3]!.phone;
export const Step3Belongings4PC = belongings[3]!.pc;
export const Step3Belongings5Phone = belongings[4]!.phone;
export const Step3Belongings5PC = belongings[4]!.pc;
export const Step3Belongings6Phone = belongings[5]!.phone;
export const Step3Belongings6PC = belongings[5]!.pc;
export const Step3Belongings7Phone = belongings[6]!.phone;
export const Step3Belongings7PC = belongings[6]!.pc;

/** No company on any searched day: the apology over the last sub-step. */
const apology = quickBooking(
  async (flow) => {
    await searchCompanies(flow);
    await when(() => flow.feedback.isOpen('apology'));
  },
  (api) => (api.offers = () => []),
);
export const Step3NoCompanyApologyPhone = apology.phone;
export const Step3NoCompanyApologyPC = apology.pc;

// ---------- step 4: the calendar and the companies of the day ----------

const calendar = quickBooking(toCalendar);
export const Step4CalendarPhone = calendar.phone;
export const Step4CalendarPC = calendar.pc;

const morning = quickBooking(async (flow) => {
  await toCalendar(flow);
  flow.setDesiredTime('am');
  await when(() => !flow.busy.loading);
});
export const Step4MorningPhone = morning.phone;
export const Step4MorningPC = morning.pc;

const companyDetail = quickBooking(async (flow) => {
  await toCalendar(flow);
  flow.feedback.open({ kind: 'companyDetail', companyId: flow.companiesOfMovingDate[0]!.companyId });
});
export const Step4CompanyDetailPhone = companyDetail.phone;
export const Step4CompanyDetailPC = companyDetail.pc;

/** The day filled up between confirm and send: back on the calendar with the reservation-full modal. */
const reservationFull = quickBooking(
  async (flow) => {
    await toConfirm(flow);
    await flow.reserve();
    await when(() => !flow.busy.loading);
  },
  (api) => (api.reserveAnswer = 'full'),
);
export const Step4ReservationFullPhone = reservationFull.phone;
export const Step4ReservationFullPC = reservationFull.pc;

/** An edit from confirm left the chosen company unable to take the move: the calendar with its modal. */
const cannotReserve = quickBooking(async (flow) => {
  await toCalendar(flow);
  flow.feedback.open({ kind: 'cannotReserveWithModification' });
});
export const Step4CannotReserveAfterEditPhone = cannotReserve.phone;
export const Step4CannotReserveAfterEditPC = cannotReserve.pc;

// ---------- step 5, confirm, complete ----------

const customer = quickBooking(toCustomer);
export const Step5CustomerPhone = customer.phone;
export const Step5CustomerPC = customer.pc;

const confirm = quickBooking(toConfirm);
export const ConfirmPhone = confirm.phone;
export const ConfirmPC = confirm.pc;

/** The company's price changed since it was chosen: confirm with the price-change toast. */
const priceChanged = quickBooking(async (flow, api) => {
  await toConfirm(flow);
  const offers = api.offers;
  const weekend = partsInStoryLanguage([{ code: 'weekend', label: '土日料金', amount: 3_300 }]);
  api.offers = (date) => offers(date).map((offer) => ({ ...offer, price: offer.price + 3_300, priceParts: [...offer.priceParts, ...weekend] }));
  await flow.recheckPrice();
});
export const ConfirmPriceChangedPhone = priceChanged.phone;
export const ConfirmPriceChangedPC = priceChanged.pc;

const complete = quickBooking(async (flow) => {
  await toConfirm(flow);
  await flow.reserve();
});
export const CompletePhone = complete.phone;
export const CompletePC = complete.pc;

/** The visitor already holds a booking (e-mail or phone): the duplicate-error page. */
const duplicate = quickBooking(
  async (flow) => {
    await toConfirm(flow);
    await flow.reserve();
  },
  (api) => (api.reserveAnswer = 'duplicate'),
);
export const DuplicateErrorPhone = duplicate.phone;
export const DuplicateErrorPC = duplicate.pc;
