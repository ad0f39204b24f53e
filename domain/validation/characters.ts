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
 * carriage return; DEL and the C1 controls; the noncharacters U+FDD0–U+FDEF, U+FFFE and U+FFFF
 * (those of the other planes are surrogate pairs, refused above). PostgreSQL refuses U+0000 in text outright.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]/;

/**
 * Characters nobody can see, refused everywhere (issue 34), with a message of their own since the
 * visitor cannot find them to delete them: the zero-width space, non-joiner and joiner
 * (U+200B–U+200D), the direction marks (U+200E, U+200F), the line and paragraph separators
 * (U+2028, U+2029: a line break in a one-line field as a mail reader shows it; a text area's line
 * breaks are line feeds), the bidi embeddings and overrides (U+202A–U+202E), the word joiner U+2060,
 * the bidi isolates (U+2066–U+2069) and the byte-order mark U+FEFF. They reach mail bodies and
 * partner leads, where they hide text or make it read differently from what it is.
 */
const INVISIBLE = /[\u200b-\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]/;

/** Tab, line feed and carriage return: typed only into a multi-line field. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** Text made of combining marks alone (and spaces): marks with no character to combine with. */
const COMBINING_MARKS_ONLY = /^[\p{M}\s]*\p{M}[\p{M}\s]*$/u;

/** A one-line input, or a text area whose line breaks and tabs are the visitor's. */
export type TextKind = 'line' | 'multiline';

/**
 * True when the text, as sent (untrimmed), contains a character the field refuses: a surrogate pair
 * (or a lone surrogate), a refused symbol, a control or an invisible character, a line
 * break or tab in a one-line field, or nothing but combining marks.
 */
export function hasForbiddenCharacters(text: string, kind: TextKind = 'line'): boolean {
  return (
    SURROGATE.test(text) ||
    SPECIAL_SYMBOL.test(text) ||
    CONTROL.test(text) ||
    INVISIBLE.test(text) ||
    (kind === 'line' && LINE_BREAK_OR_TAB.test(text)) ||
    COMBINING_MARKS_ONLY.test(text)
  );
}

/** Markup: what a page or an HTML mail could read as the start or end of a tag. */
const MARKUP = /[<>]/;

/**
 * True for one line of plain text, as the operators' names and texts must be (the catalogue's
 * companies and partner services, the embedding partners), which pages, mails and command output
 * show: nothing a one-line field refuses (line breaks, controls, invisible characters, …) and no `<` or `>`.
 */
export function isPlainLine(text: string): boolean {
  return !hasForbiddenCharacters(text, 'line') && !MARKUP.test(text);
}

/**
 * Fails with the field's `message` (the spec's 「…に不正な値が含まれています。」) when the text contains a
 * character `hasForbiddenCharacters` refuses, invisible ones included. A non-string passes (see `required`).
 */
export function typableText<M extends Message>(message: M, kind: TextKind = 'line'): Validator<unknown, M> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    return hasForbiddenCharacters(value, kind) ? message : undefined;
  };
}
