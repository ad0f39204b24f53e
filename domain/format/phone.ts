import { toHalfWidth } from '../validation/halfWidth.ts';

/**
 * A phone number for display: 10 digits as 2-4-rest (03-1234-5678), 11 digits as 3-4-rest
 * (090-1234-5678). Full-width digits are read as digits and separators are ignored; any other
 * number of digits is shown as typed.
 */
export function formatPhone(phone: string): string {
  const digits = toHalfWidth(phone).replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return phone;
}
