import type { CompanyTariff, Quote } from '../pricing/index.ts';

/** A moving company as the marketplace works with it (loaded from the `companies` tables). */
export interface MarketplaceCompany {
  /** Company id on the wire (`companyId`, `kissCd`). */
  code: string;
  name: string;
  /** Listing order (sortType 1). */
  order: number;
  telephoneNumber: string;
  businessHours: string;
  /** Where the company receives its leads. */
  leadEmail: string;
  /** URL path of the logo, e.g. '/images/companies/sakura.png'. */
  logoPath: string;
  /** 'national' chains quote every move online; 'regional' firms only moves short of the long-distance band. */
  reach: 'national' | 'regional';
  /** Takes morning (AM) quick bookings. */
  acceptsAm: boolean;
  /** Weekdays 0 (Sunday) … 6 the company does not move on. */
  closedWeekdays: readonly number[];
  /** Single days ('yyyy-MM-dd') the company does not move on, besides its closed weekdays. */
  closedDates: ReadonlySet<string>;
  /** Moves (quick bookings and open reservation leads together) the company takes per day. */
  dailyCapacity: number;
  /** A disabled company is in no new search; its open leads keep their links. */
  enabled: boolean;
  tariff: CompanyTariff;
  /** Prefectures the company serves; a move needs both of its ends served. */
  servicePrefectures: ReadonlySet<string>;
  /**
   * The languages the company serves customers in, as ISO 639-1 codes: Japanese always, others for
   * some (issues 28 and 37), whether the site has pages in them or not.
   */
  languages: readonly string[];
}

/** A partner service's name and description in one language. */
export interface AllianceText {
  readonly title: string;
  readonly content: string;
}

/** A cross-sell partner offered for destination prefectures. */
export interface MarketplaceAlliance {
  id: string;
  /** The service's name and description in Japanese: what the Japanese pages show and the partner's lead says. */
  title: string;
  content: string;
  /**
   * The same in other languages, by ISO 639-1 code ('en', 'zh', …), for the pages and e-mails in
   * them (issues 28 and 37); a language without an entry is read in Japanese.
   */
  texts: Readonly<Record<string, AllianceText>>;
  fileName: string;
  /** Where the partner receives the requests for its service. */
  leadEmail: string;
  order: number;
  /** A disabled partner service is offered to no one. */
  enabled: boolean;
  /** Which end of the move decides whether the partner is offered. */
  servedAt: 'origin' | 'destination';
  prefectures: ReadonlySet<string>;
}

/** A company's prices for one day: the free-slot quote, and the AM quote when it takes AM bookings. */
export interface DayPrice {
  company: MarketplaceCompany;
  free: Quote;
  am: Quote | null;
}
