/**
 * The normalised forms of a visitor's e-mail and phone that the duplicate rule compares:
 * one active quick booking per e-mail and per phone, whatever the spelling.
 */

/** Lower-cased, width-folded (NFKC) and trimmed: `Ｔａｒｏ@Example.JP ` → `taro@example.jp`. */
export function emailKey(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Digits only, full-width folded: `０９０-1234-5678` → `09012345678`. */
export function telKey(tel: string): string {
  return tel.normalize('NFKC').replace(/\D/g, '');
}
