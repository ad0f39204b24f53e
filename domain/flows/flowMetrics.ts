import { ESTIMATE_PATH, QUICK_BOOKING_RESERVE_PATH, RESERVATION_RESERVE_PATH, type ApiPath } from '../api/paths.ts';
import type { FlowId } from './flows.ts';

/** How a flow is counted in the metrics (README "Metrics"). */
export interface FlowMetrics {
  /** The value of the `flow` label its requests made and its holds are counted under. */
  readonly label: string;
  /** The API write that makes one of its requests (counted when answered below 400). */
  readonly madeBy: ApiPath;
}

/** Each flow's metrics. Apart from the registry (./flows.ts), which the first pages load, as only the server counts. */
export const FLOW_METRICS: Readonly<Record<FlowId, FlowMetrics>> = {
  estimate: { label: 'estimate', madeBy: ESTIMATE_PATH },
  reservation: { label: 'reservation', madeBy: RESERVATION_RESERVE_PATH },
  quickBooking: { label: 'quick-booking', madeBy: QUICK_BOOKING_RESERVE_PATH },
};
