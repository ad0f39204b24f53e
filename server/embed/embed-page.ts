import type { Context } from 'koa';
import { EMBED_PAGE_META, PARTNER_ID_PATTERN } from '../../domain/embed/index.ts';
import type { Database } from '../db/database.ts';
import type { FlowPageGate } from '../http/pages.ts';
import { allowFramingBy } from '../http/security-headers.ts';
import { issuePageGrant } from './page-grant.ts';
import { findPartner } from './partner-repository.ts';
import { embedCsrfSubject } from './signed-writes.ts';

/**
 * The gate of /embed-mitsumori/?partner=ID: the form is served only for a registered, enabled
 * partner, may be framed only by that partner's origins, and carries a fresh signed page grant
 * (see page-grant.ts) with a CSRF token bound to it instead of a cookie (see signed-writes.ts).
 * Any other request gets a short Japanese page saying the form is not available here.
 */
export function embedPageGate({ db, now }: { db: Database; now: () => Date }): FlowPageGate {
  return async (ctx) => {
    const id = ctx.query.partner;
    const partner = typeof id === 'string' && PARTNER_ID_PATTERN.test(id) ? await findPartner(db, id) : undefined;
    const key = partner?.keys.find((candidate) => candidate.validUntil === null);
    if (!partner || !key) return refuse(ctx, 404, '掲載元の登録が見つからないため、見積もりフォームを表示できません。');
    if (!partner.enabled) return refuse(ctx, 403, 'このサイトでの見積もりフォームの掲載は停止しています。');
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
 * no token and nothing to click but a link that opens our site in a new tab.
 */
function refuse(ctx: Context, status: number, reason: string): null {
  allowFramingBy(ctx, ['*']);
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>見積もりフォームを表示できません</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;margin:16px;line-height:1.6"><main><h1 style="font-size:1.25rem">見積もりフォームを表示できません</h1>
<p>${reason}</p><p><a href="/mitsumori/" target="_blank" rel="noopener">引越し比較のサイトで見積もりを依頼する（新しいタブで開きます）</a></p></main></body></html>`;
  return null;
}
