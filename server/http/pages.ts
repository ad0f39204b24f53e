import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { BUILT_PRIVATE_PAGES, privatePageFolder } from '../../domain/flows/privatePages.ts';
import { FALLBACK_PAGE, FLOW_ENTRIES, type FlowEntry } from '../../domain/flows/urls.ts';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { sendCompressibleText } from './compressed-file.ts';
import { issueToken, visitorId } from './csrf.ts';

/** What one request's page is served with. */
export interface PageGrant {
  /** What the page's CSRF token is bound to (see csrf.ts). */
  csrfSubject: string;
  /** Further `<meta name content>` tags for the page's script. */
  meta: Readonly<Record<string, string>>;
}

/** Decides per request whether a flow's page is served and with what; null when it answered the request itself. */
export type FlowPageGate = (ctx: Context) => Promise<PageGrant | null>;

/** Our own pages: the token is bound to the visitor cookie. */
const visitorPage: FlowPageGate = async (ctx) => ({ csrfSubject: visitorId(ctx), meta: {} });

/** A path under one of the flows (domain/flows/) or the private pages, each its own built page (spec §2). */
const PAGE_PATH = new RegExp(`^/(${[...FLOW_ENTRIES, ...BUILT_PRIVATE_PAGES.map(privatePageFolder)].join('|')})(/.*)?$`);

export interface PagesOptions {
  clientDir: string;
  secret: string;
  /** Keep the HTML in memory after the first read (production); re-read it otherwise. */
  cache: boolean;
  /** Flows whose page is served on conditions of their own (the embedded form: a registered partner). */
  gates?: Partial<Record<FlowEntry, FlowPageGate>>;
}

/**
 * Serves each flow's and private page's HTML for every path under it (the app routes its steps itself),
 * with a CSRF token in `<meta name="csrf-token">` (spec §6) and whatever the flow's gate adds.
 */
export function flowPages({ clientDir, secret, cache, gates = {} }: PagesOptions): Middleware {
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
    const match = PAGE_PATH.exec(ctx.path);
    if (!match) return next();
    if (!match[2]) return ctx.redirect(`/${match[1]}/${ctx.querystring ? `?${ctx.querystring}` : ''}`);
    const folder = match[1]!;
    // Only a flow has a gate; a private page is our own page like any flow without one.
    const grant = await (gates[folder as FlowEntry] ?? visitorPage)(ctx);
    if (!grant) return;
    const html = await template(folder);
    if (!html) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The front end is not built yet: run "npm run build".';
      return;
    }
    const meta = { 'csrf-token': issueToken(secret, grant.csrfSubject), ...grant.meta };
    const tags = Object.entries(meta).map(([name, content]) => `<meta name="${name}" content="${escapeHtmlAttribute(content)}">`);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    await sendCompressibleText(ctx, html.replace('</head>', `${tags.join('')}</head>`));
  };
}
