import { isPlainLine } from '../../domain/validation/characters.ts';

// The options the operators' commands share (`npm run reviews`, `npm run wordings`). Each command
// fails with its own error type, so each passes its own `fail`.

/** A list command's `--limit`: 50 unless given, else a whole number from 1 to 1000. */
export function listLimit(text: string | undefined, fail: (message: string) => never): number {
  const limit = text === undefined ? 50 : Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) fail('--limit は1〜1000の整数で指定してください。');
  return limit;
}

/**
 * A line the operator writes for others to read (the reason a visitor is told, a note on a report),
 * trimmed: 1 to 200 characters of plain text on one line, else `fail(refusal)`.
 */
export function operatorLine(text: string | undefined, refusal: string, fail: (message: string) => never): string {
  const line = text?.trim() ?? '';
  if (line === '' || line.length > 200 || !isPlainLine(line)) fail(refusal);
  return line;
}
