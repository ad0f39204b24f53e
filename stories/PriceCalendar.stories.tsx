import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longDateInWords } from '../domain/format/japanTime.ts';
import { monthInWords } from '../domain/format/monthInWords.ts';
import { activeLocale, t } from '../domain/i18n/i18n.ts';
import { PriceCalendar, type PriceCalendarProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { CALENDAR_HOLIDAYS, CALENDAR_WINDOW, calendarDays } from './fixtures/calendar.ts';
import { useArgState } from './support/useArgState.ts';

/** Holds value, month and time slot as the app's store would, reporting each change to the args' spies. */
function ControlledPriceCalendar(args: PriceCalendarProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  const [month, setMonth] = useArgState(args.month, args.onMonthChange);
  const [timeSlot, setTimeSlot] = useArgState(args.timeSlot, args.onTimeSlotChange);
  return (
    <PriceCalendar
      {...args}
      value={value}
      month={month}
      timeSlot={timeSlot}
      onChange={setValue}
      onMonthChange={setMonth}
      onTimeSlotChange={setTimeSlot}
    />
  );
}

/**
 * The accessible name of a day button starts with its full date, e.g. "2026年12月10日(木) 最安値…",
 * in English "Thursday, December 10, 2026, lowest price…".
 */
function dayName(isoDate: string): RegExp {
  if (activeLocale() !== 'ja') return new RegExp(`^${longDateInWords(isoDate, activeLocale())},`);
  return new RegExp(`^${monthInWords(isoDate)}\\s*${Number(isoDate.slice(8))}\\s*日`);
}

/** A month's heading, e.g. 2027年1月, January 2027. */
const monthHeading = (month: string) => monthInWords(month, activeLocale());

const meta = {
  title: 'Quick booking/PriceCalendar',
  component: PriceCalendar,
  render: ControlledPriceCalendar,
  args: {
    days: calendarDays(),
    holidays: CALENDAR_HOLIDAYS,
    ...CALENDAR_WINDOW,
    value: null,
    month: '2026-12',
    timeSlot: 'free',
    loading: false,
    onChange: fn(),
    onMonthChange: fn(),
    onTimeSlotChange: fn(),
  },
} satisfies Meta<typeof PriceCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = { args: { value: '2026-12-08' } };

export const AmPrices: Story = { args: { timeSlot: 'am', value: '2026-12-08' } };

export const Loading: Story = { args: { loading: true } };

export const FirstMonthOfWindow: Story = { args: { month: '2026-11' } };

export const LastMonthOfWindow: Story = { args: { month: '2027-02' } };

export const Mobile: Story = { args: { value: '2026-12-08' }, globals: mobileGlobals };

export const PickADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: dayName('2026-12-10') }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-12-10');
    await expect(canvas.getByRole('button', { name: dayName('2026-12-10') })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const UnavailableDayCannotBePicked: Story = {
  play: async ({ canvasElement, args }) => {
    const day = within(canvasElement).getByRole('button', { name: dayName('2026-12-12') });
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardNavigation: Story = {
  args: { value: '2026-12-29' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: dayName('2026-12-29') }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2027-01');
    await expect(canvas.getByRole('heading', { name: monthHeading('2027-01') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: dayName('2027-01-06') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2027-01-06');
  },
};

export const SwitchToAm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('AM') }));
    await expect(args.onTimeSlotChange).toHaveBeenCalledWith('am');
    await expect(canvas.getByRole('button', { name: dayName('2026-12-04') })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const MonthNavigationStopsAtWindow: Story = {
  args: { month: '2027-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('次の月') }));
    await expect(canvas.getByRole('heading', { name: monthHeading('2027-02') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('次の月') })).toBeDisabled();
  },
};

/** On an English page: the month, weekdays and short prices the English way (from ¥34k). */
export const OnEnglishPage: Story = { args: { value: '2026-12-08' }, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...OnEnglishPage, globals: { ...mobileGlobals, locale: 'en' } };

/** On an English page, a day is read as its full date and lowest price. */
export const EnglishDayNames: Story = {
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Tuesday, December 8, 2026, lowest price ¥\d{2},\d{3}$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Saturday, December 5, 2026, no company available$/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
