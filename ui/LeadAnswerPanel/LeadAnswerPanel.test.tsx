import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { LeadAnswerPanel } from './LeadAnswerPanel.tsx';

const reasons = [{ value: 'schedule', label: 'ご希望の日時にお伺いできないため' }, { value: 'price', label: '表示した料金ではお引き受けできないため' }] as const;
const timeFrames = [{ value: '1', label: '午前' }, { value: '2', label: '午後' }] as const;
const base = { deadline: '2026/11/27 12:12（日本時間）までにご回答ください。', reasonOptions: reasons, reason: '' as const, onReasonChange: () => undefined, onConfirm: () => undefined, onDecline: () => undefined };

describeConformance('LeadAnswerPanel', { themeName: 'HkLeadAnswerPanel', render: (root) => <LeadAnswerPanel {...base} {...root} /> });

describe('LeadAnswerPanel', () => {
  it('confirms with a time frame and declines with a reason, each through its own button', async () => {
    const onTimeFrameChange = vi.fn();
    const onReasonChange = vi.fn();
    const onConfirm = vi.fn();
    const onDecline = vi.fn();
    const screen = await renderWithTheme(
      <LeadAnswerPanel {...base} confirmDate="2026年12月12日（土）" timeFrameOptions={timeFrames} timeFrame="" onTimeFrameChange={onTimeFrameChange}
        onReasonChange={onReasonChange} onConfirm={onConfirm} onDecline={onDecline} />,
    );
    await expect.element(screen.getByText('確定する日：2026年12月12日（土）（お客様のご希望日）')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '午後' }));
    expect(onTimeFrameChange).toHaveBeenCalledWith('2');
    await userEvent.click(screen.getByRole('radio', { name: '表示した料金ではお引き受けできないため' }));
    expect(onReasonChange).toHaveBeenCalledWith('price');
    await userEvent.click(screen.getByRole('button', { name: '確定する' }));
    await userEvent.click(screen.getByRole('button', { name: '辞退する' }));
    expect([onConfirm.mock.calls.length, onDecline.mock.calls.length]).toEqual([1, 1]);
  });

  it('has no time choice for a quick booking, shows the errors, and waits while busy', async () => {
    const screen = await renderWithTheme(<LeadAnswerPanel {...base} reasonError="辞退の理由を選んでください。" error="この依頼には、すでに「確定」と回答済みです。" busy />);
    expect(screen.getByRole('radio', { name: '午前' }).elements()).toHaveLength(0);
    await expect.element(screen.getByText('辞退の理由を選んでください。')).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('すでに「確定」と回答済み');
    await expect.element(screen.getByRole('button', { name: '確定する' })).toBeDisabled();
  });
});
