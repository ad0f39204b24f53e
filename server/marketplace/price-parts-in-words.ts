import { PRICE_LINE_LABELS, priceLinesOf, type PricePart } from '../../domain/api/priceLines.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { translateMessage, type Message, type Translator } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';

/*
 * A price part's label is the pricing engine's Japanese text (基本料金（2tロング）), and it is stored so
 * with every lead and booking: the companies read it as it is. An answer to a page in another
 * language names each part in it instead (Base fare (2-ton long truck)), read back from the Japanese the
 * engine writes: each label the engine can write has a message here, whose values (the truck, the
 * distance band, the season, the end of the move) are the engine's own words, marked for
 * translation where the engine keeps them (server/pricing/). A label none of these reads (a stored
 * part of an engine to come) is named by its line (Base fare, Distance…), never left in Japanese.
 */

/**
 * How the engine writes each label (server/pricing/quoteMove.ts, buildingSurcharges.ts): the message
 * it reads as, given the label's values and `words`, which reads the engine's words (the truck, the
 * band, the season, the end of the move) in the message's language.
 */
const LABEL_READINGS: readonly { pattern: RegExp; message: (values: string[], words: (word: string) => string) => Message }[] = [
  {
    pattern: /^基本料金（(.+?)(?:×(\d+)台)?）$/u,
    message: ([truck = '', count], words) => {
      if (count === undefined) return /*i18n*/ { id: '基本料金（{truck}）', values: { truck: words(truck) } };
      return /*i18n*/ { id: '基本料金（{truck}×{count}台）', values: { truck: words(truck), count: Number(count) } };
    },
  },
  {
    pattern: /^距離料金（(.+)・約(\d+)km）$/u,
    message: ([band = '', km], words) => {
      return /*i18n*/ { id: '距離料金（{band}・約{km}km）', values: { band: words(band), km: Number(km) } };
    },
  },
  {
    pattern: /^季節料金（(.+)）$/u,
    message: ([season = ''], words) => {
      return /*i18n*/ { id: '季節料金（{season}）', values: { season: words(season) } };
    },
  },
  { pattern: /^最繁忙日料金（3月最終土曜日）$/u, message: () => /*i18n*/ '最繁忙日料金（3月最終土曜日）' },
  { pattern: /^祝日料金$/u, message: () => /*i18n*/ '祝日料金' },
  { pattern: /^土日料金$/u, message: () => /*i18n*/ '土日料金' },
  { pattern: /^午前便指定料金$/u, message: () => /*i18n*/ '午前便指定料金' },
  {
    pattern: /^階段作業料（(.+)・(\d+)階(以上)?・エレベーターなし）$/u,
    message: ([side = '', floor = '', orHigher], words) => {
      const values = { side: words(side), floor: Number(floor) };
      // The highest choice of floor is 「20階以上」.
      if (orHigher !== undefined) return /*i18n*/ { id: '階段作業料（{side}・{floor}階以上・エレベーターなし）', values };
      return /*i18n*/ { id: '階段作業料（{side}・{floor}階・エレベーターなし）', values };
    },
  },
  {
    pattern: /^タワーマンション作業料（(.+)）$/u,
    message: ([side = ''], words) => {
      return /*i18n*/ { id: 'タワーマンション作業料（{side}）', values: { side: words(side) } };
    },
  },
  {
    pattern: /^駐車場所なし作業料（(.+)）$/u,
    message: ([side = ''], words) => {
      return /*i18n*/ { id: '駐車場所なし作業料（{side}）', values: { side: words(side) } };
    },
  },
];

/** The message a label reads as, its values in `translator`'s language, or undefined for a label the engine does not write. */
export function partLabelMessage(label: string, translator: Translator): Message | undefined {
  const words = (word: string) => translateMessage(translator, word);
  for (const { pattern, message } of LABEL_READINGS) {
    const match = pattern.exec(label);
    if (match !== null) return message(match.slice(1), words);
  }
  return undefined;
}

/** Labels read by language, code and Japanese label: a few hundred at most per language (trucks, bands and kilometres, seasons, floors), each read once. */
const labelsRead = new Map<string, string>();
const MAX_KEPT_LABELS = 5_000;

/** A part's label in `locale`: its message, or the name of its line when the label is not one the engine writes. */
export function partLabelIn(part: PricePart, locale: Locale): string {
  const key = `${locale}|${part.code}|${part.label}`;
  let label = labelsRead.get(key);
  if (label === undefined) {
    const translator = translatorFor(locale);
    const message = partLabelMessage(part.label, translator) ?? PRICE_LINE_LABELS[priceLinesOf([part])[0]!.kind];
    label = translateMessage(translator, message);
    if (labelsRead.size >= MAX_KEPT_LABELS) labelsRead.clear();
    labelsRead.set(key, label);
  }
  return label;
}

/**
 * A price's parts as an answer in `locale` lists them: as they are in Japanese (the same array), each
 * label in the answer's language otherwise, with the same codes and amounts.
 */
export function pricePartsIn<P extends readonly PricePart[] | null>(parts: P, locale: Locale): P {
  if (locale === 'ja' || parts === null) return parts;
  return parts.map((part) => ({ ...part, label: partLabelIn(part, locale) })) as readonly PricePart[] as P;
}
