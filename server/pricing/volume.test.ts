import { describe, expect, it } from 'vitest';
import { SHINJUKU, testMove } from './moves.fixtures.ts';
import type { FloorPlan, HeadCountNumber } from './types.ts';
import { estimatedVolumeM3, floorPlanFromCode, moveVolumeM3, truckPlanFor, truckPlanLabel } from './volume.ts';

describe('truck class', () => {
  it.each([
    ['1R, single', 1, 1, '軽トラック'],
    ['1K, single', 2, 1, '軽トラック'],
    ['1DK, single', 3, 1, '2tショート'],
    ['1LDK, pair', 4, 2, '2tショート'],
    ['2DK, pair', 6, 2, '2tロング'],
    ['2LDK, pair', 7, 2, '3t'],
    ['3K, pair', 8, 2, '3t'],
    ['2LDK, family', 7, 3, '4t'],
    ['3LDK, family', 10, 3, '4t'],
    ['5K or more, family', 14, 3, '4t×2台'],
  ] as const)('%s takes a %s', (_name, floorPlan, headCount, label) => {
    expect(truckPlanLabel(truckPlanFor(estimatedVolumeM3(floorPlan, headCount)))).toBe(label);
  });

  it.each([
    [4, 'kei', 1],
    [4.1, '2tShort', 1],
    [9, '2tShort', 1],
    [13, '2tLong', 1],
    [17, '3t', 1],
    [26, '4t', 1],
    [26.5, '4t', 2],
    [53, '4t', 3],
  ] as const)('%d m³ needs %s ×%i', (volume, truck, count) => {
    expect(truckPlanFor(volume)).toEqual({ truck, count });
  });

  it('grows with the floor plan for every household size', () => {
    for (const headCount of [1, 2, 3] as HeadCountNumber[]) {
      const volumes = Array.from({ length: 14 }, (_, index) => estimatedVolumeM3((index + 1) as FloorPlan, headCount));
      expect(volumes).toEqual([...volumes].sort((a, b) => a - b));
    }
  });

  it('uses the declared belongings instead of the estimate when any are declared', () => {
    const move = testMove(SHINJUKU, SHINJUKU, 10, 3);
    expect(moveVolumeM3({ ...move, declaredVolumeM3: 2.5 })).toBe(2.5);
    expect(moveVolumeM3({ ...move, declaredVolumeM3: 0 })).toBe(estimatedVolumeM3(10, 3));
  });
});

describe('floorPlanFromCode', () => {
  it('reads the estimate codes 01..14 and the quick-booking numbers 1..14 alike', () => {
    expect(floorPlanFromCode('01')).toBe(1);
    expect(floorPlanFromCode('14')).toBe(14);
    expect(floorPlanFromCode('7')).toBe(7);
  });
  it.each(['00', '15', 'x', '', '1.5'])('rejects %j', (code) => {
    expect(() => floorPlanFromCode(code)).toThrow(RangeError);
  });
});
