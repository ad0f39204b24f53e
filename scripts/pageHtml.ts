import { escapeHtmlAttribute } from '../domain/format/htmlAttribute.ts';
import { translatorFor } from '../domain/i18n/translators.ts';
import { translateMessage } from '../domain/i18n/message.ts';
import type { Locale } from '../domain/i18n/locale.ts';
import { PROFILES } from '../domain/i18n/profiles.ts';
import type { PageHead } from '../domain/flows/pageHeads.ts';

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`the page has no ${pattern.source}`);
  return html.replace(pattern, replacement);
}

/**
 * A built page in `locale`: its `<html lang>` (the language's tag), title and description written
 * from its head, and on a page in a translated language (given `catalogueChunk`) a preload of its
 * catalogue, which the page's script fetches before it renders anything (app/wizard/bootFlow.tsx),
 * so it arrives beside the script instead of after it.
 */
export function pageInLanguage(html: string, head: PageHead, locale: Locale, catalogueChunk: string | undefined): string {
  const words = (message: PageHead['title']) => escapeHtmlAttribute(translateMessage(translatorFor(locale), message));
  let page = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${PROFILES[locale].tag}">`);
  page = replaceOnce(page, /<title>[^<]*<\/title>/, `<title>${words(head.title)}</title>`);
  if (head.description) page = replaceOnce(page, /<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${words(head.description)}" />`);
  if (catalogueChunk !== undefined) page = replaceOnce(page, /<\/head>/, `<link rel="modulepreload" href="${escapeHtmlAttribute(catalogueChunk)}"></head>`);
  return page;
}
