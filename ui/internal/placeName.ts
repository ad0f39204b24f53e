import { activeLocale } from '../../domain/i18n/i18n.ts';
import { PROFILES } from '../../domain/i18n/profiles.ts';

/**
 * The attributes of an element holding a Japanese place name from the reference data: `lang="ja"`
 * where the page's reader reads places in kanji but is not Japanese (a Chinese page); a Japanese
 * page, and the pages whose places come in romaji (English, Vietnamese), get none. A module of its
 * own: the address fields of the first pages import it, and nothing else of the names' helpers.
 */
export function placeNameProps(): { lang?: 'ja' } {
  return PROFILES[activeLocale()].script === 'kanji' ? { lang: 'ja' } : {};
}
