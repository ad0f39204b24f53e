import type { PreferredTime, ScheduleFormat, Timing, WeekdayPreference } from '../../options/schedule.ts';
import { PREFERRED_TIME_OPTIONS } from '../../options/schedule.ts';
import type { CompaniesQuery, EstimateRequest } from '../estimate.ts';
import type { BelongingsCategory } from '../belongings.ts';
import { companyListMoveQuery, movingRequestBody, splitMovingDate, type CompanyListMove, type MovingRequestValues } from './movingRequest.ts';

type KibouJikanArray = EstimateRequest['kibouJikanCd'];

/** The estimate's schedule (spec §3 "Schedule"): a fixed date, or a month with its timing and weekday preference; preferred times. */
export interface EstimateScheduleValues {
  scheduleFormat: ScheduleFormat;
  /** yyyy/MM/dd, used when scheduleFormat is 'precise'. */
  movingDate: string;
  /** yyyyMM, timing and weekday preference, used when scheduleFormat is 'approximate'. */
  month: string;
  timing: Timing;
  day: WeekdayPreference;
  showPreferredTime: boolean;
  preferredTime: PreferredTime[];
}

/** The estimate form: the moving request with the estimate's schedule. */
export interface EstimateFormValues extends MovingRequestValues, EstimateScheduleValues {}

/** Preferred times as the 5-slot array: indexes 2, 3, 4 are 1 for preferredTime1, 2, 3 when chosen and shown. */
export function kibouJikanArray(values: Pick<EstimateScheduleValues, 'showPreferredTime' | 'preferredTime'>): KibouJikanArray {
  const chosen = (index: number): 0 | 1 => {
    const option = PREFERRED_TIME_OPTIONS[index];
    return values.showPreferredTime && option !== undefined && values.preferredTime.includes(option.value) ? 1 : 0;
  };
  return [0, 0, chosen(0), chosen(1), chosen(2)];
}

/** The schedule as the estimate and its company list send it: a date (isYoteibi '1') or a month, timing and weekday ('0'). */
function scheduleKeys(schedule: EstimateScheduleValues) {
  if (schedule.scheduleFormat === 'precise') return { isYoteibi: '1', ...splitMovingDate(schedule.movingDate) } as const;
  return { isYoteibi: '0', kohoDateYearMonth: schedule.month, kohoJikiKbnCd: schedule.timing, kohoYobiKbnCd: schedule.day } as const;
}

/** POST /api/estimate/ body: precise (isYoteibi '1') or approximate (isYoteibi '0') schedule. */
export function buildEstimatePayload(values: EstimateFormValues, master: readonly BelongingsCategory[]): EstimateRequest {
  return { ...movingRequestBody(values, master), kibouJikanCd: kibouJikanArray(values), ...scheduleKeys(values) };
}

/** GET /api/companies/ query of a move and its estimate schedule. */
export function estimateCompaniesQueryOf(move: CompanyListMove & EstimateScheduleValues, master: readonly BelongingsCategory[]): CompaniesQuery {
  return { ...companyListMoveQuery(move, master), ...scheduleKeys(move) };
}
