import type { FieldErrors } from '../../domain/validation/fieldErrors.ts';

/**
 * A part of a flow's form (issue 36): its fields with the values a new form starts from, and its
 * rules. A flow lists the parts each of its steps shows, and its values are the sum of its parts'
 * values; a flow with a part of its own defines it beside its other code, as any part is defined,
 * since no list of parts is closed. `C` is what the rules read beyond the values (what only the
 * flow's store knows, like the answer of a server check).
 */
export interface FormPart<V extends object, C = unknown> {
  /** The part's name, for reading (tests, messages to developers). */
  readonly name: string;
  /** The part's fields with a new form's values; `today` for the parts whose defaults are dates. */
  initialValues(today: Date): V;
  /** The part's messages (an entry per field, undefined where it passes) under the flow's values. */
  errors(values: V, context: C): FieldErrors<string>;
}

/** The values a part holds. */
export type PartValues<P> = P extends FormPart<infer V, never> ? V : never;

type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The values of a flow made of `parts`: every part's fields together. */
export type ValuesOfParts<P extends readonly FormPart<object, never>[]> = Intersection<PartValues<P[number]>>;

/** Any day: a part's fields are the same whatever its defaults' day. */
const ANY_DAY = new Date(0);

/** The fields of a part. */
export function fieldsOfPart<V extends object>(part: FormPart<V, never>): (keyof V)[] {
  return Object.keys(part.initialValues(ANY_DAY)) as (keyof V)[];
}

/** The values of `fields` (a part's, or a step's) among a form's. */
export function pickFields<V extends object, K extends keyof V>(values: V, fields: readonly K[]): Pick<V, K> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<V, K>;
}

/** A new form's values of `parts`, together. */
export function initialValuesOfParts<V extends object>(parts: readonly FormPart<object, never>[], today: Date): V {
  return Object.assign({}, ...parts.map((part) => part.initialValues(today))) as V;
}

/** The messages of `parts` under `values`, together (a step's rules are those of the parts it shows). */
export function errorsOfParts<C>(parts: readonly FormPart<object, C>[], values: object, context: C): FieldErrors<string> {
  return Object.assign({}, ...parts.map((part) => part.errors(values, context))) as FieldErrors<string>;
}
