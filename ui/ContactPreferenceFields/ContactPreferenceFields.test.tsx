import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ContactPreferenceFields } from './ContactPreferenceFields.tsx';

describeConformance('ContactPreferenceFields', {
  themeName: 'HkContactPreferenceFields',
  render: (props) => (
    <ContactPreferenceFields value={{ method: 'phone', windows: ['weekdayEvening'] }} onChange={() => {}} {...props} />
  ),
});

describe('ContactPreferenceFields', () => {
  it('shows the windows only when phone is chosen', async () => {
    const screen = await renderWithTheme(<ContactPreferenceFields value={{ method: 'email', windows: [] }} onChange={() => {}} />);
    await expect.element(screen.getByRole('radio', { name: 'メールのみ' })).toBeChecked();
    expect(screen.getByRole('checkbox').elements()).toHaveLength(0);
    await screen.rerender(<ContactPreferenceFields value={{ method: 'phone', windows: ['weekendMorning'] }} onChange={() => {}} />);
    expect(screen.getByRole('checkbox').elements()).toHaveLength(6);
    await expect.element(screen.getByRole('checkbox', { name: '土日祝 午前（9〜12時）' })).toBeChecked();
  });

  it('reports the whole choice, windows in list order, and empties them for e-mail only', async () => {
    const onChange = vi.fn();
    const value = { method: 'phone', windows: ['weekendEvening'] } as const;
    const screen = await renderWithTheme(<ContactPreferenceFields value={value} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '平日 午前（9〜12時）' }));
    expect(onChange).toHaveBeenLastCalledWith({ method: 'phone', windows: ['weekdayMorning', 'weekendEvening'] });
    await userEvent.click(screen.getByRole('checkbox', { name: '土日祝 夜（17〜20時）' }));
    expect(onChange).toHaveBeenLastCalledWith({ method: 'phone', windows: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'メールのみ' }));
    expect(onChange).toHaveBeenLastCalledWith({ method: 'email', windows: [] });
  });

  it('shows the error once edited and describes the fieldset with it; reports leaving', async () => {
    const onBlur = vi.fn();
    const screen = await renderWithTheme(
      <ContactPreferenceFields value={{ method: 'phone', windows: [] }} onChange={() => {}} onBlur={onBlur} error="時間帯を選択" revealErrors="edited" />,
    );
    await expect.element(screen.getByText('時間帯を選択')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '平日 夜（17〜20時）' }));
    await expect.element(screen.getByRole('group', { name: '引越し業者からのご連絡方法' })).toHaveAccessibleDescription('時間帯を選択');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    (document.activeElement as HTMLElement).blur();
    expect(onBlur).toHaveBeenCalled();
  });
});
