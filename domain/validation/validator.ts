/** A check of one value: the error message, or undefined when the value passes. Never throws. */
export type Validator<T = unknown> = (value: T) => string | undefined;

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
export function required(message: string): Validator {
  return (value) => (isMissing(value) ? message : undefined);
}

/** Fails when the trimmed text is shorter than `min` characters; missing values pass (see `required`). */
export function minLength(min: number, message: string): Validator {
  return (value) => {
    const text = textOf(value);
    return text !== '' && characterCount(text) < min ? message : undefined;
  };
}

/** Fails when the trimmed text is longer than `max` characters. */
export function maxLength(max: number, message: string): Validator {
  return (value) => (characterCount(textOf(value)) > max ? message : undefined);
}

/** Fails when the trimmed text does not match `pattern`; missing values pass. */
export function matches(pattern: RegExp, message: string): Validator {
  return (value) => {
    const text = textOf(value);
    return text !== '' && !testWhole(pattern, text) ? message : undefined;
  };
}

/** Fails when the trimmed text contains a match of `pattern`. */
export function excludes(pattern: RegExp, message: string): Validator {
  return (value) => (testWhole(pattern, textOf(value)) ? message : undefined);
}

/** Runs validators in order and returns the first failure. */
export function chain<T>(...validators: readonly Validator<T>[]): Validator<T> {
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
