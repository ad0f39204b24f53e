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
