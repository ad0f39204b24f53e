import { localizedPath, type Locale } from '../i18n/locale.ts';

/**
 * The pages a private link opens (server/links/): the visitor's page of their request or booking,
 * and a company's page of one lead. The token rides in the URL's fragment, which a browser sends to
 * no server and puts in no Referer: it reaches the API only in the page's own calls.
 */
export const PRIVATE_PAGES = { visitor: '/my-move/', company: '/lead/' } as const;
export type PrivatePageAudience = keyof typeof PRIVATE_PAGES;

/**
 * The absolute link a message carries, e.g. 'https://hikkoshi.example.jp/my-move/#<token>', or for a
 * visitor who wrote in English their page in English, '…/en/my-move/#<token>' (a company's page is Japanese).
 */
export function privateLinkUrl(publicUrl: string, audience: PrivatePageAudience, token: string, locale: Locale = 'ja'): string {
  return `${publicUrl}${localizedPath(PRIVATE_PAGES[audience], locale)}#${token}`;
}

/** The app/ folder (and first path segment) of each private page: 'my-move', 'lead'. */
export function privatePageFolder(audience: PrivatePageAudience): string {
  return PRIVATE_PAGES[audience].slice(1, -1);
}

/**
 * The private pages the front end builds, each from `app/<folder>/index.html`, and the server serves
 * like a flow's page (with its CSRF token, never cached, sending no Referer).
 */
export const BUILT_PRIVATE_PAGES: readonly PrivatePageAudience[] = ['visitor', 'company'];
