import { describe, expect, it } from 'vitest';
import { castMarkersIn } from './castMarkers.ts';

describe('castMarkersIn', () => {
  it('finds a marked descriptor wrapped in a type assertion, and only those', () => {
    const source = [
      "const a = /*i18n*/ { id: '{max}字以内', values: { max: 3 } } as Message;",
      "const b = /*i18n*/ { id: '{n}件', values: { n: 1 } };",
      "const c = /*i18n*/ '番地';",
      "const d = /*i18n*/ { id: 'x{y}', values: { y: 2 } } satisfies Message;",
    ].join('\n');
    expect(castMarkersIn(source)).toEqual(["{ id: '{max}字以内', values: { max: 3 } }", "{ id: 'x{y}', values: { y: 2 } }"]);
  });
});
