/**
 * An item and its count in English, without the counter words Japanese counts with (台, 箱): "Sofa
 * (2-seater) × 1", as the summaries of the English pages and the English e-mails write it.
 */
export function englishItemCount(label: string, count: number): string {
  return `${label} × ${count}`;
}
