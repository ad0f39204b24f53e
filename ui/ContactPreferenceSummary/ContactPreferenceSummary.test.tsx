import { describe, expect, it } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ContactPreferenceSummary } from './ContactPreferenceSummary.tsx';

describeConformance('ContactPreferenceSummary', {
  themeName: 'HkContactPreferenceSummary',
  render: (props) => <ContactPreferenceSummary value={{ method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] }} {...props} />,
});

describe('ContactPreferenceSummary', () => {
  it('reads e-mail only back with what it means, and no windows', async () => {
    const screen = await renderWithTheme(<ContactPreferenceSummary value={{ method: 'email', windows: [] }} />);
    await expect.element(screen.getByText('メールのみ', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('引越し業者から電話はかかりません', { exact: false })).toBeVisible();
    expect(screen.getByRole('list').elements()).toHaveLength(0);
    await expect.element(screen.getByRole('group', { name: 'ご連絡方法' })).toHaveAttribute('data-state', 'email');
  });

  it('lists the phone windows in the order given, under its own label', async () => {
    const screen = await renderWithTheme(
      <ContactPreferenceSummary value={{ method: 'phone', windows: ['weekdayMorning', 'weekendEvening'] }} label="引越し業者からのご連絡" />,
    );
    await expect.element(screen.getByRole('group', { name: '引越し業者からのご連絡' })).toHaveAttribute('data-state', 'phone');
    await expect.element(screen.getByText('メールと電話', { exact: true })).toBeVisible();
    const windows = screen.getByRole('list', { name: 'お電話を受けられる時間帯' });
    expect(windows.getByRole('listitem').elements().map((item) => item.textContent)).toEqual(['平日 午前（9〜12時）', '土日祝 夜（17〜20時）']);
    await expect.element(screen.getByText('選んだ時間帯にのみ', { exact: false })).toBeVisible();
  });
});
