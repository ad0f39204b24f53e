import { describe, expect, it } from 'vitest';
import { REPORTED_PAGE_PATTERN, WORDING_REPORT_MAX_LENGTH, WORDING_REPORT_MESSAGES, wordingReportErrors } from './wordingReport.ts';

describe('wordingReportErrors', () => {
  it('asks for the wording and nothing else when the form is empty', () => {
    expect(wordingReportErrors({ wording: '', suggestion: '' })).toEqual({ wording: WORDING_REPORT_MESSAGES.wordingRequired });
  });

  it('takes a wording of several lines and an empty suggestion', () => {
    expect(wordingReportErrors({ wording: '请选择搬家日期\n第二行', suggestion: '' })).toEqual({});
  });

  it('refuses either field past the longest length', () => {
    const long = 'あ'.repeat(WORDING_REPORT_MAX_LENGTH + 1);
    expect(wordingReportErrors({ wording: long, suggestion: long })).toEqual({
      wording: WORDING_REPORT_MESSAGES.wordingTooLong,
      suggestion: WORDING_REPORT_MESSAGES.suggestionTooLong,
    });
    expect(wordingReportErrors({ wording: 'あ'.repeat(WORDING_REPORT_MAX_LENGTH), suggestion: '' })).toEqual({});
  });

  it('refuses characters no keyboard types', () => {
    expect(wordingReportErrors({ wording: 'a\u0000b', suggestion: 'x\u200by' })).toEqual({
      wording: WORDING_REPORT_MESSAGES.wordingInvalid,
      suggestion: WORDING_REPORT_MESSAGES.suggestionInvalid,
    });
  });
});

describe('REPORTED_PAGE_PATTERN', () => {
  it('takes a path and refuses a query, a fragment or a URL', () => {
    expect(REPORTED_PAGE_PATTERN.test('/zh/mitsumori/step2/')).toBe(true);
    expect(REPORTED_PAGE_PATTERN.test('/vi/my-move/')).toBe(true);
    expect(REPORTED_PAGE_PATTERN.test('/vi/my-move/#token')).toBe(false);
    expect(REPORTED_PAGE_PATTERN.test('/en/lead/?t=1')).toBe(false);
    expect(REPORTED_PAGE_PATTERN.test('https://example.com/')).toBe(false);
  });
});
