import type { FlowId } from './flows.ts';

/**
 * The two readings of the messages the flows word differently (domain/validation/messages.ts):
 * `quick`, a booking's ('お名前'); `estimate`, a request's on the moving form ('氏名').
 */
export type MessageReading = 'quick' | 'estimate';

/** How each flow's flow-dependent messages read. */
const READINGS: Readonly<Record<FlowId, MessageReading>> = { estimate: 'estimate', reservation: 'estimate', quickBooking: 'quick' };

/** The reading of a flow-dependent message. */
export function readingOf(flow: FlowId): MessageReading {
  return READINGS[flow];
}
