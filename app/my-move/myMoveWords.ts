import { t } from '../../domain/i18n/i18n.ts';
import type { Said } from './MyMoveStore.ts';

/** What the page says, in its language. */
export function saidInWords(said: Said): string {
  return 'message' in said ? t(said.message) : said.reason;
}
