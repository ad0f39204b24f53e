import { catalogueTranslatorOf } from '../catalogueTranslator.ts';
import { messages } from '../locales/zh-pages.ts';

/**
 * The page translator of its language: the catalogue without the messages only the server writes
 * (its e-mails, its answers' wording), loaded by that language's pages alone (domain/i18n/i18n.ts),
 * which preload it; each page's build keeps only the messages of the files it loads
 * (scripts/pageCatalogueOfBuild.ts).
 */
export const pageTranslator = catalogueTranslatorOf('zh', messages);
