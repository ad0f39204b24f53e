import type { KantanYoyakuStore } from './store/KantanYoyakuStore.ts';

/** Attribute of the root element naming the state the build prerendered into it. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';

/**
 * What the rendered page depends on: the step and the inputs and flags of the flow. The browser
 * hydrates the prerendered markup only when its own store gives the same key; a reload in the
 * middle of the flow, or a prefilling query, renders afresh instead.
 */
export function prerenderKey(store: KantanYoyakuStore): string {
  return JSON.stringify({ step: store.step, state: store.savedState });
}
