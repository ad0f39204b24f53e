import type { Message } from '../i18n/message.ts';
import { typableText } from '../validation/characters.ts';
import { chain, maxLength, required, type Validator } from '../validation/validator.ts';

/*
 * Reports of a wording (issue 37): a visitor of a translated page tells which words read wrong, and
 * maybe how they would say it. No native reviewer reads the translations before release, so the
 * readers are their reviewers. A report names the page, not the visitor: it asks for nothing personal.
 */

/** The longest wording or suggestion, in characters: a sentence or two copied from the page. */
export const WORDING_REPORT_MAX_LENGTH = 300;

/** The messages of a wording report, in Japanese as every message's source. */
export const WORDING_REPORT_MESSAGES = {
  wordingRequired: /*i18n*/ 'おかしいと思った文言を入力してください。',
  wordingTooLong: /*i18n*/ { id: '文言は{max}字以内で入力してください。', values: { max: WORDING_REPORT_MAX_LENGTH } },
  wordingInvalid: /*i18n*/ '文言に不正な値が含まれています。',
  suggestionTooLong: /*i18n*/ { id: 'よりよい言い方は{max}字以内で入力してください。', values: { max: WORDING_REPORT_MAX_LENGTH } },
  suggestionInvalid: /*i18n*/ 'よりよい言い方に不正な値が含まれています。',
} as const;

/** The words that read wrong, as copied from the page: required. */
export const reportedWordingRule: Validator<unknown, Message> = chain<unknown, Message>(
  required(WORDING_REPORT_MESSAGES.wordingRequired),
  maxLength(WORDING_REPORT_MAX_LENGTH, WORDING_REPORT_MESSAGES.wordingTooLong),
  typableText(WORDING_REPORT_MESSAGES.wordingInvalid, 'multiline'),
);

/** How the visitor would say it: optional. */
export const suggestedWordingRule: Validator<unknown, Message> = chain<unknown, Message>(
  maxLength(WORDING_REPORT_MAX_LENGTH, WORDING_REPORT_MESSAGES.suggestionTooLong),
  typableText(WORDING_REPORT_MESSAGES.suggestionInvalid, 'multiline'),
);

/**
 * The page a report is about, as its path alone ('/zh/mitsumori/step2/'): never its query or
 * fragment, where a private page keeps its token. Its language prefix says which translation it is.
 */
export const REPORTED_PAGE_PATTERN = /^\/[A-Za-z0-9._/-]{0,200}$/;

/** The values of the report form, as typed. */
export interface WordingReportValues {
  wording: string;
  /** '' when the visitor suggests nothing. */
  suggestion: string;
}

export const EMPTY_WORDING_REPORT: WordingReportValues = { wording: '', suggestion: '' };

/** Each refused field of the form with its message, by the rules the server checks. */
export function wordingReportErrors(values: WordingReportValues): Partial<Record<keyof WordingReportValues, Message>> {
  const wording = reportedWordingRule(values.wording);
  const suggestion = suggestedWordingRule(values.suggestion);
  return { ...(wording === undefined ? {} : { wording }), ...(suggestion === undefined ? {} : { suggestion }) };
}
