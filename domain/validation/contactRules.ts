import { FORBIDDEN_CHARACTER_PATTERN } from './characters.ts';
import { MESSAGES, readingOf, type Flow } from './messages.ts';
import { chain, excludes, matches, maxLength, minLength, required, type Validator } from './validator.ts';

export const EMAIL_MAX_LENGTH = 100;
export const FREE_TEXT_MAX_LENGTH = 300;
/** Phone minimum digits: 10 in quick booking and reservation, 9 in the estimate form. */
export const PHONE_MIN_LENGTH: Readonly<Record<Flow, number>> = { quick: 10, reservation: 10, estimate: 9 };

/** Full-width katakana with the long-vowel mark, the middle dot and spaces between words. */
const FULL_WIDTH_KANA = /^[ァ-ヶー・\u3000 ]+$/;
/** local@domain.tld in ASCII, no spaces, at least one dot in the domain. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** Digits in half or full width. */
const PHONE_DIGITS = /^[0-9０-９]+$/;

export function nameRule(flow: Flow): Validator {
  const reading = readingOf(flow);
  return chain(
    required(MESSAGES.name.required[reading]),
    excludes(FORBIDDEN_CHARACTER_PATTERN, MESSAGES.name.invalid[reading]),
  );
}

export const nameKanaRule: Validator = chain(
  required(MESSAGES.nameKana.required),
  matches(FULL_WIDTH_KANA, MESSAGES.nameKana.fullWidthKana),
);

export const emailRule: Validator = chain(
  required(MESSAGES.email.required),
  maxLength(EMAIL_MAX_LENGTH, MESSAGES.email.tooLong),
  matches(EMAIL, MESSAGES.email.pattern),
);

/**
 * Phone: digits in half or full width, at least the flow's minimum. The estimate form checks it
 * as optional while typing (`{ optional: true }`) and as required at final submit.
 */
export function phoneRule(flow: Flow, options: { optional?: boolean } = {}): Validator {
  const reading = readingOf(flow);
  const rules = [
    matches(PHONE_DIGITS, MESSAGES.phone.digitsOnly[reading]),
    minLength(PHONE_MIN_LENGTH[flow], MESSAGES.phone.tooShort[reading](PHONE_MIN_LENGTH[flow])),
  ];
  return options.optional ? chain(...rules) : chain(required(MESSAGES.phone.required[reading]), ...rules);
}

export const otherRequestsRule: Validator = chain(
  maxLength(FREE_TEXT_MAX_LENGTH, MESSAGES.otherRequests.tooLong),
  excludes(FORBIDDEN_CHARACTER_PATTERN, MESSAGES.otherRequests.invalid),
);

/** How many of the required contact items (name, e-mail, phone) are invalid: drives the step-5 progress bar. */
export function invalidContactItemCount(values: { name: string; email: string; tel: string }, flow: Flow): number {
  const results = [nameRule(flow)(values.name), emailRule(values.email), phoneRule(flow)(values.tel)];
  return results.filter((message) => message !== undefined).length;
}
