/**
 * After `vite build`: writes every built page in each language it is served in (issues 28, 37) — its
 * Japanese page where Vite left it (dist/client/<folder>/index.html), each other language's under its
 * prefix (dist/client/en/<folder>/index.html, zh/, vi/) — with the page's head in that language (scripts/pageHtml.ts)
 * and, for the prerendered flows, their first step rendered in it with its CSS, so the first paint
 * needs no JavaScript.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PAGE_HEADS } from '../domain/flows/pageHeads.ts';
import { BUILT_PAGE_FOLDERS, TRANSLATED_PAGE_FOLDERS, pageFileOf } from '../domain/flows/pageFiles.ts';
import { activateLocale } from '../domain/i18n/i18n.ts';
import { DEFAULT_LOCALE, LOCALES } from '../domain/i18n/locale.ts';
import { withPrerender, type PrerenderedPage } from '../app/wizard/prerender.tsx';
import { chunkOfPage, readManifests, removeManifests } from './buildManifests.ts';
import { pageInLanguage } from './pageHtml.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');

/** What a page's folder exports to have its first step prerendered: `app/<folder>/prerender.tsx`, build-time only. */
interface PrerenderModule {
  prerenderFirstStep(): PrerenderedPage;
}

/** The page's first-step prerender, where its folder has one. */
async function prerenderOf(folder: string): Promise<(() => PrerenderedPage) | undefined> {
  const module = resolve(import.meta.dirname, '../app', folder, 'prerender.tsx');
  return existsSync(module) ? ((await import(module)) as PrerenderModule).prerenderFirstStep : undefined;
}

/** A language's page translator, whose chunk a page in it loads (domain/i18n/pageTranslators/, which the language's pages alone import), as its build's manifest names it. */
const translatorSource = (locale: string) => `../domain/i18n/pageTranslators/${locale}.ts`;
const manifests = await readManifests(CLIENT_DIR);
await removeManifests(CLIENT_DIR);
const prerenders = new Map(await Promise.all(BUILT_PAGE_FOLDERS.map(async (folder) => [folder, await prerenderOf(folder)] as const)));
const sources = new Map(await Promise.all(BUILT_PAGE_FOLDERS.map(async (folder) => [folder, await readFile(resolve(CLIENT_DIR, pageFileOf(folder, 'ja')), 'utf8')] as const)));
for (const locale of LOCALES) {
  await activateLocale(locale);
  const translated = locale !== DEFAULT_LOCALE;
  for (const folder of BUILT_PAGE_FOLDERS) {
    if (translated && !TRANSLATED_PAGE_FOLDERS.includes(folder)) continue;
    const head = PAGE_HEADS[folder];
    if (!head) throw new Error(`domain/flows/pageHeads.ts has no head for ${folder}`);
    const catalogueChunk = translated ? chunkOfPage(manifests, folder, translatorSource(locale)) : undefined;
    let html = pageInLanguage(sources.get(folder)!, head, locale, catalogueChunk);
    const prerender = prerenders.get(folder);
    if (prerender) {
      const prerendered = prerender();
      html = withPrerender(html, prerendered);
      console.log(`prerendered ${locale}/${folder}: ${prerendered.markup.length} characters of markup, ${prerendered.styleElement.length} of CSS`);
    }
    const file = resolve(CLIENT_DIR, pageFileOf(folder, locale));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
}
