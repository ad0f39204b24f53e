import { z } from 'zod';
import { emailRule } from '../validation/contactRules.ts';
import { postalCodeRule } from '../validation/addressRules.ts';
import { MESSAGES } from '../validation/messages.ts';
import { cityCodeField, prefectureCodeField, ruleField } from './schemaParts.ts';

/** POST /api/postal/ */
export const postalRequestSchema = z.object({ zipCode: ruleField(postalCodeRule, MESSAGES.postalCode.required) });
export type PostalRequest = z.infer<typeof postalRequestSchema>;

/** One address of a postal code. */
export interface PostalResult {
  districtCode: string;
  districtName: string;
  postalCode: string;
  /** Full address text: prefecture, city and district names. */
  address: string;
  prefectureCode: string;
  cityCode: string;
}
export interface PostalResponse {
  results: PostalResult[];
}

/** GET /api/districts/{prefectureCode}/{cityCode}/ path parameters. */
export const districtsParamsSchema = z.object({ prefectureCode: prefectureCodeField, cityCode: cityCodeField });
export type DistrictsParams = z.infer<typeof districtsParamsSchema>;
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
export type GroupedCitiesParams = z.infer<typeof groupedCitiesParamsSchema>;
/** Cities of a prefecture grouped under a heading (e.g. by kana row or by county). */
export interface CityGroup {
  label: string;
  data: { cityCode: string; cityName: string }[];
}
export interface GroupedCitiesResponse {
  results: CityGroup[];
}

/** POST /api/location/ — addresses whose text contains `keyword` (1 to 50 characters). */
export const locationRequestSchema = z.object({
  keyword: z.string({ error: MESSAGES.invalidInput }).trim().min(1, { error: MESSAGES.invalidInput }).max(50, { error: MESSAGES.invalidInput }),
});
export type LocationRequest = z.infer<typeof locationRequestSchema>;
/** One address match, with `label`/`value` ready for a suggest list. */
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
export type EmailRequest = z.infer<typeof emailRequestSchema>;
/** Response of POST /api/email/: `message` is null when the address is usable, else an error-master code. */
export interface EmailCheckResponse {
  message: string | null;
}
