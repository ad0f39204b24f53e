import { EstimateApp } from '../mitsumori/EstimateApp.tsx';
import { EstimateProvider } from '../mitsumori/flowContext.ts';
import type { EmbeddedEstimate } from './embeddedEstimate.ts';
import { EMBEDDED_PROGRESS, EMBEDDED_STEP_TITLES } from './layout.ts';

/** The estimate flow's pages in the partner's iframe: no header (the partner's page is around it), the iframe steps. */
export function EmbeddedEstimatePage({ flow }: { flow: EmbeddedEstimate }) {
  return (
    <EstimateProvider flow={flow}>
      <EstimateApp stepTitles={EMBEDDED_STEP_TITLES} progressLabels={EMBEDDED_PROGRESS} />
    </EstimateProvider>
  );
}
