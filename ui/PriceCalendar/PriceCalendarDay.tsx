import { styled } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { formatShortPrice, formatYen } from '../../domain/format/price.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import type { PriceCalendarDayKind, PriceCalendarDayState } from './PriceCalendar.types.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import { spokenDateInWords, spokenJapaneseDateParts } from './priceCalendarModel.ts';

export interface PriceCalendarDayProps {
  /** The day, 'yyyy-MM-dd'. */
  date: string;
  /** Day of the month shown in the cell. */
  dayOfMonth: number;
  /** Weekday, Saturday or Sunday/holiday. */
  kind: PriceCalendarDayKind;
  /** Selected, available or unavailable. */
  state: PriceCalendarDayState;
  /** Lowest price of the day for the chosen time slot, when available. */
  price: number | undefined;
  /** Whether the day is the one Tab reaches (roving tabindex). */
  tabbable: boolean;
  /** Called when the day is picked. */
  onPick: (date: string) => void;
  /** Arrow keys and friends, handled by the grid. */
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

const PriceCalendarDayButton = styled('button', { name: 'HkPriceCalendar', slot: 'Day' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: theme.spacing(7),
  padding: theme.spacing(0.5, 0.25),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.sm,
  backgroundColor: theme.palette.surface.raised,
  color: theme.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.primary.main },
  '&:focus-visible': { outline: `${theme.spacing(0.375)} solid ${theme.palette.focusRing}`, outlineOffset: theme.spacing(0.125) },
  '&[data-kind="saturday"] .HkPriceCalendar-dayNumber': { color: theme.palette.calendar.saturday },
  '&[data-kind="holiday"] .HkPriceCalendar-dayNumber': { color: theme.palette.calendar.holiday },
  '&[data-state="unavailable"]': {
    cursor: 'not-allowed',
    backgroundColor: theme.palette.calendar.unavailableBackground,
    borderColor: 'transparent',
  },
  '&[data-state="unavailable"] .HkPriceCalendar-dayNumber, &[data-state="unavailable"] .HkPriceCalendar-dayPrice': {
    color: theme.palette.calendar.unavailable,
  },
  '&[data-state="selected"]': {
    backgroundColor: theme.palette.calendar.selectedBackground,
    borderColor: theme.palette.calendar.selectedBackground,
  },
  '&[data-state="selected"] .HkPriceCalendar-dayNumber, &[data-state="selected"] .HkPriceCalendar-dayPrice': {
    color: theme.palette.calendar.selectedText,
  },
  [theme.breakpoints.up('md')]: { minHeight: theme.spacing(8) },
}));

const PriceCalendarDayNumber = styled('span', { name: 'HkPriceCalendar', slot: 'DayNumber' })(({ theme }) => ({
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightBold,
}));

const PriceCalendarDayPrice = styled('span', { name: 'HkPriceCalendar', slot: 'DayPrice' })(({ theme }) => ({
  fontSize: theme.typography.micro.fontSize,
  fontWeight: theme.typography.fontWeightBold,
  color: theme.palette.price,
  whiteSpace: 'nowrap',
  // English "from ¥34k" is wider than 「3.4万円~」: on a phone it breaks after "from".
  '& .HkPriceCalendar-shortPrice': { whiteSpace: 'normal', textAlign: 'center' },
  [theme.breakpoints.up('sm')]: { fontSize: theme.typography.caption.fontSize },
}));

/**
 * The lowest price of a day. Japanese reads the short label as shown (最安値3.4万円~); another
 * language hears the full price ("lowest price ¥34,500") rather than "from ¥34k".
 */
function PriceCalendarDayLowest({ price }: { price: number }) {
  const locale = activeLocale();
  const shortPrice = formatShortPrice(price, locale);
  if (locale !== 'ja') {
    return (
      <>
        <VisuallyHidden>{t(/*i18n*/ { id: '最安値 {price}', values: { price: formatYen(price, locale) } })}</VisuallyHidden>
        <span className="HkPriceCalendar-shortPrice" aria-hidden>{shortPrice}</span>
      </>
    );
  }
  return (
    <>
      <VisuallyHidden>{t(/*i18n*/ '最安値')}</VisuallyHidden>
      {shortPrice}
    </>
  );
}

/** The day's number, read as the whole date: 「2026年12月16日(水) 休日」, "Wednesday, December 16, 2026, holiday". */
function PriceCalendarDayDate({ date, dayOfMonth, holiday }: { date: string; dayOfMonth: number; holiday: boolean }) {
  const locale = activeLocale();
  if (locale !== 'ja') {
    return (
      <>
        <VisuallyHidden>{spokenDateInWords(date, holiday, locale)}</VisuallyHidden>
        <span aria-hidden>{dayOfMonth}</span>
      </>
    );
  }
  const spoken = spokenJapaneseDateParts(date, holiday);
  return (
    <>
      <VisuallyHidden>{spoken.before}</VisuallyHidden>
      {dayOfMonth}
      <VisuallyHidden>{spoken.after}</VisuallyHidden>
    </>
  );
}

/** One day of the price calendar: the day number and the lowest price, or a dash when nobody accepts it (Japanese "－", English "—"). */
export function PriceCalendarDay({ date, dayOfMonth, kind, state, price, tabbable, onPick, onKeyDown }: PriceCalendarDayProps) {
  const unavailable = state === 'unavailable';
  return (
    <PriceCalendarDayButton
      type="button"
      data-date={date}
      data-state={state}
      data-kind={kind}
      tabIndex={tabbable ? 0 : -1}
      aria-disabled={unavailable || undefined}
      aria-pressed={state === 'selected'}
      onClick={() => { if (!unavailable) onPick(date); }}
      onKeyDown={(event) => onKeyDown(event, date)}
    >
      <PriceCalendarDayNumber className="HkPriceCalendar-dayNumber">
        <PriceCalendarDayDate date={date} dayOfMonth={dayOfMonth} holiday={kind === 'holiday'} />
      </PriceCalendarDayNumber>
      {price === undefined ? (
        <PriceCalendarDayPrice className="HkPriceCalendar-dayPrice">
          <span aria-hidden>{t(/*i18n*/ '－')}</span>
          <VisuallyHidden>{t(/*i18n*/ '予約できる業者なし')}</VisuallyHidden>
        </PriceCalendarDayPrice>
      ) : (
        <PriceCalendarDayPrice className="HkPriceCalendar-dayPrice">
          <PriceCalendarDayLowest price={price} />
        </PriceCalendarDayPrice>
      )}
    </PriceCalendarDayButton>
  );
}
