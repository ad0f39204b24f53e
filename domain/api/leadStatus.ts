/**
 * One company's state of a request (its lead), in the same words on every flow (migration 0012):
 * open (sent, no answer yet), confirmed, declined, expired (no answer before the hold ended),
 * withdrawn (the visitor withdrew an estimate or reservation), cancelled (the visitor cancelled a
 * quick booking), completed (the move day of a quick booking has passed).
 */
export type LeadStatus = 'open' | 'confirmed' | 'declined' | 'expired' | 'withdrawn' | 'cancelled' | 'completed';
