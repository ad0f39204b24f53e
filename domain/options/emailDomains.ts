/** Domains suggested while the visitor types an e-mail address. */
export const SUGGESTED_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.co.jp',
  'icloud.com',
  'docomo.ne.jp',
  'ezweb.ne.jp',
  'i.softbank.jp',
];

/** The address made of the local part the visitor typed (before any '@') and a suggested domain. */
export function withEmailDomain(typed: string, domain: string): string {
  const at = typed.indexOf('@');
  const localPart = at === -1 ? typed : typed.slice(0, at);
  return `${localPart.trim()}@${domain}`;
}
