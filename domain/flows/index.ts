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
