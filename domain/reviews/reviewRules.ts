import type { Message } from '../i18n/message.ts';
import { typableText } from '../validation/characters.ts';
import { chain, maxLength, required } from '../validation/validator.ts';
import type { Validator } from '../validation/validator.ts';
import { REVIEW_ANSWER_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH } from './review.ts';
import { REVIEW_MESSAGES } from './reviewMessages.ts';

/** The review's own words: optional, at most REVIEW_TEXT_MAX_LENGTH characters, line breaks allowed. */
export const reviewTextRule: Validator<unknown, Message> = chain<unknown, Message>(
  maxLength(REVIEW_TEXT_MAX_LENGTH, REVIEW_MESSAGES.textTooLong),
  typableText(REVIEW_MESSAGES.textInvalid, 'multiline'),
);

/** A company's public answer to a review: required, at most REVIEW_ANSWER_MAX_LENGTH characters. */
export const reviewAnswerRule: Validator<unknown, Message> = chain<unknown, Message>(
  required(REVIEW_MESSAGES.answerRequired),
  maxLength(REVIEW_ANSWER_MAX_LENGTH, REVIEW_MESSAGES.answerTooLong),
  typableText(REVIEW_MESSAGES.answerInvalid, 'multiline'),
);

/** What a visitor paid, as typed ('120000'): whole yen, 1 or more. */
export const PAID_AMOUNT_PATTERN = /^[1-9][0-9]{0,8}$/;
