import type { I18n, MessageDescriptor } from '@lingui/core';

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

/** Whether `value` is a message: a text, or a descriptor with a text id. */
export function isMessage(value: unknown): value is Message {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string');
}

/** The id a message is kept under in the catalogues (its Japanese text). */
export function messageId(message: Message): string {
  return typeof message === 'string' ? message : message.id;
}

/** `list` in `translator`'s language, each message translated: 「階数、建物の高さ」, "floor and building height". */
function listIn(translator: I18n, list: MessageList): string {
  return new Intl.ListFormat(translator.locale, { type: 'conjunction' }).format(list.map((message) => translateMessage(translator, message)));
}

/**
 * `message` in `translator`'s language: what a page shows (with the active `i18n`) and what the
 * server answers and writes (with `translatorFor(locale)`). Values that are lists of messages are
 * translated first, which the translator's own `_` would not do. A plain message its catalogue
 * lacks is its own text: the Japanese catalogue keeps only the messages that need formatting
 * (i18n.ts), and Lingui without its message compiler (every production build) writes a warning to
 * the console for each message it has to fall back on.
 */
export function translateMessage(translator: I18n, message: Message): string {
  if (typeof message === 'string') return translator.messages[message] === undefined ? message : translator._(message);
  if (message.values === undefined) return translator._(message);
  const values = Object.fromEntries(
    Object.entries(message.values).map(([name, value]) => [name, Array.isArray(value) && value.every(isMessage) ? listIn(translator, value) : value]),
  );
  return translator._({ ...message, values });
}
