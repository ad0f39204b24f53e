import type { PricePart } from './priceLines.ts';
import type { CompanyReviews } from './reviews.ts';

/**
 * The languages a company serves its customers in, as ISO 639-1 codes ('ja' always; 'en', 'zh', 'vi',
 * … for some, including languages the site has no pages in): a page sorts or filters the companies by
 * its own language (issues 28 and 37). Optional on the wire: an answer stored before it existed (a
 * replayed write) has none, which means Japanese only.
 */
export type CompanyLanguages = readonly string[];

/**
 * Whether a company serves its customers in `language`, a language other than Japanese (every company
 * serves Japanese, so on a Japanese page none is marked): the badge and the filter of the other
 * languages' pages, 「英語対応」 on an English page, 可用中文沟通 on a Chinese one.
 */
export function speaksForeignLanguage(languages: CompanyLanguages | undefined, language: string): boolean {
  return language !== 'ja' && (languages?.includes(language) ?? false);
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
 * request's language (Accept-Language, as every answer), or Japanese where the catalogue has none in
 * it for the service; the partner's own name stays as it is (issues 28 and 37).
 */
export interface Alliance {
  alliance_id: string;
  file_name: string;
  title: string;
  content: string;
}
