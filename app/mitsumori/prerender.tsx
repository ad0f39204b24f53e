// Build-time only (scripts/prerender.ts, in Node): never imported by the browser bundle.
import { ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import { prerenderFlow, type PrerenderedPage } from '../wizard/prerender.tsx';
import { createEstimateFlow, estimatePrerenderKey, renderEstimate } from './flowBoot.tsx';

/** Estimate step 1 in the mobile layout as a first-time visitor sees it (app/wizard/prerender.tsx). */
export function prerenderFirstStep(now: Date): PrerenderedPage {
  return prerenderFlow({ url: ESTIMATE_PATHS.step1, device: 'sp', createFlow: createEstimateFlow, render: renderEstimate, prerenderKey: estimatePrerenderKey }, now);
}
