import type { Middleware } from 'koa';
import { FALLBACK_PAGE } from '../../domain/flows/urls.ts';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { localeOfPath, localizedPath } from '../../domain/i18n/locale.ts';
import { translateMessage } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';

/** The HTML 404 of a path no page or file serves, in the language of the path (English under /en/). */
export const notFoundPage: Middleware = async (ctx) => {
  const locale = localeOfPath(ctx.path);
  const translator = translatorFor(locale);
  const title = translateMessage(translator, /*i18n*/ 'ページが見つかりません');
  ctx.status = 404;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${title}</h1><p><a href="${escapeHtmlAttribute(localizedPath(FALLBACK_PAGE, locale))}">${translateMessage(translator, /*i18n*/ '引越し見積もりのトップへ')}</a></p></main></body></html>`;
};
