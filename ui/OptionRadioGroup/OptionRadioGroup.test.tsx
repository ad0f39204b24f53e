import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { RESERVATION_TIME_FRAME_OPTIONS } from '../../domain/options/schedule.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { OptionRadioGroup } from './OptionRadioGroup.tsx';

describeConformance('OptionRadioGroup', {
  themeName: 'HkOptionRadioGroup',
  render: (props) => <OptionRadioGroup name="preferredTime" legend="希望時間帯" options={RESERVATION_TIME_FRAME_OPTIONS} value="0" onChange={() => {}} {...props} />,
});

describe('OptionRadioGroup', () => {
  it('is a group named by its legend, with one radio per option and the value checked', async () => {
    const screen = await renderWithTheme(<OptionRadioGroup name="preferredTime" legend="希望時間帯" options={RESERVATION_TIME_FRAME_OPTIONS} value="2" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: '希望時間帯' });
    await expect.element(group).toBeVisible();
    expect(group.getByRole('radio').all().map((radio) => radio.element().getAttribute('name'))).toEqual(['preferredTime', 'preferredTime', 'preferredTime']);
    await expect.element(screen.getByRole('radio', { name: '午後' })).toBeChecked();
  });

  it('calls onChange with the chosen option’s value, and checks none while the value is empty', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<OptionRadioGroup name="preferredTime" legend="希望時間帯" options={RESERVATION_TIME_FRAME_OPTIONS} value="" onChange={onChange} />);
    for (const radio of screen.getByRole('radio').all()) await expect.element(radio).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '午前' }));
    expect(onChange).toHaveBeenCalledWith('1');
  });
});
