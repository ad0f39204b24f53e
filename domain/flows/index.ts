export type { AnsweredFlowId, FlowDefinition, FlowId, FlowsWith, FlowsWithout, MovingFormFlowId, MovingFormRules, ProvisionalFlowId } from './flows.ts';
export { FLOWS, FLOW_IDS, flowHas, isOfFlowWith, movingFormRulesOf, soleFlowWith } from './flows.ts';
export { FLOW_WORDS } from './flowWords.ts';
export { FLOW_METRICS, type FlowMetrics } from './flowMetrics.ts';
export { readingOf, type MessageReading } from './flowReadings.ts';
export type { FlowEntry } from './urls.ts';
export {
  ERROR_PAGE,
  FLOW_ENTRIES,
  FALLBACK_PAGE,
  QUICK_BOOKING_PATHS,
  ESTIMATE_PATHS,
  EMBEDDED_ENTRY,
  EMBEDDED_ESTIMATE_PATHS,
  RESERVATION_PATHS,
  flowBase,
  flowEntryOf,
  flowStart,
  withTrailingSlash,
} from './urls.ts';
