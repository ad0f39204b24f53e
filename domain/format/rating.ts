/** A rating or satisfaction rate with exactly 2 decimals: 4.5 → "4.50". */
export function formatRating(rating: number): string {
  return rating.toFixed(2);
}
