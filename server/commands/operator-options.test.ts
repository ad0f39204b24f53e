import { describe, expect, it } from 'vitest';
import { listLimit, operatorLine } from './operator-options.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

describe('listLimit', () => {
  it('is 50 unless given, and takes a whole number from 1 to 1000 only', () => {
    expect(listLimit(undefined, fail)).toBe(50);
    expect(listLimit('1', fail)).toBe(1);
    expect(listLimit('1000', fail)).toBe(1000);
    for (const text of ['0', '1001', '2.5', 'ten']) expect(() => listLimit(text, fail)).toThrow('--limit は1〜1000の整数で指定してください。');
  });
});

describe('operatorLine', () => {
  it('trims a line of 1 to 200 plain characters, and refuses an empty, long, multi-line or marked-up one', () => {
    expect(operatorLine('  カタログを修正  ', 'refused', fail)).toBe('カタログを修正');
    expect(operatorLine('あ'.repeat(200), 'refused', fail)).toHaveLength(200);
    for (const text of [undefined, '   ', 'あ'.repeat(201), 'a\nb', '<b>x</b>']) expect(() => operatorLine(text, 'refused', fail)).toThrow('refused');
  });
});
