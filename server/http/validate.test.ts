import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { ApiError } from './errors.ts';
import { parseInput } from './validate.ts';

function errorsOf(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errors;
  }
  throw new Error('parsed');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(z.object({ a: z.string().trim() }), { a: ' x ' })).toEqual({ a: 'x' });
  });

  it('words in Japanese what the schema does not, with one code', () => {
    const schema = z.object({ list: z.array(z.string()), pair: z.tuple([z.literal(0), z.literal(1)]), kind: z.enum(['a', 'b']) });
    expect(errorsOf(schema, { pair: [1, 1], kind: 'c' })).toEqual([
      { code: 'INVALID_INPUT', message: MESSAGES.invalidInput, field: 'list' },
      { code: 'INVALID_INPUT', message: MESSAGES.invalidInput, field: 'pair.0' },
      { code: 'INVALID_INPUT', message: MESSAGES.invalidInput, field: 'kind' },
    ]);
    expect(errorsOf(z.string(), 1)).toEqual([{ code: 'INVALID_INPUT', message: MESSAGES.invalidInput, field: null }]);
  });

  it("keeps a schema's own message and code", () => {
    const schema = z.object({ zip: z.string().refine(() => false, { error: '郵便番号', params: { code: 'ZIP' } }) });
    expect(errorsOf(schema, { zip: '1' })).toEqual([{ code: 'ZIP', message: '郵便番号', field: 'zip' }]);
  });

  it('answers the first failure of a field, and nothing more for a field holding it', () => {
    const schema = z.object({
      counts: z
        .record(z.string(), z.string().regex(/^\d+$/, { error: '数字' }))
        .refine(() => false, { error: 'リスト' })
        .refine(() => false, { error: '二つ目' }),
      name: z.string().min(2, { error: '短い' }).max(1, { error: '長い' }),
    });
    expect(errorsOf(schema, { counts: { a: 'x', b: 'y' }, name: 'abc' })).toEqual([
      { code: 'INVALID_INPUT', message: '数字', field: 'counts.a' },
      { code: 'INVALID_INPUT', message: '数字', field: 'counts.b' },
      { code: 'INVALID_INPUT', message: '長い', field: 'name' },
    ]);
    expect(errorsOf(schema, { counts: {}, name: 'a' })).toEqual([
      { code: 'INVALID_INPUT', message: 'リスト', field: 'counts' },
      { code: 'INVALID_INPUT', message: '短い', field: 'name' },
    ]);
  });
});
