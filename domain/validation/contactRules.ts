import type { FlowId } from '../flows/flows.ts';
import type { Message } from '../i18n/message.ts';
import { typableText } from './characters.ts';
import { MESSAGES, readingOf } from './messages.ts';
import type { RuleList } from './ruleList.ts';
import { chain, excludes, matches, maxLength, minLength, required, type Validator } from './validator.ts';

export const EMAIL_MAX_LENGTH = 100;
export const FREE_TEXT_MAX_LENGTH = 300;
/** The longest name and its reading a form takes (a reading in kana runs longer than the name). */
export const NAME_MAX_LENGTH = 50;
export const NAME_KANA_MAX_LENGTH = 100;
/** Japanese phone numbers have at most 11 digits (mobile, 050, 0800); 0120 and landlines have 10. */
export const PHONE_MAX_LENGTH = 11;
/** Phone minimum digits: 10 where a company holds a day for the visitor (quick booking, reservation), 9 in the estimate form. */
const PHONE_MIN_LENGTH: Readonly<Record<FlowId, number>> = { quickBooking: 10, reservation: 10, estimate: 9 };

/** Full-width katakana with the long-vowel mark, the middle dot and spaces between words. */
const FULL_WIDTH_KANA = /^[ァ-ヶー・\u3000 ]+$/;
/** local@domain.tld in ASCII, no spaces, at least one dot in the domain. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** Digits in half or full width. */
const PHONE_DIGITS = /^[0-9０-９]+$/;

export function nameRule(flow: FlowId): Validator {
  const reading = readingOf(flow);
  return chain(
    required(MESSAGES.name.required[reading]),
    maxLength(NAME_MAX_LENGTH, MESSAGES.name.tooLong[reading]),
    typableText(MESSAGES.name.invalid[reading]),
  );
}

// In the patterned fields the character check comes before the pattern: the pattern reads the
// trimmed text (a control at either end would pass it), and an invisible character is refused
// with the message that says so, not with the pattern's.
export const nameKanaRule: Validator = chain(
  required(MESSAGES.nameKana.required),
  maxLength(NAME_KANA_MAX_LENGTH, MESSAGES.nameKana.tooLong),
  typableText(MESSAGES.nameKana.fullWidthKana),
  matches(FULL_WIDTH_KANA, MESSAGES.nameKana.fullWidthKana),
);

/**
 * An RFC 2047 encoded-word (`=?charset?B|Q?text?=`) in the local part: a mail system that decodes
 * it, as some do in addresses, would deliver to an address other than the one checked.
 */
const ENCODED_WORD = /=\?.*\?=/;

export const emailRule: Validator = chain(
  required(MESSAGES.email.required),
  maxLength(EMAIL_MAX_LENGTH, MESSAGES.email.tooLong),
  typableText(MESSAGES.email.pattern),
  matches(EMAIL, MESSAGES.email.pattern),
  excludes(ENCODED_WORD, MESSAGES.email.pattern),
);

/**
 * Phone: digits in half or full width, at least the flow's minimum. The estimate form checks it
 * as optional while typing (`{ optional: true }`) and as required at final submit.
 */
export function phoneRule(flow: FlowId, options: { optional?: boolean } = {}): Validator<unknown, Message> {
  const reading = readingOf(flow);
  const rules: Validator<unknown, Message>[] = [
    typableText(MESSAGES.phone.digitsOnly[reading]),
    matches(PHONE_DIGITS, MESSAGES.phone.digitsOnly[reading]),
    minLength(PHONE_MIN_LENGTH[flow], MESSAGES.phone.tooShort[reading](PHONE_MIN_LENGTH[flow])),
    maxLength(PHONE_MAX_LENGTH, MESSAGES.phone.tooLong[reading]),
  ];
  return options.optional ? chain(...rules) : chain(required(MESSAGES.phone.required[reading]), ...rules);
}

/** The contact itself, under our names: every flow's form asks these four. */
export interface ContactValues {
  name: string;
  nameKana: string;
  email: string;
  tel: string;
}

/**
 * The contact's rules with the flow's messages and phone minimum (spec §5): quick booking's step 5
 * and the moving form's contact part. The estimate checks the phone as optional while typing.
 */
export function contactRules(flow: FlowId, options: { phoneOptional?: boolean } = {}): RuleList<ContactValues> {
  return {
    name: nameRule(flow),
    nameKana: nameKanaRule,
    email: emailRule,
    tel: phoneRule(flow, { optional: options.phoneOptional }),
  };
}

export const otherRequestsRule: Validator = chain(
  maxLength(FREE_TEXT_MAX_LENGTH, MESSAGES.otherRequests.tooLong),
  typableText(MESSAGES.otherRequests.invalid, 'multiline'),
);
