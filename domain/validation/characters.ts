/** A surrogate code unit: any character outside the Basic Multilingual Plane (emoji, rare kanji). */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Machine-dependent symbols refused in free text and addresses:
 * circled and parenthesized numbers and letters (①, ⑴, ⒜, ㉑, ㊤, ㋐), Roman numerals (Ⅰ, ⅰ),
 * unit and era symbols (㍉, ㌔, ㎏, ㍻), company abbreviations (㈱, ㈲, ㈹) and №, ℡, ™.
 */
const SPECIAL_SYMBOL = /[\u2116\u2121\u2122\u2160-\u2188\u2460-\u24ff\u2776-\u2793\u3200-\u33ff]/;

/** True when the text contains a surrogate pair (or a lone surrogate) or a refused symbol. */
export function hasForbiddenCharacters(text: string): boolean {
  return SURROGATE.test(text) || SPECIAL_SYMBOL.test(text);
}

/** One pattern for `excludes`: surrogates or refused symbols. */
export const FORBIDDEN_CHARACTER_PATTERN = new RegExp(`${SURROGATE.source}|${SPECIAL_SYMBOL.source}`);
