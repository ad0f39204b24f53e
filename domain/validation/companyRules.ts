import { MESSAGES } from './messages.ts';
import type { Validator } from './validator.ts';

/** Companies per provisional reservation: 1 to 3. */
export const MAX_RESERVATION_COMPANIES = 3;

/** A company chosen twice (a request a form cannot make, refused rather than stored twice). */
const hasDuplicates = (companies: readonly string[]) => new Set(companies).size !== companies.length;

export const estimateCompaniesRule: Validator<readonly string[]> = (companies) => {
  if (companies.length === 0) return MESSAGES.companies.estimateRequired;
  return hasDuplicates(companies) ? MESSAGES.companies.duplicate : undefined;
};

export const reservationCompaniesRule: Validator<readonly string[]> = (companies) => {
  if (companies.length === 0) return MESSAGES.companies.reservationRequired;
  if (companies.length > MAX_RESERVATION_COMPANIES) return MESSAGES.companies.reservationTooMany;
  return hasDuplicates(companies) ? MESSAGES.companies.duplicate : undefined;
};

/**
 * Toggles a company in a selection. Adding beyond `max` is refused: the list is returned unchanged
 * with the warning to show (the reservation flow passes 3).
 */
export function toggleCompany(
  companies: readonly string[],
  companyCode: string,
  max = Number.POSITIVE_INFINITY,
): { companies: string[]; warning: string | undefined } {
  if (companies.includes(companyCode)) {
    return { companies: companies.filter((code) => code !== companyCode), warning: undefined };
  }
  if (companies.length >= max) return { companies: [...companies], warning: MESSAGES.companies.reservationTooMany };
  return { companies: [...companies, companyCode], warning: undefined };
}
