import type { QuickBookingStore } from './store/QuickBookingStore.ts';

export { PRERENDER_ATTRIBUTE } from '../wizard/prerenderAttribute.ts';

/**
 * What the rendered page depends on: the step and the inputs and flags of the flow. The browser
 * hydrates the prerendered markup only when its own store gives the same key.
 */
export function prerenderKey(store: QuickBookingStore): string {
  return JSON.stringify({ step: store.step, state: store.savedState });
}
