/** Closed days of a company as a comma list in Japanese style: ['月', '火'] → "月、火". */
export function formatClosedDays(closedDays: readonly string[]): string {
  return closedDays.join('、');
}
