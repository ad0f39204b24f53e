/**
 * One company's state of a request (its lead), in the same words on every flow (migration 0012):
 * open (sent, no answer yet), confirmed, declined, expired (no answer before the hold ended),
 * withdrawn (the visitor withdrew an estimate or reservation), cancelled (the visitor cancelled a
 * quick booking), completed (the move day of a quick booking has passed).
 */
export type LeadStatus = 'open' | 'confirmed' | 'declined' | 'expired' | 'withdrawn' | 'cancelled' | 'completed';

/**
 * The one state machine of every flow's leads: for each state a lead may change to, the states it
 * may change from. Every change is a conditional UPDATE on these, so of changes racing on one
 * lead exactly one wins.
 */
export const LEAD_STATES_BEFORE: Readonly<Record<Exclude<LeadStatus, 'open'>, readonly LeadStatus[]>> = {
  confirmed: ['open'],
  declined: ['open'],
  expired: ['open'],
  withdrawn: ['open', 'confirmed'],
  cancelled: ['open', 'confirmed'],
  completed: ['open', 'confirmed'],
};

/** The states in which a lead still serves its visitor (and holds its unit of the company's day, if it took one). */
export const LIVE_LEAD_STATES: readonly LeadStatus[] = ['open', 'confirmed'];
