import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Middleware } from 'koa';
import { FALLBACK_PAGE, FLOW_ENTRIES } from '../../domain/flows/urls.ts';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { sendCompressibleText } from './compressed-file.ts';
import { issueToken, visitorId } from './csrf.ts';

/** A path under one of the flows (domain/flows/), each its own built page (spec §2). */
const FLOW_PATH = new RegExp(`^/(${FLOW_ENTRIES.join('|')})(/.*)?$`);

export interface PagesOptions {
  clientDir: string;
  secret: string;
  /** Keep the HTML in memory after the first read (production); re-read it otherwise. */
  cache: boolean;
}

/**
 * Serves each flow's HTML for every path under it (the app routes its steps itself),
 * with this visitor's CSRF token in `<meta name="csrf-token">` (spec §6).
 */
export function flowPages({ clientDir, secret, cache }: PagesOptions): Middleware {
  const templates = new Map<string, string>();
  const template = async (flow: string): Promise<string | null> => {
    const cached = templates.get(flow);
    if (cached) return cached;
    const html = await readFile(join(clientDir, flow, 'index.html'), 'utf8').catch(() => null);
    if (html && cache) templates.set(flow, html);
    return html;
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/') return ctx.redirect(FALLBACK_PAGE);
    const match = FLOW_PATH.exec(ctx.path);
    if (!match) return next();
    if (!match[2]) return ctx.redirect(`/${match[1]}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
    const html = await template(match[1]!);
    if (!html) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The front end is not built yet: run "npm run build".';
      return;
    }
    const token = issueToken(secret, visitorId(ctx));
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    await sendCompressibleText(ctx, html.replace('</head>', `<meta name="csrf-token" content="${escapeHtmlAttribute(token)}"></head>`));
  };
}
