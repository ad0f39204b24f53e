import { when } from 'mobx';
import type { EstimateStore } from '../../../app/mitsumori/store/EstimateStore.ts';
import type { FakeApi } from '../../../app/testing/fakeApi.ts';
import { POSTAL_SUGGESTIONS } from '../../fixtures/postal.ts';
import { VISITOR_CONTACT, VISITOR_HOUSE_NUMBER, VISITOR_TO_CITY } from '../fixtures/visitor.ts';

// The visitor's way through the estimate form (PC, mobile and the embedded form share the store),
// through the store's own actions as the form's fields call them.

/** The postal lookup finds one address: the form fills the origin from it. */
export function oneAddressForThePostalCode(api: FakeApi): void {
  api.postalResults = [POSTAL_SUGGESTIONS[0]!];
}

/** The time the companies' list waits after the last change (the form's debounce) and its answer take. */
async function companiesListed(flow: EstimateStore): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await when(() => !flow.busy.loading && flow.form.companies.status !== 'stale');
}

/** The move: both addresses, the household (its default belongings), the companies listed for it. */
export async function fillMove(flow: EstimateStore): Promise<void> {
  await flow.form.address.changePostalCode(POSTAL_SUGGESTIONS[0]!.postalCode);
  flow.form.fields.change({ fromHouseNumber: VISITOR_HOUSE_NUMBER });
  flow.form.address.changeDestinationCity(VISITOR_TO_CITY);
  await flow.form.belongings.setHeadCount('2');
  await companiesListed(flow);
}

export function fillContact(flow: EstimateStore): void {
  flow.form.fields.change({ ...VISITOR_CONTACT });
}

/** Every input step filled and passed: the confirm page. */
export async function toConfirm(flow: EstimateStore): Promise<void> {
  await fillMove(flow);
  fillContact(flow);
  for (const step of flow.layout.inputSteps) flow.next(step);
}

/** The quote sent from confirm, the answer shown (complete, the alliance page, or the 409 message). */
export async function requestEstimate(flow: EstimateStore): Promise<void> {
  await toConfirm(flow);
  await flow.requestEstimate();
}
