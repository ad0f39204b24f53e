import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from './locale.ts';

/**
 * Words for a person, written in Japanese and read in the reader's language: a plain message is its
 * own id ('番地を入力してください。'); a message with values is a descriptor
 * (`{ id: '個数は{limit}以内で入力してください。', values: { limit: 30 } }`). Each is marked where it is
 * written (`/*i18n*\/`) so `npm run i18n` extracts it. A value that is a list of messages
 * (`MessageList`) is words too: each is translated and the list joined the reader's way.
 */
export type Message = string | MessageDescriptor;

/** A value of a message made of other messages: 「階数、エレベーターの有無」, "floor and elevator". */
export type MessageList = readonly Message[];

/** Reads messages in one language: the page's (domain/i18n/i18n.ts) or a request's (translators.ts). */
export interface Translator {
  readonly locale: Locale;
  /** `message` in this language, its values filled in. */
  translate(message: Message): string;
}

/** Whether `value` is a message: a text, or a descriptor with a text id. */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string');
}

/** The id a message is kept under in the catalogues (its Japanese text). */
export function messageId(message: Message): string {
  return typeof message === 'string' ? message : message.id;
}

/**
 * A descriptor's values with each list of messages translated and joined in `locale`'s way:
 * 「階数、建物の高さ」, "floor and building height". A translator's own formatting would not do it.
 */
export function valuesIn(translator: Translator, values: NonNullable<MessageDescriptor['values']>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value) && value.every(isMessage) ? new Intl.ListFormat(translator.locale, { type: 'conjunction' }).format(value.map((item: Message) => translator.translate(item))) : value,
    ]),
  );
}

/** `message` in `translator`'s language: what a page shows, and what the server answers and writes. */
export function translateMessage(translator: Translator, message: Message): string {
  return translator.translate(message);
}
