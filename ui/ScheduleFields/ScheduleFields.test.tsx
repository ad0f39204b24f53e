import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ScheduleFields } from './ScheduleFields.tsx';
import type { ScheduleValues } from './ScheduleFields.types.ts';

/** 2026-01-15: the moving window starts on the 18th (mid January). */
const TODAY = new Date(2026, 0, 15);
const PRECISE: ScheduleValues = { scheduleFormat: 'precise', movingDate: '2026/01/18', month: '202601', timing: '02', day: '99', showPreferredTime: false, preferredTime: [] };
const APPROXIMATE: ScheduleValues = { ...PRECISE, scheduleFormat: 'approximate' };

describeConformance('ScheduleFields', {
  themeName: 'HkScheduleFields',
  render: (props) => <ScheduleFields value={PRECISE} onChange={() => {}} today={TODAY} {...props} />,
});

function Controlled({ initial }: { initial: ScheduleValues }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ScheduleFields value={value} onChange={setValue} today={TODAY} errors={{ movingDate: value.movingDate ? undefined : MESSAGES.movingDate.required }} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe('ScheduleFields', () => {
  it('limits the precise date to today + 3 days .. today + 3 months', async () => {
    const screen = await renderWithTheme(<Controlled initial={PRECISE} />);
    const date = screen.getByLabelText('引越し予定日', { exact: true });
    await expect.element(date).toHaveAttribute('min', '2026-01-18');
    await expect.element(date).toHaveAttribute('max', '2026-04-15');
    await expect.element(date).toHaveValue('2026-01-18');
  });

  it('offers 4 months, drops past timings of the first month and picks the first timing on a month change', async () => {
    const screen = await renderWithTheme(<Controlled initial={APPROXIMATE} />);
    const month = screen.getByRole('combobox', { name: '引越し予定月' });
    expect(month.getByRole('option').elements().map((option) => option.textContent)).toEqual(['選択してください', '2026年1月', '2026年2月', '2026年3月', '2026年4月']);
    const timing = screen.getByRole('combobox', { name: '時期' });
    expect(timing.getByRole('option').elements().map((option) => option.textContent)).toEqual(['中旬', '下旬']);
    await userEvent.selectOptions(month, '202602');
    await expect.element(screen.getByRole('status')).toHaveTextContent('"month":"202602","timing":"01"');
    await userEvent.selectOptions(month, '202604');
    expect(timing.getByRole('option').elements().map((option) => option.textContent)).toEqual(['上旬', '中旬']);
  });

  it('switches between a precise date and a month', async () => {
    const screen = await renderWithTheme(<Controlled initial={PRECISE} />);
    await userEvent.click(screen.getByRole('radio', { name: '日付が決まっていない' }));
    await expect.element(screen.getByRole('combobox', { name: '引越し予定月' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '土日祝' })).toBeVisible();
  });

  it('shows the preferred times once asked and keeps them in option order', async () => {
    const screen = await renderWithTheme(<Controlled initial={PRECISE} />);
    expect(screen.getByRole('checkbox', { name: '午前' }).query()).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '希望の時間帯を指定する' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '15時以降' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '午前' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('"preferredTime":["preferredTime1","preferredTime3"]');
  });
});

describe('ScheduleFields in English', () => {
  beforeEach(() => activateLocale('en'));
  afterEach(() => activateLocale('ja'));

  it('asks in English and says the months the English way', async () => {
    const screen = await renderWithTheme(<Controlled initial={APPROXIMATE} />);
    await expect.element(screen.getByRole('radio', { name: 'I do not know the date yet' })).toBeChecked();
    const month = screen.getByRole('combobox', { name: 'Month of the move' });
    expect(month.getByRole('option').elements().map((option) => option.textContent)).toEqual(['Select', 'January 2026', 'February 2026', 'March 2026', 'April 2026']);
    await expect.element(screen.getByRole('group', { name: 'Preferred days' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Weekends and holidays' })).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose preferred times of day' }));
    await expect.element(screen.getByRole('group', { name: 'Preferred times of day (choose one or more)' })).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'After 3 p.m.' })).toBeVisible();
  });

  it('names the precise date in English', async () => {
    const screen = await renderWithTheme(<Controlled initial={PRECISE} />);
    await expect.element(screen.getByLabelText('Moving date', { exact: true })).toHaveValue('2026-01-18');
  });
});
