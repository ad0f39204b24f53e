import { localizedPath, type Locale } from '../i18n/locale.ts';
import { BUILT_PRIVATE_PAGES, privatePageFolder } from './privatePages.ts';
import { FLOW_ENTRIES } from './urls.ts';

/** The folder of every page the front end builds (`app/<folder>/index.html`): the flows, then the private pages. */
export const BUILT_PAGE_FOLDERS: readonly string[] = [...FLOW_ENTRIES, ...BUILT_PRIVATE_PAGES.map(privatePageFolder)];

/**
 * The built pages that exist in every language (issues 28, 37): every flow and the visitor's own
 * page. The companies' lead page stays Japanese, as everything a company receives does.
 */
export const TRANSLATED_PAGE_FOLDERS: readonly string[] = [...FLOW_ENTRIES, privatePageFolder('visitor')];

/** Where the build writes a page's HTML under the client folder: 'kantan-yoyaku/index.html', 'en/kantan-yoyaku/index.html'. */
export function pageFileOf(folder: string, locale: Locale): string {
  return localizedPath(`/${folder}/index.html`, locale).slice(1);
}

/**
 * How many days, from the build's day in Japan, the build prerenders a page whose first step shows
 * the day (the estimate's default moving date is today + 3, spec §3): one file per day, which the
 * server serves on its day. Later, the page is served without a prerender and renders in the browser,
 * never showing a past day's defaults.
 */
export const PRERENDERED_DAYS = 14;

/** The file beside a page's `index.html` (any path ending in it) that holds it as it shows on `day` ('yyyy-MM-dd'). */
export function dayFileOf(pageFile: string, day: string): string {
  return pageFile.replace(/index\.html$/, `index.${day}.html`);
}

/** Where the build writes such a page as it shows on `day`: 'mitsumori/index.2026-12-01.html'. */
export function dayPageFileOf(folder: string, locale: Locale, day: string): string {
  return dayFileOf(pageFileOf(folder, locale), day);
}
