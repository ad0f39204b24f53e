/** Shown for a company without closed days, as the belongings summary does for an empty category. */
const NO_CLOSED_DAYS = 'なし';

/** Closed days of a company as a comma list in Japanese style: ['月', '火'] → "月、火"; none → "なし". */
export function formatClosedDays(closedDays: readonly string[]): string {
  return closedDays.length === 0 ? NO_CLOSED_DAYS : closedDays.join('、');
}
