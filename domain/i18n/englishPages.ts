import { englishTranslatorOf } from './english.ts';
import { messages } from './locales/en-pages.ts';

/**
 * English for a page: the catalogue without the messages only the server writes (its e-mails, its
 * answers' wording), loaded by English pages alone (domain/i18n/i18n.ts), which preload it.
 */
export const englishPagesTranslator = englishTranslatorOf(messages);
