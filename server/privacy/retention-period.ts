import { addIsoDays, japanToday } from '../../domain/dates/bookableWindow.ts';

/**
 * The first move day whose personal data is still kept at `now`: moves before it are past their
 * retention (`daysAfterMove` days after the move day, Japan's calendar).
 */
export function retentionCutoff(now: Date, daysAfterMove: number): string {
  return addIsoDays(japanToday(now), -daysAfterMove);
}

/**
 * The instant a request moving on `movingDate` ('yyyy-MM-dd') falls past its retention: the start of
 * the Japan day after its last kept day, when the retention job erases it. The visitor's link ends
 * then too, since nothing would be left to show.
 */
export function personalDataEndsAt(movingDate: string, daysAfterMove: number): Date {
  return new Date(`${addIsoDays(movingDate, daysAfterMove + 1)}T00:00:00+09:00`);
}
