import { describe, expect, it } from 'vitest';
import { isErrorShown } from './errorVisibility.ts';

describe('isErrorShown', () => {
  it('shows an error once edited, or edited and left for quick booking, and every error after a failed submit', () => {
    expect(isErrorShown({}, 'edited')).toBe(false);
    expect(isErrorShown({ modified: true }, 'edited')).toBe(true);
    expect(isErrorShown({ modified: true }, 'editedAndBlurred')).toBe(false);
    expect(isErrorShown({ touched: true }, 'editedAndBlurred')).toBe(false);
    expect(isErrorShown({ modified: true, touched: true }, 'editedAndBlurred')).toBe(true);
    expect(isErrorShown({ submitFailed: true }, 'editedAndBlurred')).toBe(true);
  });
});
