import { z } from 'zod';
import { companyCodeField, isoDateField } from './schemaParts.ts';

// The bodies of the visitor's page's POST calls, checked by the server; domain/api/myMove.ts re-exports them.

/** POST /api/my-move/cancel/: the fee the visitor was shown; another fee now (the day turned) is a 409 `FEE_CHANGED`. */
export const myMoveCancelRequestSchema = z.object({ fee: z.int().min(0) }).strict();
export type MyMoveCancelRequest = z.infer<typeof myMoveCancelRequestSchema>;

/** POST /api/my-move/date-quote/: the day asked for. */
export const myMoveDateQuoteRequestSchema = z.object({ movingDate: isoDateField }).strict();
export type MyMoveDateQuoteRequest = z.infer<typeof myMoveDateQuoteRequestSchema>;

/** POST /api/my-move/change-date/: the day and the price the visitor was shown; another price now is a 409 (1003). */
export const myMoveDateChangeRequestSchema = z.object({ movingDate: isoDateField, price: z.int().min(0) }).strict();
export type MyMoveDateChangeRequest = z.infer<typeof myMoveDateChangeRequestSchema>;

/** POST /api/my-move/withdraw/: the companies to withdraw from (at least one; each may be withdrawn once). */
export const myMoveWithdrawRequestSchema = z.object({ companyCodes: z.array(companyCodeField).min(1).max(50) }).strict();
export type MyMoveWithdrawRequest = z.infer<typeof myMoveWithdrawRequestSchema>;

/**
 * POST /api/my-move/erase/: the cancellation fee shown first when an open booking is cancelled on the
 * way (else null), and whether the visitor's review of the move stays published (issue 38; it holds
 * nothing of them, and is deleted unless they say so).
 */
export const myMoveEraseRequestSchema = z.object({ fee: z.int().min(0).nullable(), keepReview: z.boolean().optional() }).strict();
export type MyMoveEraseRequest = z.infer<typeof myMoveEraseRequestSchema>;
