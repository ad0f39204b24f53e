/** Rounds yen to the nearest 100 yen, halves away from zero. */
export function roundTo100(yen: number): number {
  return Math.sign(yen) * Math.round(Math.abs(yen) / 100) * 100;
}
