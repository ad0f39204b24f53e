/**
 * The lead page's link: the token rides in the URL's fragment (never sent to a server, never in a
 * Referer), and reaches the API only as the calls' `Authorization: Bearer` header.
 */
export function tokenOfLocation(location: Pick<Location, 'hash'>): string {
  return location.hash.replace(/^#/, '');
}

/** The one page for a link that opens nothing (malformed, unknown, expired or revoked): it reveals which of them it is to no one. */
export const LEAD_LINK_INVALID = {
  title: 'このリンクは開けません',
  message: 'このリンクは無効か、有効期限が切れています。\nお手元のメールのリンクをもう一度お確かめください。',
} as const;
