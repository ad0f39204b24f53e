import { describe, expect, it } from 'vitest';
import { estimateRequestSchema, quickBookingReserveRequestSchema, reservationReserveRequestSchema } from '../api/index.ts';
import { exampleEstimateRequest, exampleQuickBookingReserveRequest, exampleReservationReserveRequest } from '../testing/exampleRequests.ts';
import { nameKanaRule, nameRule } from './contactRules.ts';
import { FLOW_IDS } from '../flows/flows.ts';
import { MESSAGES, readingOf } from './messages.ts';

/** Names as visitors of English pages write them (issue 28): Latin letters, accents, spaces, hyphens, apostrophes. */
const LATIN_NAMES = [
  'John Smith',
  'José Núñez',
  'Nguyễn Văn An',
  'Nguye\u0302\u0303n Va\u0306n An', // the same, its accents typed as combining marks
  'Kim Min-jun',
  "Siobhán O'Brien",
  'Mary-Jane Watson',
  'Zoë Müller',
  'Bjørn Øster',
  'Łukasz Żółć',
  'Ana da Silva dos Santos',
  'Maria Cristina dela Cruz',
  'John F. Kennedy Jr.',
  'Ｊｏｈｎ Ｓｍｉｔｈ',
] as const;

describe('nameRule with names in Latin letters (issue 28)', () => {
  it.each(FLOW_IDS)('accepts names in Latin letters in the %s flow', (flow) => {
    for (const name of LATIN_NAMES) expect({ name, error: nameRule(flow)(name) }).toEqual({ name, error: undefined });
  });

  it.each(FLOW_IDS)('still refuses surrogate pairs, special symbols and controls in the %s flow', (flow) => {
    const invalid = MESSAGES.name.invalid[readingOf(flow)];
    for (const name of ['John 😀 Smith', '𠮷田 John', 'John Smith ㈱', 'Louis Ⅻ', 'John\u0007Smith', '\u0301\u0303'])
      expect({ name, error: nameRule(flow)(name) }).toEqual({ name, error: invalid });
    // A direction override is refused too (issue 34), with the same message.
    expect(nameRule(flow)('John\u202eSmith')).toBe(invalid);
  });

  it('still keeps a name to 50 characters', () => {
    expect(nameRule('quickBooking')('A'.repeat(51))).toBe(MESSAGES.name.tooLong.quick);
    expect(nameRule('estimate')('A'.repeat(50))).toBeUndefined();
  });

  it('still wants the reading in full-width katakana, never in Latin letters', () => {
    expect(nameKanaRule('John Smith')).toBe(MESSAGES.nameKana.fullWidthKana);
    expect(nameKanaRule('ジョン スミス')).toBeUndefined();
    expect(nameKanaRule('ジョン\u3000スミス')).toBeUndefined();
  });
});

describe('the requests the server checks with the same rules take a name in Latin letters', () => {
  it.each(LATIN_NAMES)('%s', (name) => {
    expect(estimateRequestSchema.safeParse({ ...exampleEstimateRequest, shimei: name, shimeiKana: 'ジョン スミス' }).success).toBe(true);
    expect(reservationReserveRequestSchema.safeParse({ ...exampleReservationReserveRequest, shimei: name, shimeiKana: 'ジョン スミス' }).success).toBe(true);
    expect(quickBookingReserveRequestSchema.safeParse({ ...exampleQuickBookingReserveRequest, customerName: name, customerNameKana: 'ジョン スミス' }).success).toBe(true);
  });
});
