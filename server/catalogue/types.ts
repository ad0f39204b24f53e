import type { CompanyTariff, PrefectureCode } from '../pricing/index.ts';

/** Day of the week as date-fns numbers it: 0 Sunday .. 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Colours and letters of a generated logo badge. */
export interface LogoBadge {
  /** One or two Latin capitals drawn on the badge. */
  initials: string;
  /** Badge colour, '#rrggbb'. */
  color: string;
}

/** A moving company of the catalogue. */
export interface Company {
  /** Stable code, sent as kissCd (estimate and reservation flows) and companyId (quick booking), e.g. 'K0001'. */
  code: string;
  name: string;
  /** 'national' chains serve every prefecture; 'regional' firms a few. */
  reach: 'national' | 'regional';
  /** URL path of the logo under app/public, e.g. '/images/companies/K0001.png'. */
  logoPath: string;
  logo: LogoBadge;
  telephoneNumber: string;
  businessHours: string;
  /** Where the company receives its leads (invented addresses under example.jp, reserved for examples). */
  leadEmail: string;
  /** Ranking order, 1 first; unique. */
  order: number;
  /** Customer satisfaction, 3.20..4.80. */
  satisfactionRate: number;
  /** Prefecture codes served; a move needs both ends served. */
  prefectures: readonly PrefectureCode[];
  /** Weekdays the company does not move anyone. */
  closedWeekdays: readonly Weekday[];
  /** Whether it takes morning (AM) slot requests. */
  acceptsAm: boolean;
  /** Moves it can take per day. */
  dailyCapacity: number;
  tariff: CompanyTariff;
}

/** Where an alliance partner's service is delivered, so which end of the move decides whether it is offered. */
export type AllianceSide = 'origin' | 'destination';

/** A cross-sell partner (internet, utilities, cleaning...), field names as the API sends them. */
export interface Alliance {
  alliance_id: string;
  /** URL path of the partner's image, e.g. '/images/companies/alliances/A001.png'. */
  file_name: string;
  title: string;
  content: string;
  /** Where the partner receives the requests for its service (invented, under example.jp). */
  leadEmail: string;
  servedAt: AllianceSide;
  prefectures: readonly PrefectureCode[];
  logo: LogoBadge;
}
