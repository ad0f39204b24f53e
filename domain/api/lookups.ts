import { z } from 'zod';
import { emailRule } from '../validation/contactRules.ts';
import { toHalfWidth } from '../validation/halfWidth.ts';
import { MESSAGES } from '../validation/messages.ts';
import { cityCodeField, firstFailure, prefectureCodeField, reportPostalCodeIssue, ruleField } from './schemaParts.ts';

/** 6 or 7 digits (after folding full-width forms), with or without the hyphen after the third digit. */
const POSTAL_LOOKUP_DIGITS = /^\d{3}-?\d{3,4}$/;
/** ー and ｰ, which Japanese keyboards give for a hyphen typed in kana mode. */
const KANA_LONG_VOWEL_MARKS = /[ーｰ]/g;

/**
 * POST /api/postal/ body. Takes 6 digits as well as 7 (the suggest list looks codes up from
 * 6 characters, spec §2 and §9) and the full-width digits and hyphens visitors type; answers
 * the 6 or 7 half-width digits without the hyphen.
 */
export const postalRequestSchema = z.object({
  zipCode: z
    .string({ error: MESSAGES.postalCode.required })
    .transform((value) => toHalfWidth(value).replace(KANA_LONG_VOWEL_MARKS, '-').trim())
    .superRefine((value, ctx) => {
      if (value === '') reportPostalCodeIssue(ctx, MESSAGES.postalCode.required);
      else if (!POSTAL_LOOKUP_DIGITS.test(value)) reportPostalCodeIssue(ctx, MESSAGES.postalCode.length);
    })
    .transform((value) => value.replace('-', '')),
});

/** One address of a postal code. */
export interface PostalResult {
  districtCode: string;
  districtName: string;
  postalCode: string;
  /**
   * Full address text: prefecture, city and district names (東京都新宿区西新宿); in English when the
   * request prefers it (Accept-Language), smallest part first (Nishishinjuku, Shinjuku-ku, Tokyo).
   */
  address: string;
  prefectureCode: string;
  cityCode: string;
}
/**
 * Response of POST /api/postal/. For a 7-digit code `message` is the error-master code of a lookup
 * that cannot fill the address (ZIP_CODE_NOT_FOUND, ZIP_CODE_DUPPLICATE_ERROR), else null; a
 * 6-digit lookup (the suggest list) always answers null.
 */
export interface PostalResponse {
  results: PostalResult[];
  message: string | null;
}

/** GET /api/districts/{prefectureCode}/{cityCode}/ path parameters. */
export const districtsParamsSchema = z.object({ prefectureCode: prefectureCodeField, cityCode: cityCodeField });
/** One district (town) of a city. */
export interface District {
  districtCode: string;
  districtName: string;
  postalCode: string;
}
export interface DistrictsResponse {
  results: District[];
}

/** GET /api/grouped-cities/{prefectureCode}/ path parameters. */
export const groupedCitiesParamsSchema = z.object({ prefectureCode: prefectureCodeField });
/** Cities of a prefecture grouped under a heading: a designated city's wards, then by kana row (あ行…) or, in English, by initial (A–E…). */
export interface CityGroup {
  label: string;
  data: { cityCode: string; cityName: string }[];
}
export interface GroupedCitiesResponse {
  results: CityGroup[];
}

/** POST /api/location/ — addresses whose text contains `keyword` (1 to 50 characters). */
export const locationRequestSchema = z.object({
  keyword: z.string({ error: MESSAGES.invalidInput }).trim().min(1, firstFailure(MESSAGES.invalidInput)).max(50, firstFailure(MESSAGES.invalidInput)),
});
/** One address match, with `label`/`value` ready for a suggest list (a town's label carries its postal code). */
export interface LocationResult {
  address: string;
  addressCode: string;
  districtCode: string;
  cityCode: string;
  prefectureCode: string;
  label: string;
  value: string;
}
export interface LocationResponse {
  results: LocationResult[];
}

/** GET /api/holidays/: public holidays as yyyy-MM-dd. */
export interface HolidaysResponse {
  results: string[];
}

/** POST /api/email/ */
export const emailRequestSchema = z.object({ email: ruleField(emailRule, MESSAGES.email.required) });
/**
 * Response of POST /api/email/: `message` is null when the address is usable, else an
 * error-master code; a typo report (EMAIL_DOMAIN_TYPO) also carries the sentence to show and the
 * corrected address.
 */
export interface EmailCheckResponse {
  message: string | null;
  text?: string;
  suggestion?: string;
}
