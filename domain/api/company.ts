import type { Locale } from '../i18n/locale.ts';
import type { PricePart } from './priceLines.ts';
import type { CompanyReviews } from './reviews.ts';

/**
 * The languages a company serves its customers in ('ja', and 'en' for those that can take a move in
 * English): the English pages sort or filter the companies by it (issue 28). Optional on the wire:
 * an answer stored before it existed (a replayed write) has none, which means Japanese only.
 */
export type CompanyLanguages = readonly Locale[];

/** Whether a company serves its customers in English (its `languages` include 'en'). */
export function speaksEnglish(languages: CompanyLanguages | undefined): boolean {
  return languages?.includes('en') ?? false;
}

/** A company offered by GET /api/companies/ for an estimate. */
export interface EstimateCompany {
  kissCd: string;
  name: string;
  /** True when the company gives an estimate (false: it only receives the request). */
  estimate: boolean;
  /** Its reviews: count, distribution, kept prices and the score sorting uses (issue 38). */
  reviews: CompanyReviews;
  languages?: CompanyLanguages;
}

/** A company with its price, as listed for a reservation and in estimate results. */
export interface PricedCompany {
  kissCd: string;
  name: string;
  /** Yen, or null when the company gives no price. */
  price: number | null;
  /** The parts adding up to `price`, or null with it. */
  priceParts: PricePart[] | null;
  /** The mean of its reviews' overall scores (1..5, moves booked here only), or null without reviews (issue 38). */
  rate: number | null;
  /** Its reviews: count, distribution, kept prices and the score sorting uses. */
  reviews: CompanyReviews;
  logoFileNm: string;
  estimate: boolean;
  languages?: CompanyLanguages;
}

/**
 * A cross-sell partner offered with an estimate or a reservation. `title` and `content` are in the
 * request's language (Accept-Language, as every answer): English on the English pages, Japanese where
 * the catalogue has no English for the service; the partner's own name stays as it is (issue 28).
 */
export interface Alliance {
  alliance_id: string;
  file_name: string;
  title: string;
  content: string;
}
