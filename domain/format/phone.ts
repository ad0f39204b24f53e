import { toHalfWidth } from '../validation/halfWidth.ts';

/**
 * Non-geographic numbers, written by their own grouping (the digits of each group), whatever
 * the general rule below: toll-free 0120 and 0800, navi dial 0570, information 0990 and 0180.
 */
const NON_GEOGRAPHIC: readonly { prefix: string; groups: readonly number[] }[] = [
  { prefix: '0120', groups: [4, 3, 3] },
  { prefix: '0800', groups: [4, 3, 4] },
  { prefix: '0570', groups: [4, 3, 3] },
  { prefix: '0990', groups: [4, 3, 3] },
  { prefix: '0180', groups: [4, 2, 4] },
];

function grouped(digits: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/**
 * A phone number for display (spec §9): 10 digits as 2-4-rest (03-1234-5678), 11 digits as
 * 3-4-rest (090-1234-5678), and the non-geographic numbers as people write them (0120-817-301,
 * 0800-123-4567). Full-width digits are read as digits and separators are ignored; any other
 * number of digits is shown as typed.
 */
export function formatPhone(phone: string): string {
  const digits = toHalfWidth(phone).replace(/\D/g, '');
  const special = NON_GEOGRAPHIC.find(({ prefix, groups }) => digits.startsWith(prefix) && digits.length === groups.reduce((sum, size) => sum + size, 0));
  if (special) return grouped(digits, special.groups);
  if (digits.length === 10) return grouped(digits, [2, 4, 4]);
  if (digits.length === 11) return grouped(digits, [3, 4, 4]);
  return phone;
}
