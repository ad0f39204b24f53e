import { describe, expect, it } from 'vitest';
import { isErrorShown } from './errorVisibility.ts';

describe('isErrorShown (spec §5)', () => {
  it('shows an error once edited, or edited and left in quick booking’s reading', () => {
    expect(isErrorShown({ edited: false, left: false }, 'edited', false)).toBe(false);
    expect(isErrorShown({ edited: true, left: false }, 'edited', false)).toBe(true);
    expect(isErrorShown({ edited: true, left: false }, 'editedAndBlurred', false)).toBe(false);
    expect(isErrorShown({ edited: false, left: true }, 'editedAndBlurred', false)).toBe(false);
    expect(isErrorShown({ edited: true, left: true }, 'editedAndBlurred', false)).toBe(true);
  });

  it('shows every error after a refused submit, edited or not', () => {
    expect(isErrorShown({ edited: false, left: false }, 'editedAndBlurred', true)).toBe(true);
    expect(isErrorShown({ edited: false, left: false }, 'edited', true)).toBe(true);
  });
});
