import type { Translator } from '../i18n/message.ts';

/**
 * One choice of a select, radio group or checkbox list. `label` is the Japanese text shown, marked
 * for translation where it is written: a page shows `t(option.label)`.
 */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The values of an option list, in order. */
export function optionValues<V extends string>(options: readonly Option<V>[]): V[] {
  return options.map((option) => option.value);
}

/** The label of `value` in `options`, or undefined when the value is not one of them. */
export function optionLabel<V extends string>(options: readonly Option<V>[], value: string): string | undefined {
  return options.find((option) => option.value === value)?.label;
}

/**
 * The label of `value` in `options` as `translator` reads it (a page passes its `i18n`, the server
 * the reader's), or '' when the value is not one of them.
 */
export function optionLabelIn<V extends string>(options: readonly Option<V>[], value: string, translator: Translator): string {
  const label = optionLabel(options, value);
  return label === undefined ? '' : translator.translate(label);
}
