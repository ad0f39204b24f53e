export type { AnsweredFlowId, FlowDefinition, FlowId, FlowsWith, MovingFormFlowId, MovingFormRules } from './flows.ts';
export { FLOWS, FLOW_IDS, flowHas, movingFormRulesOf } from './flows.ts';
export { FLOW_WORDS } from './flowWords.ts';
export type { FlowEntry } from './urls.ts';
export {
  ERROR_PAGE,
  FLOW_ENTRIES,
  FALLBACK_PAGE,
  QUICK_BOOKING_PATHS,
  ESTIMATE_PATHS,
  EMBEDDED_ESTIMATE_PATHS,
  RESERVATION_PATHS,
  flowBase,
  flowEntryOf,
  withTrailingSlash,
} from './urls.ts';
