import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { FALLBACK_PAGE, type FlowEntry } from '../../domain/flows/urls.ts';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { DEFAULT_LOCALE, LOCALES, localeOfPath, localizedPath, type Locale } from '../../domain/i18n/locale.ts';
import { PROFILES } from '../../domain/i18n/profiles.ts';
import { japanToday } from '../../domain/dates/bookableWindow.ts';
import { BUILT_PAGE_FOLDERS, TRANSLATED_PAGE_FOLDERS, dayPageFileOf, pageFileOf } from '../../domain/flows/pageFiles.ts';
import type { Clock } from '../clock.ts';
import { sendCompressibleText } from './compressed-file.ts';
import { issueToken, visitorId } from './csrf.ts';

/** What one request's page is served with. */
export interface PageGrant {
  /** What the page's CSRF token is bound to (see csrf.ts). */
  csrfSubject: string;
  /** Further `<meta name content>` tags for the page's script. */
  meta: Readonly<Record<string, string>>;
}

/** Decides per request whether a flow's page (in `locale`) is served and with what; null when it answered the request itself. */
export type FlowPageGate = (ctx: Context, locale: Locale) => Promise<PageGrant | null>;

/** Our own pages: the token is bound to the visitor cookie. */
const visitorPage: FlowPageGate = async (ctx) => ({ csrfSubject: visitorId(ctx), meta: {} });

/** The path prefixes of the languages other than Japanese: '/en', '/zh', '/vi'. */
const PREFIXES = LOCALES.map((locale) => PROFILES[locale].prefix).filter((prefix) => prefix !== '');

/** A path under one of the flows (domain/flows/) or the private pages, each its own built page (spec §2), in Japanese or under a language's prefix. */
const PAGE_PATH = new RegExp(`^(${PREFIXES.join('|')})?/(${BUILT_PAGE_FOLDERS.join('|')})(/.*)?$`);

export interface PagesOptions {
  clientDir: string;
  /** The product's address as visitors reach it, for the pages' language alternates. */
  publicUrl: string;
  secret: string;
  /** Keep the HTML in memory after the first read (production); re-read it otherwise. */
  cache: boolean;
  /** The server's clock: a page prerendered per day (scripts/prerender.ts) is served on its day in Japan. */
  now: Clock;
  /** Flows whose page is served on conditions of their own (the embedded form: a registered partner). */
  gates?: Partial<Record<FlowEntry, FlowPageGate>>;
}

/** The `<link rel="alternate" hreflang>` tags of a page in every language (search engines offer each reader theirs). */
function languageAlternates(publicUrl: string, path: string): string {
  const alternates = LOCALES.map((locale) => ({ hreflang: PROFILES[locale].tag, href: `${publicUrl}${localizedPath(path, locale)}` }));
  return [...alternates, { hreflang: 'x-default', href: `${publicUrl}${path}` }]
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtmlAttribute(href)}">`)
    .join('');
}

/**
 * Serves each flow's and private page's HTML for every path under it (the app routes its steps itself),
 * in Japanese or, under a language's prefix, in that language (all but the companies' page), with a CSRF token in
 * `<meta name="csrf-token">` (spec §6), the page's language alternates, and whatever the flow's gate adds.
 */
export function flowPages({ clientDir, publicUrl, secret, cache, now, gates = {} }: PagesOptions): Middleware {
  const templates = new Map<string, string>();
  const read = async (path: string): Promise<string | null> => {
    const file = join(clientDir, path);
    const cached = templates.get(file);
    if (cached) return cached;
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html && cache) templates.set(file, html);
    return html;
  };
  // A page's folder's files, listed once when caching: which pages the build wrote one per day is
  // looked up there, not by trying to open today's file on every request.
  const folderFiles = new Map<string, ReadonlySet<string>>();
  const filesIn = async (dir: string): Promise<ReadonlySet<string>> => {
    const cached = folderFiles.get(dir);
    if (cached) return cached;
    const files = new Set(await readdir(join(clientDir, dir)).catch(() => []));
    if (files.size > 0 && cache) folderFiles.set(dir, files);
    return files;
  };
  /** The page as prerendered for today in Japan, where the build wrote one per day; else its one file. */
  const template = async (folder: string, locale: Locale): Promise<string | null> => {
    const ofToday = dayPageFileOf(folder, locale, japanToday(now()));
    return read((await filesIn(dirname(ofToday))).has(basename(ofToday)) ? ofToday : pageFileOf(folder, locale));
  };

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const home = ctx.path.replace(/\/$/, '');
    if (home === '' || PREFIXES.includes(home)) return ctx.redirect(localizedPath(FALLBACK_PAGE, localeOfPath(ctx.path)));
    const match = PAGE_PATH.exec(ctx.path);
    if (!match) return next();
    const locale = localeOfPath(ctx.path);
    const folder = match[2]!;
    if (locale !== DEFAULT_LOCALE && !TRANSLATED_PAGE_FOLDERS.includes(folder)) return next();
    if (!match[3]) return ctx.redirect(`${localizedPath(`/${folder}/`, locale)}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
    // Only a flow has a gate; a private page is our own page like any flow without one.
    const grant = await (gates[folder as FlowEntry] ?? visitorPage)(ctx, locale);
    if (!grant) return;
    const html = await template(folder, locale);
    if (!html) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'The front end is not built yet: run "npm run build".';
      return;
    }
    const meta = { 'csrf-token': issueToken(secret, grant.csrfSubject), ...grant.meta };
    const tags = Object.entries(meta).map(([name, content]) => `<meta name="${name}" content="${escapeHtmlAttribute(content)}">`);
    const alternates = TRANSLATED_PAGE_FOLDERS.includes(folder) ? languageAlternates(publicUrl, `/${folder}${match[3]}`) : '';
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    await sendCompressibleText(ctx, html.replace('</head>', `${tags.join('')}${alternates}</head>`));
  };
}
