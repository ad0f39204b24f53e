import { EMBEDDED_ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import type { EstimateLayout } from '../mitsumori/store/layouts.ts';

export type EmbeddedStep = 'step1' | 'step2' | 'step3';

/**
 * The estimate form in a partner's iframe (spec §2 "Edit modules, iframe"): step 1 the two
 * addresses, step 2 schedule, belongings and other requests, step 3 contact and companies;
 * then confirm and complete, on a memory history (the URL never changes). The iframe has no
 * alliance module; the layout needs a step for every module, so it sits on step 3 where the
 * embedded pages leave it out.
 */
export const EMBEDDED_LAYOUT: EstimateLayout<EmbeddedStep> = {
  device: 'iframe',
  paths: EMBEDDED_ESTIMATE_PATHS,
  inputSteps: ['step1', 'step2', 'step3'],
  moduleSteps: {
    fromAddress: 'step1',
    toAddress: 'step1',
    schedule: 'step2',
    baggageQuantity: 'step2',
    otherRequests: 'step2',
    contactInfo: 'step3',
    company: 'step3',
    alliance: 'step3',
  },
};
