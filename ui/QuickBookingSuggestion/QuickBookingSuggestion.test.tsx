import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { QuickBookingSuggestion } from './QuickBookingSuggestion.tsx';

describeConformance('QuickBookingSuggestion', {
  themeName: 'HkQuickBookingSuggestion',
  render: (props) => <QuickBookingSuggestion onChooseQuickBooking={() => {}} onChooseEstimate={() => {}} lowestPrice={34_500} {...props} />,
});

describe('QuickBookingSuggestion', () => {
  it('asks the two-way question and reports each answer', async () => {
    const onChooseQuickBooking = vi.fn();
    const onChooseEstimate = vi.fn();
    const screen = await renderWithTheme(
      <QuickBookingSuggestion onChooseQuickBooking={onChooseQuickBooking} onChooseEstimate={onChooseEstimate} />,
    );
    const question = screen.getByRole('group', { name: 'どちらで進めますか？' });
    await userEvent.click(question.getByRole('button', { name: 'このまま一括見積りを依頼する' }));
    expect(onChooseEstimate).toHaveBeenCalledTimes(1);
    await userEvent.click(question.getByRole('button', { name: 'かんたん予約で今すぐ予約する' }));
    expect(onChooseQuickBooking).toHaveBeenCalledTimes(1);
  });

  it('links to quick booking when given an address and shows the lowest price and the answer', async () => {
    const screen = await renderWithTheme(
      <QuickBookingSuggestion onChooseQuickBooking={() => {}} onChooseEstimate={() => {}} href="/kantan-yoyaku/?from=13" lowestPrice={34_500} choice="declined" />,
    );
    await expect.element(screen.getByRole('link', { name: 'かんたん予約で今すぐ予約する' })).toHaveAttribute('href', '/kantan-yoyaku/?from=13');
    await expect.element(screen.getByText('3.4万円~')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'このまま一括見積りを依頼する' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('declined');
  });

  it('says so when its link opens a new tab (the embedded form, issue 26)', async () => {
    const screen = await renderWithTheme(<QuickBookingSuggestion onChooseQuickBooking={() => {}} onChooseEstimate={() => {}} href="/kantan-yoyaku/" opensInNewTab />);
    const link = screen.getByRole('link', { name: 'かんたん予約で今すぐ予約する（新しいタブで開きます）' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener');
  });
});
