import { englishAddress } from '../../domain/format/address.ts';
import { dateWithWeekday } from '../../domain/format/japanTime.ts';
import { monthInWords } from '../../domain/format/monthInWords.ts';
import { enumerate } from '../../domain/format/list.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { readsRomaji } from '../../domain/i18n/profiles.ts';
import { translateMessage, type Message, type Translator } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import { optionLabel } from '../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../domain/options/prefectures.ts';
import type { AddressIndex } from '../reference/address-index.ts';
import type { EnglishNames } from '../reference/english-names.ts';
import type { ReferenceData } from '../reference/reference-data.ts';

/** Where an address is: the codes the reference data knows, and the rest as the visitor typed it. */
export interface PlaceOf {
  postalCode?: string;
  prefectureCode: string;
  cityCode: string;
  districtCode?: string;
  /** Town area, house number, building: as typed, in their order ('' where none). */
  details: readonly string[];
}

/**
 * How a message in one language writes a move: its words (the catalogue's), its dates, and its
 * places, in Japanese from the reference data (〒160-0022 東京都新宿区新宿1-2-3) or in English,
 * smallest part first, from the romaji names (1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022).
 * The companies always read Japanese; a visitor reads the language of their request.
 */
export interface MoveWording {
  locale: Locale;
  translator: Translator;
  /** A message in this language. */
  words(message: Message): string;
  /** Texts one after the other: 「階段あり、エレベーターなし」, "stairs inside, no elevator". */
  enumerate(texts: readonly string[]): string;
  /** '2026年12月5日（土）', 'Sat, Dec 5, 2026'. */
  date(isoDate: string): string;
  /** '2026年12月', 'December 2026' from 'yyyyMM' or 'yyyy-MM-dd'. */
  month(date: string): string;
  /** A whole address, with its postal code when given. */
  address(place: PlaceOf): string;
  /** The prefecture and city only, all a partner service is told. */
  area(prefectureCode: string, cityCode: string): string;
}

function wordingBase(locale: Locale): Pick<MoveWording, 'locale' | 'translator' | 'words' | 'enumerate' | 'date' | 'month'> {
  const translator = translatorFor(locale);
  return {
    locale,
    translator,
    words: (message) => translateMessage(translator, message),
    enumerate: (texts) => enumerate(texts, locale),
    date: (isoDate) => dateWithWeekday(isoDate, locale),
    month: (date) => monthInWords(date, locale),
  };
}

/** A postal code as Japanese writes it on an address, after its mark: '〒160-0022'. */
function postalCodeOf(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** Japanese writes the parts of an address one after the other; parts typed in Latin letters keep a space between them ('Sakurashinmachi 4-5-6'). */
function japaneseDetails(details: readonly string[]): string {
  return details.reduce((line, detail) => (/[A-Za-z0-9]$/.test(line) && /^[A-Za-z0-9]/.test(detail) ? `${line} ${detail}` : line + detail), '');
}

/**
 * Place names as Japan writes them (kanji, largest part first) in `locale`'s words: Japanese for the
 * companies and the visitors of the Japanese pages, Chinese for the Chinese pages (their readers read
 * kanji, issue 37).
 */
export function japaneseWording(index: AddressIndex, locale: Locale = 'ja'): MoveWording {
  const area = (prefectureCode: string, cityCode: string, districtCode?: string) =>
    `${optionLabel(PREFECTURE_OPTIONS, prefectureCode) ?? prefectureCode}${index.city(cityCode)?.name ?? ''}${districtCode === undefined ? '' : (index.district(districtCode)?.name ?? '')}`;
  return {
    ...wordingBase(locale),
    address: (place) => {
      const line = area(place.prefectureCode, place.cityCode, place.districtCode) + japaneseDetails(place.details);
      return place.postalCode === undefined ? line : `〒${postalCodeOf(place.postalCode)} ${line}`;
    },
    area: (prefectureCode, cityCode) => area(prefectureCode, cityCode),
  };
}

/**
 * `wording` writing every address as its prefecture and city only: no postal code, town, house number
 * or building (what a company may keep of a lead that ended; see server/leads/lead-service.ts).
 */
export function areaOnlyWording(wording: MoveWording): MoveWording {
  return { ...wording, address: (place) => wording.area(place.prefectureCode, place.cityCode) };
}

/** Place names in romaji, smallest part first, in `locale`'s words: for the visitors of the English and Vietnamese pages. */
export function romajiWording(names: EnglishNames, locale: Locale): MoveWording {
  return {
    ...wordingBase(locale),
    address: (place) =>
      englishAddress({
        postalCode: place.postalCode ?? '',
        place: names.address(place.cityCode, place.districtCode ?? ''),
        withTown: place.districtCode !== undefined,
        details: place.details,
      }),
    area: (_prefectureCode, cityCode) => names.address(cityCode, ''),
  };
}

/**
 * The wording of `locale` over the reference data: what a visitor's page or message is written in.
 * Romaji place names may wait for the towns' readings on their first use (see ReferenceData).
 */
export async function wordingIn(reference: Pick<ReferenceData, 'addresses' | 'englishNames'>, locale: Locale): Promise<MoveWording> {
  return readsRomaji(locale) ? romajiWording(await reference.englishNames(), locale) : japaneseWording(reference.addresses, locale);
}
