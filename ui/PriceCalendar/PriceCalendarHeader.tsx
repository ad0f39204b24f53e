import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import { monthInWords } from '../../domain/format/monthInWords.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { DESIRED_TIME_OPTIONS, type DesiredTime } from '../../domain/options/schedule.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons.tsx';

export interface PriceCalendarHeaderProps {
  /** The month shown, 'yyyy-MM'. */
  month: string;
  /** Id of the month title, which names the grid. */
  titleId: string;
  /** Whether an earlier month is inside the booking window. */
  canGoBack: boolean;
  /** Whether a later month is inside the booking window. */
  canGoForward: boolean;
  /** Moves by the given number of months. */
  onMonthStep: (months: -1 | 1) => void;
  /** Free time or AM. */
  timeSlot: DesiredTime;
  /** Called with the newly chosen time slot. */
  onTimeSlotChange: (timeSlot: DesiredTime) => void;
}

const PriceCalendarHeaderRoot = styled('div', { name: 'HkPriceCalendar', slot: 'Header' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
}));

const PriceCalendarMonthNav = styled('div', { name: 'HkPriceCalendar', slot: 'MonthNav' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  '& h3': { ...theme.typography.h3, margin: 0, minWidth: theme.spacing(14), textAlign: 'center' },
}));

/** The time slots as their labels are written ("Any time", not MUI's capitals). */
const PriceCalendarTimeSlots = styled(ToggleButtonGroup, { name: 'HkPriceCalendar', slot: 'TimeSlots' })({
  '& .MuiToggleButton-root': { textTransform: 'none' },
});

/** Month title with previous/next buttons, and the free-time/AM switch. */
export function PriceCalendarHeader(props: PriceCalendarHeaderProps) {
  const { month, titleId, canGoBack, canGoForward, onMonthStep, timeSlot, onTimeSlotChange } = props;
  return (
    <PriceCalendarHeaderRoot>
      <PriceCalendarMonthNav>
        <IconButton aria-label={t(/*i18n*/ '前の月')} disabled={!canGoBack} onClick={() => onMonthStep(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <h3 id={titleId} aria-live="polite">{monthInWords(month, activeLocale())}</h3>
        <IconButton aria-label={t(/*i18n*/ '次の月')} disabled={!canGoForward} onClick={() => onMonthStep(1)}>
          <ChevronRightIcon />
        </IconButton>
      </PriceCalendarMonthNav>
      <PriceCalendarTimeSlots
        exclusive
        size="small"
        color="primary"
        aria-label={t(/*i18n*/ '時間帯')}
        value={timeSlot}
        onChange={(_, next: DesiredTime | null) => { if (next) onTimeSlotChange(next); }}
      >
        {DESIRED_TIME_OPTIONS.map((option) => (
          <ToggleButton key={option.value} value={option.value}>{t(option.label)}</ToggleButton>
        ))}
      </PriceCalendarTimeSlots>
    </PriceCalendarHeaderRoot>
  );
}
