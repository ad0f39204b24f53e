import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { weekdayNames } from '../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import type { PriceCalendarDayData, PriceCalendarDayState, PriceCalendarProps } from './PriceCalendar.types.ts';
import { PriceCalendarDay } from './PriceCalendarDay.tsx';
import { PriceCalendarHeader } from './PriceCalendarHeader.tsx';
import {
  clampDate, dateAfterKey, monthOf, monthWeeks, priceFor, shiftMonth,
} from './priceCalendarModel.ts';

const PriceCalendarRoot = styled('div', { name: 'HkPriceCalendar', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  position: 'relative',
  display: 'grid',
  gap: theme.spacing(1.5),
}));

const PriceCalendarTable = styled('table', { name: 'HkPriceCalendar', slot: 'Table' })(({ theme }) => ({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: theme.spacing(0.25),
  '&[aria-busy="true"]': { opacity: 0.4 },
  '& th': { ...theme.typography.caption, fontWeight: theme.typography.fontWeightBold, padding: theme.spacing(0.5, 0) },
  '& th:first-of-type': { color: theme.palette.calendar.holiday },
  '& th:last-of-type': { color: theme.palette.calendar.saturday },
  '& td': { padding: 0 },
  [theme.breakpoints.up('md')]: { borderSpacing: theme.spacing(0.5) },
}));

const PriceCalendarSpinner = styled('div', { name: 'HkPriceCalendar', slot: 'Spinner' })({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const PriceCalendarNote = styled('p', { name: 'HkPriceCalendar', slot: 'Note' })(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
}));

/**
 * A month of moving days with each day's lowest price ("3.4万円~", "from ¥34k" on an English page). Days nobody accepts are
 * unavailable; AM counts only companies that accept AM. Arrow keys, Home/End and PageUp/PageDown
 * move between days (roving tabindex); months are limited to the booking window.
 */
export function PriceCalendar(props: PriceCalendarProps) {
  const {
    days, holidays = [], minDate, maxDate, value, onChange, timeSlot, onTimeSlotChange,
    month, onMonthChange, loading = false, className, ref,
  } = props;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const moveFocusRef = useRef(false);

  const dayByDate = useMemo(() => new Map<string, PriceCalendarDayData>(days.map((day) => [day.date, day])), [days]);
  const weeks = useMemo(() => monthWeeks(month, new Set(holidays)), [month, holidays]);

  const stateOf = (date: string): PriceCalendarDayState => {
    if (date < minDate || date > maxDate || priceFor(dayByDate.get(date), timeSlot) === undefined) return 'unavailable';
    return date === value ? 'selected' : 'available';
  };

  const datesInMonth = weeks.flat().flatMap((cell) => (cell.date ? [cell.date] : []));
  const tabbableDate =
    [focusedDate, value].find((date) => date && monthOf(date) === month) ??
    datesInMonth.find((date) => stateOf(date) !== 'unavailable') ??
    datesInMonth[0];

  useEffect(() => {
    if (!moveFocusRef.current || !focusedDate) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedDate}"]`);
    if (button) {
      button.focus();
      moveFocusRef.current = false;
    }
  }, [focusedDate, month]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = dateAfterKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    const target = clampDate(next, minDate, maxDate);
    moveFocusRef.current = true;
    setFocusedDate(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  const firstMonth = monthOf(minDate);
  const lastMonth = monthOf(maxDate);
  return (
    <PriceCalendarRoot ref={ref} className={className} data-state={loading ? 'loading' : 'ready'}>
      <PriceCalendarHeader
        month={month}
        titleId={titleId}
        canGoBack={month > firstMonth}
        canGoForward={month < lastMonth}
        onMonthStep={(step) => onMonthChange(shiftMonth(month, step))}
        timeSlot={timeSlot}
        onTimeSlotChange={onTimeSlotChange}
      />
      <PriceCalendarTable ref={gridRef} aria-labelledby={titleId} aria-busy={loading}>
        <thead>
          <tr>
            {weekdayNames(activeLocale()).map((label) => <th key={label} scope="col">{label}</th>)}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((cell) => cell.date)?.date}>
              {week.map((cell, index) => (
                <td key={cell.date ?? `blank-${index}`}>
                  {cell.date && (
                    <PriceCalendarDay
                      date={cell.date}
                      dayOfMonth={cell.dayOfMonth}
                      kind={cell.kind}
                      state={stateOf(cell.date)}
                      price={priceFor(dayByDate.get(cell.date), timeSlot)}
                      tabbable={cell.date === tabbableDate}
                      onPick={(date) => { setFocusedDate(date); onChange(date); }}
                      onKeyDown={handleKeyDown}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </PriceCalendarTable>
      {loading && (
        <PriceCalendarSpinner>
          <CircularProgress aria-label={t(/*i18n*/ '料金を読み込み中')} />
        </PriceCalendarSpinner>
      )}
      <PriceCalendarNote>{t(/*i18n*/ '表示料金は各日の最安値の目安です。「－」の日は予約できる業者がありません。')}</PriceCalendarNote>
    </PriceCalendarRoot>
  );
}
