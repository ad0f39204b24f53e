import { describe, expect, it } from 'vitest';
import { exampleBelongingsMaster } from '../testing/exampleRequests.ts';
import {
  BELONGINGS_SUB_STEPS,
  belongingsAfterHeadCountChange,
  categoriesOfSubStep,
  categorySummary,
  changeHasOtherBelongings,
  countAfterBlur,
  countOf,
  defaultBelongingsCounts,
  ikeaCategorySummary,
  personTypeOf,
  resetCategory,
  setItemCount,
  subStepBelongingsError,
} from './index.ts';
import { MESSAGES } from '../validation/messages.ts';
import { translatorFor } from '../i18n/translators.ts';
import { BELONGINGS_MASTER } from './master.ts';

const [living, kitchen, cardboard] = exampleBelongingsMaster as [
  (typeof exampleBelongingsMaster)[number],
  (typeof exampleBelongingsMaster)[number],
  (typeof exampleBelongingsMaster)[number],
];

describe('person type', () => {
  it('maps 1, 2, 3 to single, pair, family', () => {
    expect(personTypeOf(1)).toBe('single');
    expect(personTypeOf('2')).toBe('pair');
    expect(personTypeOf(3)).toBe('family');
  });
});

describe('default counts', () => {
  it('fills every item from the master column', () => {
    expect(defaultBelongingsCounts(exampleBelongingsMaster, 'pair')).toEqual({
      '10001': '1', '10002': '1', '10003': '0', '10004': '0', '10024': '0', '20001': '1', '80001': '20',
    });
  });

  it('refills on a person-count change unless the belongings modal was opened', () => {
    const typed = { '80001': '5' };
    expect(belongingsAfterHeadCountChange(typed, exampleBelongingsMaster, 'family', false)['80001']).toBe('30');
    expect(belongingsAfterHeadCountChange(typed, exampleBelongingsMaster, 'family', true)).toBe(typed);
  });
});

describe('counts', () => {
  it('reads counts as numbers, unset and invalid as 0', () => {
    expect(countOf({ a: '3' }, 'a')).toBe(3);
    expect(countOf({ a: ' 3 ' }, 'a')).toBe(3);
    expect(countOf({ a: undefined }, 'a')).toBe(0);
    expect(countOf({ a: 'x' }, 'a')).toBe(0);
    expect(countOf({}, 'a')).toBe(0);
    expect(setItemCount({ a: '1' }, 'b', '2')).toEqual({ a: '1', b: '2' });
  });

  it('resets a count above the limit to 0 on blur', () => {
    expect(countAfterBlur('10001', '30')).toBe('30');
    expect(countAfterBlur('10001', '31')).toBe('0');
    expect(countAfterBlur('80001', '99')).toBe('99');
    expect(countAfterBlur('80001', '100')).toBe('0');
    expect(countAfterBlur('10001', 'abc')).toBe('abc');
  });

  it('sets every item of a reset category to unset', () => {
    const quantity = { '10001': '1', '10002': '2', '20001': '1' };
    expect(resetCategory(quantity, living)).toEqual({
      '10001': undefined, '10002': undefined, '10003': undefined, '10004': undefined, '10024': undefined, '20001': '1',
    });
  });
});

describe('belongings sub-steps', () => {
  const eight = Array.from({ length: 8 }, (_, index) => ({ ...kitchen, code: String(index + 1) }));

  it('splits 8 categories over 7 sub-steps, the 5th showing two', () => {
    expect(BELONGINGS_SUB_STEPS).toBe(7);
    expect(categoriesOfSubStep(eight, 1).map((c) => c.code)).toEqual(['1']);
    expect(categoriesOfSubStep(eight, 4).map((c) => c.code)).toEqual(['4']);
    expect(categoriesOfSubStep(eight, 5).map((c) => c.code)).toEqual(['5', '6']);
    expect(categoriesOfSubStep(eight, 7).map((c) => c.code)).toEqual(['8']);
    expect(categoriesOfSubStep(eight, 8)).toEqual([]);
    expect(categoriesOfSubStep(exampleBelongingsMaster, 5)).toEqual([]);
  });

  it('names a sub-step\'s error once: never an over-limit count its stepper already warns of (issue 26)', () => {
    // The cardboard boxes are the last sub-step's category: 150 of them is over the 99 limit.
    const lastIsCardboard = [...Array.from({ length: 7 }, (_, index) => ({ ...kitchen, code: String(index + 1), items: [] })), cardboard];
    expect(subStepBelongingsError(lastIsCardboard, { '80001': '150' }, BELONGINGS_SUB_STEPS)).toBeUndefined();
    expect(subStepBelongingsError(lastIsCardboard, { '80001': '１' }, BELONGINGS_SUB_STEPS)).toBe(MESSAGES.belongings.digitsOnly);
    expect(subStepBelongingsError(lastIsCardboard, { '80001': '0' }, BELONGINGS_SUB_STEPS)).toBe(MESSAGES.belongings.allZero);
    expect(subStepBelongingsError(lastIsCardboard, { '80001': '0' }, 1)).toBeUndefined();
    expect(subStepBelongingsError(lastIsCardboard, { '80001': '10' }, BELONGINGS_SUB_STEPS)).toBeUndefined();
  });
});

describe('summaries', () => {
  it('lists counted items as label×count joined by " / ", at most 3', () => {
    expect(categorySummary(living, { '10001': '1', '10002': '2' })).toBe('ソファ×1 / テレビ×2');
    expect(categorySummary(living, { '10001': '1', '10002': '2', '10003': '1', '10004': '3' })).toBe('ソファ×1 / テレビ×2 / 本棚×1');
  });

  it('shows the count alone for an item named like its category', () => {
    expect(categorySummary(cardboard, { '80001': '20' })).toBe('20');
  });

  it('says なし when nothing is counted', () => {
    expect(categorySummary(kitchen, { '20001': '0' })).toBe('なし');
    expect(categorySummary(kitchen, {})).toBe('なし');
  });

  it('leaves the excluded items out of the IKEA summary', () => {
    expect(ikeaCategorySummary(living, { '10024': '1' })).toBe('なし');
    expect(ikeaCategorySummary(living, { '10024': '1', '10004': '2' })).toBe('ラグ×2');
    expect(categorySummary(living, { '10024': '1' })).toBe('壁面収納×1');
  });

  it('reads in English with the master’s labels translated, a spaced ×, and None', () => {
    const english = translatorFor('en');
    const [masterLiving, , , , , , , masterBoxes] = BELONGINGS_MASTER;
    expect(categorySummary(masterLiving!, { '10002': '1', '10006': '2' }, english)).toBe('Sofa (2-seater) × 1 / Low table × 2');
    expect(categorySummary(masterLiving!, {}, english)).toBe('None');
    expect(ikeaCategorySummary(masterLiving!, { '10024': '1' }, english)).toBe('None');
    expect(categorySummary(masterBoxes!, { '80001': '10' }, english)).toBe('Cardboard box × 10');
    expect(categorySummary(masterLiving!, { '10002': '1' }, translatorFor('ja'))).toBe('ソファ（2人掛け）×1');
  });
});

describe('other belongings answer', () => {
  it('stashes the text when leaving yes and restores it on return', () => {
    const yes = { hasOtherBelongings: '1' as const, otherBelongings: 'ピアノ', stashedOtherBelongings: '' };
    const no = changeHasOtherBelongings(yes, '0');
    expect(no).toEqual({ hasOtherBelongings: '0', otherBelongings: '', stashedOtherBelongings: 'ピアノ' });
    expect(changeHasOtherBelongings(no, '1')).toEqual(yes);
  });

  it('keeps values when the answer does not change or moves between unset and no', () => {
    const unset = { hasOtherBelongings: '' as const, otherBelongings: '', stashedOtherBelongings: 'x' };
    expect(changeHasOtherBelongings(unset, '')).toBe(unset);
    expect(changeHasOtherBelongings(unset, '0')).toEqual({ ...unset, hasOtherBelongings: '0' });
  });
});
