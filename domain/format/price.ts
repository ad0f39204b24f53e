const YEN_PER_MAN = 10_000;
const thousands = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** An integer amount with thousands separators: 34500 → "34,500". */
export function formatPrice(amount: number): string {
  return thousands.format(Math.trunc(amount));
}

/** A yen amount with separators and the yen sign: 34500 → "34,500円". */
export function formatYen(amount: number): string {
  return `${formatPrice(amount)}円`;
}

/**
 * A short "from" price label in ten-thousand-yen units with a tilde.
 * Rule: the amount is rounded DOWN to one decimal of 万 (so the label never overstates the
 * lowest price it introduces) and a trailing ".0" is dropped: 34,500 → "3.4万円~",
 * 30,000 → "3万円~", 1,234,000 → "123.4万円~". Amounts under 10,000 yen keep the full
 * figure: 9,800 → "9,800円~".
 */
export function formatShortPrice(amount: number): string {
  const yen = Math.max(0, Math.trunc(amount));
  if (yen < YEN_PER_MAN) return `${formatPrice(yen)}円~`;
  const tenths = Math.floor(yen / (YEN_PER_MAN / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  const man = decimal === 0 ? formatPrice(whole) : `${formatPrice(whole)}.${decimal}`;
  return `${man}万円~`;
}
