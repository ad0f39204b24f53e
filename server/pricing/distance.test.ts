import { describe, expect, it } from 'vitest';
import { greatCircleKm, moveDistance, roadKmBetween } from './distance.ts';
import { PREFECTURE_CODES, areNeighbours, prefectureOffice } from './prefectureOffices.ts';

const neighboursOf = (code: string) => PREFECTURE_CODES.filter((other) => areNeighbours(code, other));
import { OSAKA, SETAGAYA, SHINJUKU, SHIZUOKA, YAMAGUCHI, YOKOHAMA, testMove } from './moves.fixtures.ts';

describe('prefectural offices', () => {
  it('lists the 47 prefectures in code order, all within Japan', () => {
    expect(PREFECTURE_CODES).toEqual(Array.from({ length: 47 }, (_, index) => String(index + 1).padStart(2, '0')));
    for (const code of PREFECTURE_CODES) {
      const office = prefectureOffice(code);
      expect(office.latitude).toBeGreaterThan(24);
      expect(office.latitude).toBeLessThan(46);
      expect(office.longitude).toBeGreaterThan(122);
      expect(office.longitude).toBeLessThan(146);
    }
  });

  it('has symmetric land borders, and every border is shorter than 250 km between offices', () => {
    for (const code of PREFECTURE_CODES) {
      for (const neighbour of neighboursOf(code)) {
        expect(areNeighbours(neighbour, code)).toBe(true);
        expect(greatCircleKm(code, neighbour)).toBeLessThan(250);
      }
    }
    expect(neighboursOf('01')).toEqual([]);
    expect(neighboursOf('47')).toEqual([]);
  });

  it('measures known distances: Tokyo to Osaka about 400 km in a straight line, Tokyo to Sapporo about 830 km', () => {
    expect(greatCircleKm('13', '27')).toBeGreaterThan(390);
    expect(greatCircleKm('13', '27')).toBeLessThan(410);
    expect(greatCircleKm('13', '01')).toBeGreaterThan(810);
    expect(greatCircleKm('13', '01')).toBeLessThan(850);
    expect(roadKmBetween('27', '13')).toBe(Math.round(greatCircleKm('13', '27') * 1.3));
  });
});

describe('moveDistance', () => {
  it.each([
    ['same city', 'sameCity', testMove(SHINJUKU, SHINJUKU, 1, 1)],
    ['same prefecture', 'samePrefecture', testMove(SHINJUKU, SETAGAYA, 1, 1)],
    ['neighbouring prefecture', 'neighbour', testMove(SHINJUKU, YOKOHAMA, 1, 1)],
    ['within 200 km', 'upTo200', testMove(SHINJUKU, SHIZUOKA, 1, 1)],
    ['within 500 km (Nagano does not border Tokyo)', 'upTo500', testMove(SHINJUKU, ['20', '20201'], 1, 1)],
    ['beyond 500 km', 'beyond500', testMove(SHINJUKU, YAMAGUCHI, 1, 1)],
    ['Tokyo to Osaka', 'beyond500', testMove(SHINJUKU, OSAKA, 1, 1)],
    ['Tokyo to Hyogo', 'beyond500', testMove(SHINJUKU, ['28', '28100'], 1, 1)],
    ['Tokyo to Aichi', 'upTo500', testMove(SHINJUKU, ['23', '23100'], 1, 1)],
  ] as const)('%s: %s', (_name, band, move) => {
    expect(moveDistance(move).band).toBe(band);
  });

  it('charges at least as far as a move across a prefecture', () => {
    expect(moveDistance(testMove(SHINJUKU, SETAGAYA, 1, 1)).roadKm).toBe(30);
    expect(moveDistance(testMove(SHINJUKU, YOKOHAMA, 1, 1)).roadKm).toBe(35);
  });
});
