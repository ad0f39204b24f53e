import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
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
