/**
 * One choice of a select, radio group or checkbox list. `label` is the Japanese text shown, marked
 * for translation where it is written: a page shows `i18n._(option.label)`.
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
