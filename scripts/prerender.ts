/**
 * After `vite build`: writes every built page in each language it is served in (issues 28, 37) — its
 * Japanese page where Vite left it (dist/client/<folder>/index.html), each other language's under its
 * prefix (dist/client/en/<folder>/index.html, zh/, vi/) — with the page's head in that language (scripts/pageHtml.ts)
 * and, for the prerendered flows, their first step rendered in it with its CSS, so the first paint
 * needs no JavaScript. A first step that shows the day (the estimate's default moving date) is
 * prerendered once per day for PRERENDERED_DAYS from today in Japan, beside its page without one
 * (server/http/pages.ts serves the day's file, and the page without one after the last).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PAGE_HEADS } from '../domain/flows/pageHeads.ts';
import { addIsoDays, japanToday } from '../domain/dates/bookableWindow.ts';
import { BUILT_PAGE_FOLDERS, PRERENDERED_DAYS, TRANSLATED_PAGE_FOLDERS, dayPageFileOf, pageFileOf } from '../domain/flows/pageFiles.ts';
import { japanNoonOf } from '../domain/format/intlInJapan.ts';
import { activateLocale } from '../domain/i18n/i18n.ts';
import { DEFAULT_LOCALE, LOCALES } from '../domain/i18n/locale.ts';
import { withPrerender, type PrerenderedPage } from '../app/wizard/prerender.tsx';
import { chunkOfPage, readManifests, removeManifests } from './buildManifests.ts';
import { pageInLanguage } from './pageHtml.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');

/** What a page's folder exports to have its first step prerendered: `app/<folder>/prerender.tsx`, build-time only. */
interface PrerenderModule {
  prerenderFirstStep(now: Date): PrerenderedPage;
}

/** The page's first-step prerender, where its folder has one. */
async function prerenderOf(folder: string): Promise<((now: Date) => PrerenderedPage) | undefined> {
  const module = resolve(import.meta.dirname, '../app', folder, 'prerender.tsx');
  return existsSync(module) ? ((await import(module)) as PrerenderModule).prerenderFirstStep : undefined;
}

/** A language's page translator, whose chunk a page in it loads (domain/i18n/pageTranslators/, which the language's pages alone import), as its build's manifest names it. */
const translatorSource = (locale: string) => `../domain/i18n/pageTranslators/${locale}.ts`;
const manifests = await readManifests(CLIENT_DIR);
await removeManifests(CLIENT_DIR);
const prerenders = new Map(await Promise.all(BUILT_PAGE_FOLDERS.map(async (folder) => [folder, await prerenderOf(folder)] as const)));
const sources = new Map(await Promise.all(BUILT_PAGE_FOLDERS.map(async (folder) => [folder, await readFile(resolve(CLIENT_DIR, pageFileOf(folder, 'ja')), 'utf8')] as const)));
/** Writes `html` at `path` under the client folder. */
async function writePage(path: string, html: string): Promise<void> {
  const file = resolve(CLIENT_DIR, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

/** The days the build prerenders for, from today in Japan; each rendered at its noon. */
const DAYS = Array.from({ length: PRERENDERED_DAYS }, (_, offset) => addIsoDays(japanToday(new Date()), offset));

for (const locale of LOCALES) {
  await activateLocale(locale);
  const translated = locale !== DEFAULT_LOCALE;
  for (const folder of BUILT_PAGE_FOLDERS) {
    if (translated && !TRANSLATED_PAGE_FOLDERS.includes(folder)) continue;
    const head = PAGE_HEADS[folder];
    if (!head) throw new Error(`domain/flows/pageHeads.ts has no head for ${folder}`);
    const catalogueChunk = translated ? chunkOfPage(manifests, folder, translatorSource(locale)) : undefined;
    const html = pageInLanguage(sources.get(folder)!, head, locale, catalogueChunk);
    const prerender = prerenders.get(folder);
    if (!prerender) {
      await writePage(pageFileOf(folder, locale), html);
      continue;
    }
    const firstDays = DAYS.slice(0, 2).map((day) => prerender(japanNoonOf(day)));
    const [today, tomorrow] = firstDays as [PrerenderedPage, PrerenderedPage];
    if (today.key === tomorrow.key && today.markup === tomorrow.markup) {
      await writePage(pageFileOf(folder, locale), withPrerender(html, today));
      console.log(`prerendered ${locale}/${folder}: ${today.markup.length} characters of markup, ${today.styleElement.length} of CSS`);
      continue;
    }
    await writePage(pageFileOf(folder, locale), html);
    for (const [index, day] of DAYS.entries()) {
      await writePage(dayPageFileOf(folder, locale, day), withPrerender(html, firstDays[index] ?? prerender(japanNoonOf(day))));
    }
    console.log(`prerendered ${locale}/${folder} for ${DAYS.length} days from ${DAYS[0]}: ${today.markup.length} characters of markup, ${today.styleElement.length} of CSS`);
  }
}
