import type { Message } from '../i18n/message.ts';

/**
 * A check of one value: the error message, or undefined when the value passes. Never throws. Most
 * rules fail with a plain message (`string`); those whose message carries values (a limit, a list)
 * say so with `M = Message`.
 */
export type Validator<T = unknown, M extends Message = string> = (value: T) => M | undefined;

/** True for null, undefined, a blank string (after trimming), an empty array and an empty object. */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The trimmed text of a value, or '' when it is not a string or a number. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Length in characters (code points, so a surrogate pair counts once). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Fails with `message` when the value is missing. */
export function required<M extends Message>(message: M): Validator<unknown, M> {
  return (value) => (isMissing(value) ? message : undefined);
}

/** Fails when the trimmed text is shorter than `min` characters; missing values pass (see `required`). */
export function minLength<M extends Message>(min: number, message: M): Validator<unknown, M> {
  return (value) => {
    const text = textOf(value);
    return text !== '' && characterCount(text) < min ? message : undefined;
  };
}

/** Fails when the trimmed text is longer than `max` characters. */
export function maxLength<M extends Message>(max: number, message: M): Validator<unknown, M> {
  return (value) => (characterCount(textOf(value)) > max ? message : undefined);
}

/** Fails when the trimmed text does not match `pattern`; missing values pass. */
export function matches<M extends Message>(pattern: RegExp, message: M): Validator<unknown, M> {
  return (value) => {
    const text = textOf(value);
    return text !== '' && !testWhole(pattern, text) ? message : undefined;
  };
}

/** Fails when the trimmed text contains a match of `pattern`. */
export function excludes<M extends Message>(pattern: RegExp, message: M): Validator<unknown, M> {
  return (value) => (testWhole(pattern, textOf(value)) ? message : undefined);
}

/** Runs validators in order and returns the first failure. */
export function chain<T, M extends Message = string>(...validators: readonly Validator<T, M>[]): Validator<T, M> {
  return (value) => {
    for (const validator of validators) {
      const message = validator(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/** `pattern.test` without the lastIndex state a global or sticky pattern carries between calls. */
function testWhole(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}
