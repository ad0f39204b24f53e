import type { RootStore } from '../stores/RootStore.ts';
import { EstimateStore } from '../mitsumori/store/EstimateStore.ts';
import { EMBEDDED_LAYOUT } from './layout.ts';
import type { NotifiedFlow } from './parentNotifications.ts';

export type EmbeddedEstimate = EstimateStore;

/** The estimate flow in the iframe layout, keeping its state apart from the estimate pages' (another tab context). */
export function createEmbeddedEstimate(root: RootStore): EmbeddedEstimate {
  return new EstimateStore(root, { layout: EMBEDDED_LAYOUT, storageKey: 'embed-mitsumori:state' });
}

/** What the partner page is told about the flow: its step, and the request id once an estimate was sent. */
export function notifiedFlowOf(flow: EmbeddedEstimate): NotifiedFlow {
  return {
    get step() {
      return flow.step;
    },
    get sentRequestId() {
      return flow.outcome?.kind === 'sent' ? flow.outcome.response.requestId : null;
    },
  };
}
