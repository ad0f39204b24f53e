import { getDay } from 'date-fns';
import { parseQuoteDate } from '../pricing/index.ts';
import type { PrefectureCode } from '../pricing/index.ts';
import { alliances } from './alliances.ts';
import { companies } from './companies.ts';
import type { Alliance, Company, Weekday } from './types.ts';

/** Companies serving both ends of a move, in ranking order. */
export function companiesServing(fromPrefecture: PrefectureCode, toPrefecture: PrefectureCode): Company[] {
  return companies
    .filter((company) => company.prefectures.includes(fromPrefecture) && company.prefectures.includes(toPrefecture))
    .sort((a, b) => a.order - b.order);
}

/** Whether the company does not move anyone on the date ('yyyy-MM-dd'), by its weekly closing days. */
export function isClosedOn(company: Pick<Company, 'closedWeekdays'>, date: string): boolean {
  return company.closedWeekdays.includes(getDay(parseQuoteDate(date)) as Weekday);
}

/** Alliance partners offered for a move: each is judged at the end where its service is delivered. */
export function alliancesServing(fromPrefecture: PrefectureCode, toPrefecture: PrefectureCode): Alliance[] {
  return alliances.filter((alliance) =>
    alliance.prefectures.includes(alliance.servedAt === 'origin' ? fromPrefecture : toPrefecture));
}

/** The company with the code (kissCd / companyId), or undefined. */
export function companyByCode(code: string): Company | undefined {
  return companies.find((company) => company.code === code);
}
