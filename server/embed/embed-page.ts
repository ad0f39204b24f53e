import type { Context } from 'koa';
import { EMBED_PAGE_META, PARTNER_ID_PATTERN } from '../../domain/embed/index.ts';
import { ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { localizedPath, type Locale } from '../../domain/i18n/locale.ts';
import { translateMessage } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import type { FlowPageGate } from '../http/pages.ts';
import { clientAddress } from '../http/rate-limit.ts';
import type { RateLimiters } from '../http/rate-limit-store.ts';
import type { Services } from '../services.ts';
import { allowFramingBy } from '../http/security-headers.ts';
import { issuePageGrant } from './page-grant.ts';
import { findPartner } from './partner-repository.ts';
import { embedCsrfSubject } from './signed-writes.ts';

/** What the refusal page says, by reason (in the page's language: the partner chose it by the URL). */
const REFUSALS = {
  unknownPartner: { status: 404, reason: /*i18n*/ '掲載元の登録が見つからないため、見積もりフォームを表示できません。' },
  disabledPartner: { status: 403, reason: /*i18n*/ 'このサイトでの見積もりフォームの掲載は停止しています。' },
  notFramed: { status: 403, reason: /*i18n*/ 'この見積もりフォームは掲載元のページに埋め込んでご利用いただくものです。' },
  otherSite: { status: 403, reason: /*i18n*/ '見積もりフォームは、掲載元として登録されたサイトのページでのみご利用いただけます。' },
  noReferrer: {
    status: 403,
    reason: /*i18n*/ '掲載元のページを確認できないため、見積もりフォームを表示できません（掲載元のかたへ: iframe に referrerpolicy="strict-origin-when-cross-origin" を指定してください）。',
  },
  tooMany: { status: 429, reason: /*i18n*/ '短時間にアクセスが集中しています。しばらく待ってから再度お試しください。' },
} as const;

type Refusal = keyof typeof REFUSALS;

/**
 * Whether the browser reports the request as loading the form into an iframe of a page on one of
 * the partner's origins: `Sec-Fetch-Dest: iframe` (set by the browser, never by a page's script)
 * and the origin of the `Referer`, which a browser sends for a cross-origin frame under its default
 * policy (strict-origin-when-cross-origin). A page that sends no referrer (`Referrer-Policy:
 * no-referrer`) cannot be told from any other, so it gets no form: README asks partners to set
 * `referrerpolicy` on the iframe.
 */
function framingRefusal(ctx: Context, allowedOrigins: readonly string[]): Refusal | null {
  if (ctx.get('sec-fetch-dest') !== 'iframe') return 'notFramed';
  const referrer = ctx.get('referer');
  if (!referrer) return 'noReferrer';
  const origin = URL.canParse(referrer) ? new URL(referrer).origin : null;
  return origin !== null && allowedOrigins.includes(origin) ? null : 'otherSite';
}

/**
 * Counts one issued page against the client address's budget, then the partner's; the seconds to
 * wait when either is spent, else null. A page refused for its address does not count against
 * the partner, so one address cannot use up a partner's pages.
 */
async function pageBudgetRefusal(ctx: Context, limiters: RateLimiters, trustProxy: boolean, partner: string): Promise<number | null> {
  const address = await limiters.embedPagesPerAddress.take(clientAddress(ctx, trustProxy));
  return address ?? (await limiters.embedPagesPerPartner.take(partner));
}

/**
 * The gate of /embed-mitsumori/?partner=ID: the form is served only for a registered, enabled
 * partner, only to a page load the browser reports as an iframe of one of the partner's registered
 * origins, and within the pages budgets per client address and per partner. It may be framed only
 * by that partner's origins, and carries a fresh signed page grant (see page-grant.ts) with a CSRF
 * token bound to it instead of a cookie (see signed-writes.ts). Any other request gets a short
 * page, in Japanese or under /en/ in English, saying why the form is not available here.
 */
export function embedPageGate({ db, now, config, rateLimiters }: Pick<Services, 'db' | 'now' | 'config' | 'rateLimiters'>): FlowPageGate {
  return async (ctx, locale) => {
    const id = ctx.query.partner;
    const partner = typeof id === 'string' && PARTNER_ID_PATTERN.test(id) ? await findPartner(db, id) : undefined;
    const key = partner?.keys.find((candidate) => candidate.validUntil === null);
    if (!partner || !key) return refuse(ctx, locale, 'unknownPartner');
    if (!partner.enabled) return refuse(ctx, locale, 'disabledPartner');
    const notFramedHere = framingRefusal(ctx, partner.allowedOrigins);
    if (notFramedHere) return refuse(ctx, locale, notFramedHere);
    const retryAfter = await pageBudgetRefusal(ctx, rateLimiters, config.trustProxy, partner.id);
    if (retryAfter !== null) {
      ctx.set('Retry-After', String(retryAfter));
      return refuse(ctx, locale, 'tooMany');
    }
    allowFramingBy(ctx, partner.allowedOrigins);
    const { grant, pageKey } = issuePageGrant(partner.id, key, now());
    return {
      csrfSubject: embedCsrfSubject(grant.pageNonce),
      meta: {
        [EMBED_PAGE_META.partner]: grant.partner,
        [EMBED_PAGE_META.keyVersion]: String(grant.keyVersion),
        [EMBED_PAGE_META.pageIssuedAt]: String(grant.issuedAt),
        [EMBED_PAGE_META.pageNonce]: grant.pageNonce,
        [EMBED_PAGE_META.pageKey]: pageKey,
        [EMBED_PAGE_META.parentOrigins]: partner.allowedOrigins.join(' '),
      },
    };
  };
}

/**
 * Answers the refusal page. It may be framed anywhere, so a partner whose id is wrong or whose
 * access ended sees the reason inside its own iframe rather than a blank frame; it holds no form,
 * no token and nothing to click but a link that opens our site (in the page's language) in a new tab.
 * Its words are our catalogue's, never the request's, so they go into the HTML as they are.
 */
function refuse(ctx: Context, locale: Locale, refusal: Refusal): null {
  const { status, reason } = REFUSALS[refusal];
  const translator = translatorFor(locale);
  const words = (message: string) => translateMessage(translator, message);
  const title = words(/*i18n*/ '見積もりフォームを表示できません');
  allowFramingBy(ctx, ['*']);
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;margin:16px;line-height:1.6"><main><h1 style="font-size:1.25rem">${title}</h1>
<p>${words(reason)}</p><p><a href="${escapeHtmlAttribute(localizedPath(ESTIMATE_PATHS.step1, locale))}" target="_blank" rel="noopener">${words(/*i18n*/ '引越し比較のサイトで見積もりを依頼する（新しいタブで開きます）')}</a></p></main></body></html>`;
  return null;
}
