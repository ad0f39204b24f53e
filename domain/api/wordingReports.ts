import { z } from 'zod';
import { MESSAGES } from '../validation/messages.ts';
import { REPORTED_PAGE_PATTERN, reportedWordingRule, suggestedWordingRule, WORDING_REPORT_MESSAGES } from '../wordings/wordingReport.ts';
import { ruleField } from './schemaParts.ts';

/**
 * POST /api/wording-reports/: words of a translated page that read wrong (issue 37). The page's path
 * names the translation ('/zh/…' is Chinese); nothing in it names the visitor.
 */
export const wordingReportRequestSchema = z
  .object({
    page: z.string({ error: MESSAGES.invalidInput }).regex(REPORTED_PAGE_PATTERN, MESSAGES.invalidInput),
    wording: ruleField(reportedWordingRule, WORDING_REPORT_MESSAGES.wordingRequired),
    suggestion: ruleField(suggestedWordingRule),
  })
  .strict();
export type WordingReportRequest = z.infer<typeof wordingReportRequestSchema>;

/** The report's number, which the visitor is shown as the receipt ('WR-…'). */
export interface WordingReportResponse {
  reportId: string;
}
