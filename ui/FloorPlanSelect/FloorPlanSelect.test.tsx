import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ESTIMATE_FLOOR_PLAN_OPTIONS, QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../domain/options/floorPlans.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { FloorPlanSelect } from './FloorPlanSelect.tsx';
import type { FloorPlanSelectProps } from './FloorPlanSelect.types.ts';

describeConformance('FloorPlanSelect', {
  themeName: 'HkFloorPlanSelect',
  render: (props) => <FloorPlanSelect options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} label="間取り" value="1" onChange={() => {}} {...props} />,
});

function Controlled(props: Partial<FloorPlanSelectProps>) {
  const [value, setValue] = useState('');
  return (
    <FloorPlanSelect
      options={ESTIMATE_FLOOR_PLAN_OPTIONS}
      label="間取り"
      value={value}
      onChange={setValue}
      error={value === '' ? MESSAGES.floorPlan.required : undefined}
      {...props}
    />
  );
}

describe('FloorPlanSelect', () => {
  it('offers the quick-booking codes 1..14', async () => {
    const quick = await renderWithTheme(<FloorPlanSelect options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} label="間取り" value="" onChange={() => {}} />);
    const quickValues = quick.getByRole('option').elements().map((option) => option.getAttribute('value'));
    expect(quickValues.slice(1, 3)).toEqual(['1', '2']);
  });

  it('offers the estimate codes 01..14', async () => {
    const estimate = await renderWithTheme(<FloorPlanSelect options={ESTIMATE_FLOOR_PLAN_OPTIONS} label="間取り" value="" onChange={() => {}} />);
    expect(estimate.getByRole('option').elements().map((option) => option.getAttribute('value')).at(-1)).toBe('14');
    await expect.element(estimate.getByRole('option', { name: '5K以上' })).toBeInTheDocument();
  });

  it('reports the chosen code', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<FloorPlanSelect options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} label="間取り" value="" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '間取り' }), '2LDK');
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('hides the error until the select was edited and left (quick booking)', async () => {
    const screen = await renderWithTheme(<Controlled />);
    const select = screen.getByRole('combobox', { name: '間取り' });
    await expect.element(select).toBeVisible();
    (select.element() as HTMLSelectElement).focus();
    await userEvent.selectOptions(select, '02');
    await userEvent.selectOptions(select, '選択してください');
    await expect.element(screen.getByText(MESSAGES.floorPlan.required)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(screen.getByText(MESSAGES.floorPlan.required)).toBeVisible();
  });

  it('shows the error as soon as it was edited in the estimate reading', async () => {
    const screen = await renderWithTheme(<Controlled revealErrors="edited" />);
    const select = screen.getByRole('combobox', { name: '間取り' });
    await userEvent.selectOptions(select, '02');
    await userEvent.selectOptions(select, '選択してください');
    await expect.element(screen.getByText(MESSAGES.floorPlan.required)).toBeVisible();
  });
});
