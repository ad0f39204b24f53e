import { z } from 'zod';
import { API_ERROR_CODES } from './errors.ts';
import type { FlowId } from '../flows/flows.ts';
import { PREFECTURE_CODE_PATTERN } from '../options/prefectures.ts';
import { postalCodeRule } from '../validation/addressRules.ts';
import { phoneRule } from '../validation/contactRules.ts';
import { toHalfWidth } from '../validation/halfWidth.ts';
import { MESSAGES, readingOf } from '../validation/messages.ts';
import { isExistingDate } from '../validation/scheduleRules.ts';
import type { Validator } from '../validation/validator.ts';
import { isMessage, messageId, type Message } from '../i18n/message.ts';

/**
 * The message of every issue a schema part does not word itself (a missing member, a value of the
 * wrong type, a tuple or union that does not match), in Japanese like every message of a schema
 * (the server answers it in the request's language).
 * Passed to every parse of a request (`schema.safeParse(input, { error: API_ERROR_MAP })`).
 */
export const API_ERROR_MAP: z.core.$ZodErrorMap = () => MESSAGES.invalidInput;

/**
 * Options of a check that stops the checks after it when it fails (spec §5: rules chain and the
 * first failure is returned), so a rule over a whole list never runs on a member already refused.
 */
export function firstFailure(message: string) {
  return { error: message, abort: true } as const;
}

/**
 * Adds a failed rule to a refinement. Its `params.code` (INVALID_INPUT) becomes the error's code
 * through the server's parseInput; `params.message` is the rule's message, which the server
 * translates for each answer (zod's own `message` is a text: the message's id).
 */
export function reportIssue(ctx: z.RefinementCtx, message: Message, path?: PropertyKey[]): void {
  ctx.addIssue({ code: 'custom', message: messageId(message), params: { code: API_ERROR_CODES.invalidInput, message }, ...(path ? { path } : {}) });
}

/** The message of an issue: the rule's (`params.message`, which may carry values), else zod's text. */
export function issueMessage(issue: z.core.$ZodIssue): Message {
  const own = 'params' in issue ? (issue.params as { message?: unknown } | undefined)?.message : undefined;
  return isMessage(own) ? own : issue.message;
}

/**
 * A string field checked by a domain validator, so the server applies the very rules the forms
 * apply. A missing or non-string value fails with `missingMessage`. The value is trimmed, as the
 * rules read it (spec §5), so what is stored is what was checked: spaces around a text never carry
 * it past its maximum length.
 */
export function ruleField(rule: Validator<unknown, Message>, missingMessage: string = MESSAGES.invalidInput) {
  return z
    .string({ error: missingMessage })
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message !== undefined) reportIssue(ctx, message);
    })
    .transform((value) => value.trim());
}

/**
 * Adds a failed postal-code rule with the postal code's own error codes, the same in the lookup
 * and in every request: ZIP_CODE_REQUIRED when missing, INVALID_ZIP_CODE otherwise.
 */
export function reportPostalCodeIssue(ctx: z.RefinementCtx, message: string): void {
  const code = message === MESSAGES.postalCode.required ? API_ERROR_CODES.zipCodeRequired : API_ERROR_CODES.invalidZipCode;
  ctx.addIssue({ code: 'custom', message, params: { code } });
}

/** The origin postal code of a request: 7 half-width digits (spec §5), a missing or non-string value as required. */
export const postalCodeField = z.unknown().transform((value, ctx) => {
  const message = typeof value === 'string' ? postalCodeRule(value) : MESSAGES.postalCode.required;
  if (message === undefined) return (value as string).trim();
  reportPostalCodeIssue(ctx, message);
  return z.NEVER;
});

/** A phone number checked with the flow's rule, stored with half-width digits. */
export function phoneField(flow: FlowId) {
  return ruleField(phoneRule(flow), MESSAGES.phone.required[readingOf(flow)]).transform(toHalfWidth);
}

/** A string matching `pattern`, with `message` for any failure. */
export function codeField(pattern: RegExp, message: string = MESSAGES.invalidInput) {
  return z.string({ error: message }).regex(pattern, firstFailure(message));
}

/** One of the listed string values. */
export function oneOf<const V extends readonly [string, ...string[]]>(values: V, message: string = MESSAGES.invalidInput) {
  return z.enum(values, { error: message });
}

export const prefectureCodeField = codeField(PREFECTURE_CODE_PATTERN, MESSAGES.prefecture.required);
/** Municipality code (JIS X 0401/0402 without check digit): 5 digits, e.g. '13101'. */
export const cityCodeField = codeField(/^[0-9]{5}$/, MESSAGES.city.required);
/** District (town) code as issued by the reference data: 1 to 20 letters, digits, '_' or '-'. */
export const districtCodeField = codeField(/^[0-9A-Za-z_-]{1,20}$/, MESSAGES.district.required);
/** Year and month yyyyMM. */
export const yearMonthField = codeField(/^[0-9]{4}(0[1-9]|1[0-2])$/, MESSAGES.movingMonth.required);
/** Day of month '01'..'31'. */
export const dayField = codeField(/^(0[1-9]|[12][0-9]|3[01])$/, MESSAGES.movingDate.required);
/** A real calendar day yyyy-MM-dd. */
export const isoDateField = z
  .string({ error: MESSAGES.movingDate.required })
  .refine((value) => isExistingDate(value, 'yyyy-MM-dd'), firstFailure(MESSAGES.movingDate.nonexistent));
/** Estimate and reservation floor plans '01'..'14'. */
export const estimateFloorPlanField = codeField(/^(0[1-9]|1[0-4])$/, MESSAGES.floorPlan.required);
/** Housing type '01'..'05'. */
export const housingTypeField = codeField(/^0[1-5]$/, MESSAGES.housingType.required);
/** Person count '1' single, '2' pair, '3' family. */
export const manCountField = oneOf(['1', '2', '3'], MESSAGES.movers.required);
/** Company code (kissCd). */
export const companyCodeField = codeField(/^[0-9A-Za-z_-]{1,20}$/);
/** Non-empty identifier of at most 64 characters. */
export const identifierField = codeField(/^[0-9A-Za-z_-]{1,64}$/);

/** Adds "nonexistent date" on `dayKey` when year-month and day do not name a real day. */
export function refineExistingDay(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  yearMonthKey: string,
  dayKey: string,
): void {
  const yearMonth = value[yearMonthKey];
  const day = value[dayKey];
  if (typeof yearMonth !== 'string' || typeof day !== 'string') return;
  const date = `${yearMonth.slice(0, 4)}-${yearMonth.slice(4)}-${day}`;
  if (!isExistingDate(date, 'yyyy-MM-dd')) {
    reportIssue(ctx, MESSAGES.movingDate.nonexistent, [dayKey]);
  }
}

/** Parses JSON text and validates the value with `schema`. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        reportIssue(ctx, MESSAGES.invalidInput);
        return z.NEVER;
      }
    })
    .pipe(schema);
}
