/**
 * After `vite build`: writes every built page in each language it is served in (issue 28) — its
 * Japanese page where Vite left it (dist/client/<folder>/index.html), its English one under en/
 * (dist/client/en/<folder>/index.html) — with the page's head in that language (scripts/pageHtml.ts)
 * and, for the prerendered flows, their first step rendered in it with its CSS, so the first paint
 * needs no JavaScript.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PAGE_HEADS } from '../domain/flows/pageHeads.ts';
import { BUILT_PAGE_FOLDERS, ENGLISH_PAGE_FOLDERS, pageFileOf } from '../domain/flows/pageFiles.ts';
import { activateLocale } from '../domain/i18n/i18n.ts';
import type { Locale } from '../domain/i18n/locale.ts';
import { prerenderFirstStep, withPrerender, type PrerenderedPage } from '../app/kantan-yoyaku/prerender.tsx';
import { prerenderEstimateStep1 } from '../app/mitsumori/prerender.tsx';
import { chunkOfPage, readManifests, removeManifests } from './buildManifests.ts';
import { pageInLanguage } from './pageHtml.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
const PRERENDERED: Readonly<Record<string, () => PrerenderedPage>> = { 'kantan-yoyaku': prerenderFirstStep, mitsumori: prerenderEstimateStep1 };

/** The English translator's chunk a page loads (domain/i18n/englishPages.ts, which English pages alone import), from its build's manifest. */
const ENGLISH_TRANSLATOR_SOURCE = '../domain/i18n/englishPages.ts';
const manifests = await readManifests(CLIENT_DIR);
await removeManifests(CLIENT_DIR);
const sources = new Map(await Promise.all(BUILT_PAGE_FOLDERS.map(async (folder) => [folder, await readFile(resolve(CLIENT_DIR, pageFileOf(folder, 'ja')), 'utf8')] as const)));
for (const locale of ['ja', 'en'] as const satisfies readonly Locale[]) {
  await activateLocale(locale);
  for (const folder of BUILT_PAGE_FOLDERS) {
    if (locale === 'en' && !ENGLISH_PAGE_FOLDERS.includes(folder)) continue;
    const head = PAGE_HEADS[folder];
    if (!head) throw new Error(`domain/flows/pageHeads.ts has no head for ${folder}`);
    const catalogueChunk = locale === 'en' ? chunkOfPage(manifests, folder, ENGLISH_TRANSLATOR_SOURCE) : undefined;
    let html = pageInLanguage(sources.get(folder)!, head, locale, catalogueChunk);
    const prerender = PRERENDERED[folder];
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
