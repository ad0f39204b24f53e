import { describe, expect, it } from 'vitest';
import { readCsrfToken } from '../api/http.ts';
import { PAGE_NOT_READY_MESSAGE, startOrAlert } from './alertAction.ts';

describe('startOrAlert (spec §8: the alert action)', () => {
  const pageWithout = { querySelector: () => null };

  it('tells the visitor with a browser alert when the page cannot start, and still throws the client error', () => {
    const alerts: string[] = [];
    expect(() => startOrAlert(() => readCsrfToken(pageWithout), (message) => alerts.push(message))).toThrow('CSRF token is not defined');
    expect(alerts).toEqual([PAGE_NOT_READY_MESSAGE]);
  });

  it('says nothing when the page starts', () => {
    const alerts: string[] = [];
    expect(startOrAlert(() => 'started', (message) => alerts.push(message))).toBe('started');
    expect(alerts).toEqual([]);
  });
});
