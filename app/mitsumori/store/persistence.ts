import type { AbPatterns } from '../../../domain/abTests/abTests.ts';
import { abPatternsFrom } from '../../../domain/abTests/abTests.ts';
import type { Alliance, EstimateCompany } from '../../../domain/api/company.ts';
import type { EstimateResponse } from '../../../domain/api/estimate.ts';
import type { EstimateBelongings } from '../../../domain/api/belongingsPayload.ts';
import type { MovingRequestSavedState } from '../../moving-form/MovingRequestStore.ts';
import { initialEstimateSchedule, type EstimateSchedule } from '../../moving-form/schedule.ts';
import { movingFormStateTemplate } from '../../moving-form/savedState.ts';
import type { FlowPersistenceConfig } from '../../wizard/FlowPersistence.ts';
import { hasShapeOf } from '../../wizard/shape.ts';

/** An estimate's answer, with what the alliance page needs. */
export interface EstimateSent {
  kind: 'sent';
  response: EstimateResponse;
  /** Partners offered but not checked: the alliance page offers them. */
  remainingAlliances: Alliance[];
  /** Partners the alliance page sent the request to afterwards. */
  laterAlliances: Alliance[];
  /** The belongings sent, for the alliance request. */
  nimotsu: EstimateBelongings;
}

/**
 * What the estimate flow keeps in the tab's session storage (spec §4: a reload keeps the inputs;
 * the A/B patterns are kept for the visit): the form, the patterns, and the outcome so a reload
 * of the complete page still shows it.
 */
export interface EstimateSavedState extends MovingRequestSavedState<EstimateSchedule, EstimateCompany, EstimateSent> {
  abPatterns: AbPatterns;
  allianceDone: boolean;
  estimateChosen: boolean;
  prefilled: boolean;
}

const TEMPLATE: EstimateSavedState = {
  form: movingFormStateTemplate(initialEstimateSchedule(new Date(2026, 0, 1))),
  abPatterns: {},
  outcome: null,
  allianceDone: false,
  estimateChosen: false,
  prefilled: false,
};

function parse(stored: unknown): EstimateSavedState | undefined {
  if (!hasShapeOf(stored, TEMPLATE)) return undefined;
  const state = stored as EstimateSavedState;
  return { ...state, abPatterns: abPatternsFrom(state.abPatterns) };
}

// Version 2: the answer names its partner services and the outcome those of the alliance page.
// Version 4: the answer carries the capability the alliance page sends (`allianceToken`).
export const ESTIMATE_PERSISTENCE: FlowPersistenceConfig<EstimateSavedState> = { key: 'mitsumori:state', version: 4, parse };
