import { z } from 'zod';
import { DECLINE_REASON_OPTIONS, LEAD_ANSWER_MESSAGES, type DeclineReason } from '../options/leadAnswers.ts';
import { optionValues } from '../options/option.ts';
import { isoDateField, oneOf } from './schemaParts.ts';

// The bodies of a company's answers, checked by the server; domain/api/lead.ts re-exports them, and
// the lead page, which imports that module's codes, loads no zod.

/** POST /api/lead/confirm/: a provisional reservation names the day and time frame; a quick booking sends `{}`. */
export const leadConfirmRequestSchema = z.object({
  date: isoDateField.optional(),
  timeFrame: oneOf(['1', '2'], LEAD_ANSWER_MESSAGES.timeFrameRequired).optional(),
});
export type LeadConfirmRequest = z.infer<typeof leadConfirmRequestSchema>;

/** POST /api/lead/decline/: a reason from the fixed list. */
export const leadDeclineRequestSchema = z.object({
  reason: oneOf(optionValues(DECLINE_REASON_OPTIONS) as [DeclineReason, ...DeclineReason[]], LEAD_ANSWER_MESSAGES.reasonRequired),
});
export type LeadDeclineRequest = z.infer<typeof leadDeclineRequestSchema>;

/** POST /api/lead/date-proposal/accept/ and …/decline/: the new day the company answers (the one its page showed). */
export const leadDateProposalAnswerSchema = z.object({ date: isoDateField });
export type LeadDateProposalAnswer = z.infer<typeof leadDateProposalAnswerSchema>;
