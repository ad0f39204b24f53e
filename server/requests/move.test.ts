import { describe, expect, it } from 'vitest';
import { belongingsOf, counted, lastDayOf } from './move.ts';

describe('counted', () => {
  it('gives the items taken as code and count pairs, in the belongings’ order', () => {
    expect(counted({ '10001': 1, '80001': 10 })).toEqual([['10001', 1], ['80001', 10]]);
  });

  it('leaves out an item counted zero, and gives nothing for no belongings', () => {
    expect(counted({ '10001': 0, '20001': 2 })).toEqual([['20001', 2]]);
    expect(counted({})).toEqual([]);
  });
});

describe('belongingsOf', () => {
  it('keeps a count per item code, as numbers', () => {
    expect(belongingsOf([['10001', 1], ['80001', 10]])).toEqual({ '10001': 1, '80001': 10 });
  });

  it('leaves an item counted zero absent', () => {
    const belongings = belongingsOf([['10001', 1], ['10002', 0]]);
    expect(belongings).toEqual({ '10001': 1 });
    expect('10002' in belongings).toBe(false);
  });

  it('adds up a code met twice', () => {
    expect(belongingsOf([['80001', 10], ['10001', 1], ['80001', 5], ['10001', 0]])).toEqual({ '80001': 15, '10001': 1 });
  });

  it('reads any iterable of pairs, and gives no belongings for none', () => {
    expect(belongingsOf(new Map([['20001', 2]]))).toEqual({ '20001': 2 });
    expect(belongingsOf([])).toEqual({});
  });

  it('is undone by counted', () => {
    const pairs: [string, number][] = [['10001', 1], ['20001', 2], ['80001', 20]];
    expect(counted(belongingsOf(pairs))).toEqual(pairs);
  });
});

describe('lastDayOf', () => {
  it('is the day of a move on a day', () => {
    expect(lastDayOf({ kind: 'day', date: '2026-12-05' })).toBe('2026-12-05');
  });

  it('is the last day of the month of a move in a month, whatever part of it and weekdays', () => {
    expect(lastDayOf({ kind: 'month', month: '2027-01', timing: '01', weekdays: '99' })).toBe('2027-01-31');
    expect(lastDayOf({ kind: 'month', month: '2027-04', timing: '03', weekdays: '02' })).toBe('2027-04-30');
    expect(lastDayOf({ kind: 'month', month: '2027-06', timing: '02', weekdays: '01' })).toBe('2027-06-30');
  });

  it('knows February, in a common year and in a leap year', () => {
    expect(lastDayOf({ kind: 'month', month: '2027-02', timing: '03', weekdays: '99' })).toBe('2027-02-28');
    expect(lastDayOf({ kind: 'month', month: '2028-02', timing: '03', weekdays: '99' })).toBe('2028-02-29');
    expect(lastDayOf({ kind: 'month', month: '2100-02', timing: '03', weekdays: '99' })).toBe('2100-02-28');
  });

  it('ends December in the same year', () => {
    expect(lastDayOf({ kind: 'month', month: '2026-12', timing: '03', weekdays: '99' })).toBe('2026-12-31');
  });
});
