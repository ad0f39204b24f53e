import { valuesIn, type Message, type Translator } from './message.ts';

/** A `{name}` placeholder of a Japanese message. */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Japanese, the language every message is written in: a message is its own text, a descriptor's
 * placeholders filled with its values. Where one Japanese word needs two English ones (時期: the
 * part of a month the visitor moves in, the season line of a price), the descriptor's id names its
 * sense and its `message` is the Japanese shown: `{ id: '時期（引越し予定月のうち）', message: '時期' }`. No Japanese message needs more (no plural or select: a unit
 * test holds every message of the catalogue to it and to Lingui's own reading), so the Japanese
 * pages carry no translation runtime and no catalogue.
 */
export const japaneseTranslator: Translator = {
  locale: 'ja',
  translate(message: Message): string {
    if (typeof message === 'string') return message;
    const values = message.values === undefined ? {} : valuesIn(japaneseTranslator, message.values);
    return (message.message ?? message.id).replace(PLACEHOLDER, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  },
};
