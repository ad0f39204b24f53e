import type { Message } from '../i18n/message.ts';
import type { Validator } from './validator.ts';

/** A surrogate code unit: any character outside the Basic Multilingual Plane (emoji, rare kanji). */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Machine-dependent symbols refused in free text and addresses:
 * circled and parenthesized numbers and letters (①, ⑴, ⒜, ㉑, ㊤, ㋐), Roman numerals (Ⅰ, ⅰ),
 * unit and era symbols (㍉, ㌔, ㎏, ㍻), company abbreviations (㈱, ㈲, ㈹) and №, ℡, ™.
 */
const SPECIAL_SYMBOL = /[\u2116\u2121\u2122\u2160-\u2188\u2460-\u24ff\u2776-\u2793\u3200-\u33ff]/;

/**
 * Characters no keyboard types into a form, refused everywhere: C0 controls but tab, line feed and
 * carriage return; DEL and the C1 controls; the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which can make stored text read differently from what it is;
 * the byte-order mark U+FEFF; the noncharacters U+FDD0–U+FDEF, U+FFFE and U+FFFF (those of the
 * other planes are surrogate pairs, refused above). PostgreSQL refuses U+0000 in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff\ufdd0-\ufdef\ufffe\uffff]/;

/** Tab, line feed and carriage return: typed only into a multi-line field. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Text made of combining marks alone (and spaces): marks with no character to combine with. */
const COMBINING_MARKS_ONLY = /^[\p{M}\s]*\p{M}[\p{M}\s]*$/u;

/** A one-line input, or a text area whose line breaks and tabs are the visitor's. */
export type TextKind = 'line' | 'multiline';

/**
 * True when the text, as sent (untrimmed), contains a character the field refuses: a surrogate pair
 * (or a lone surrogate), a refused symbol, a control or invisible formatting character, a line
 * break or tab in a one-line field, or nothing but combining marks.
 */
export function hasForbiddenCharacters(text: string, kind: TextKind = 'line'): boolean {
  return (
    SURROGATE.test(text) ||
    SPECIAL_SYMBOL.test(text) ||
    CONTROL.test(text) ||
    (kind === 'line' && LINE_BREAK_OR_TAB.test(text)) ||
    COMBINING_MARKS_ONLY.test(text)
  );
}

/** Fails with `message` when the text contains a character `hasForbiddenCharacters` refuses; a non-string passes (see `required`). */
export function typableText<M extends Message>(message: M, kind: TextKind = 'line'): Validator<unknown, M> {
  return (value) => (typeof value === 'string' && hasForbiddenCharacters(value, kind) ? message : undefined);
}
