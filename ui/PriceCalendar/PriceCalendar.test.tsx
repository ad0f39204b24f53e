import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { JAPANESE_SCRIPT } from '../../domain/i18n/japaneseScript.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { PriceCalendar } from './PriceCalendar.tsx';
import type { PriceCalendarProps } from './PriceCalendar.types.ts';

const baseProps: PriceCalendarProps = {
  days: [
    { date: '2026-12-01', lowestPrice: 34_500, lowestPriceAm: 39_000 },
    { date: '2026-12-02', lowestPrice: 30_000 },
    { date: '2026-12-05', lowestPrice: 41_000, lowestPriceAm: 45_000 },
    { date: '2026-12-31', lowestPrice: 52_000, lowestPriceAm: 58_000 },
  ],
  holidays: ['2026-12-02'],
  minDate: '2026-12-01',
  maxDate: '2026-12-31',
  value: null,
  onChange: () => {},
  timeSlot: 'free',
  onTimeSlotChange: () => {},
  month: '2026-12',
  onMonthChange: () => {},
};

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;

describeConformance('PriceCalendar', {
  themeName: 'HkPriceCalendar',
  render: (props) => <PriceCalendar {...baseProps} {...props} />,
});

describe('PriceCalendar', () => {
  it('shows the short ten-thousand-yen label of each available day', async () => {
    await renderWithTheme(<PriceCalendar {...baseProps} />);
    expect(day('2026-12-01').textContent).toContain('3.4万円~');
    expect(day('2026-12-02').textContent).toContain('3万円~');
    expect(day('2026-12-03').getAttribute('data-state')).toBe('unavailable');
  });

  it('marks Saturdays and holidays', async () => {
    await renderWithTheme(<PriceCalendar {...baseProps} />);
    expect(day('2026-12-05').getAttribute('data-kind')).toBe('saturday');
    expect(day('2026-12-02').getAttribute('data-kind')).toBe('holiday');
    expect(day('2026-12-06').getAttribute('data-kind')).toBe('holiday');
  });

  it('counts only AM prices in the AM time slot', async () => {
    await renderWithTheme(<PriceCalendar {...baseProps} timeSlot="am" />);
    expect(day('2026-12-01').textContent).toContain('3.9万円~');
    expect(day('2026-12-02').getAttribute('data-state')).toBe('unavailable');
  });

  it('reports a picked day and ignores unavailable ones', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<PriceCalendar {...baseProps} onChange={onChange} />);
    day('2026-12-03').click(); // Playwright refuses to click aria-disabled elements; a DOM click still reaches the handler.
    await userEvent.click(day('2026-12-05'));
    expect(onChange.mock.calls).toEqual([['2026-12-05']]);
  });

  it('keeps keyboard focus inside the booking window', async () => {
    const onMonthChange = vi.fn();
    await renderWithTheme(<PriceCalendar {...baseProps} value="2026-12-31" onMonthChange={onMonthChange} />);
    day('2026-12-31').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('2026-12-31'));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('2026-12-24'));
    expect(onMonthChange).not.toHaveBeenCalled();
  });

  it('disables month buttons at the edges of the window and marks loading as busy', async () => {
    const screen = await renderWithTheme(<PriceCalendar {...baseProps} loading />);
    await expect.element(screen.getByRole('button', { name: '前の月' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '次の月' })).toBeDisabled();
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('PriceCalendar on an English page (issue 28)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('names the month and the weekdays in English, the week still starting on Sunday', async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(<PriceCalendar {...baseProps} />);
    await expect.element(screen.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await expect.element(screen.getByRole('table', { name: 'December 2026' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expect.element(screen.getByRole('group', { name: 'Time' })).toBeVisible();
  });

  it('shows each day’s short price the English way and says the day and its full price', async () => {
    await activateLocale('en');
    await renderWithTheme(<PriceCalendar {...baseProps} />);
    expect(day('2026-12-01').textContent).toContain('from ¥34k');
    const holiday = page.getByRole('button', { name: 'Wednesday, December 2, 2026, holiday, lowest price ¥30,000' });
    await expect.element(holiday).toHaveAttribute('data-date', '2026-12-02');
    await expect.element(page.getByRole('button', { name: 'Tuesday, December 1, 2026, lowest price ¥34,500' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Thursday, December 3, 2026, no company available' })).toHaveAttribute('aria-disabled', 'true');
    expect(document.body.textContent).not.toMatch(JAPANESE_SCRIPT);
  });
});
