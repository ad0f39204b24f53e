import type { RootStore } from '../stores/RootStore.ts';
import { EstimatePage } from './EstimatePage.tsx';
import { EstimateStore } from './store/EstimateStore.ts';
import { MOBILE_LAYOUT, PC_LAYOUT } from './store/layouts.ts';

/** The estimate flow of a page, as the browser boots it and the build prerenders it. */
export function createEstimateFlow(root: RootStore): EstimateStore {
  return new EstimateStore(root, { layout: root.device === 'sp' ? MOBILE_LAYOUT : PC_LAYOUT });
}

export function renderEstimate(flow: EstimateStore) {
  return <EstimatePage flow={flow} />;
}

/** What the rendered page depends on: the layout, the step and the form (not the A/B patterns, drawn per visit). */
export function estimatePrerenderKey(flow: EstimateStore): string {
  return JSON.stringify({ device: flow.layout.device, step: flow.step, form: flow.form.state });
}
