import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { UnavailableCompanyApology } from './UnavailableCompanyApology.tsx';

describeConformance('UnavailableCompanyApology', {
  themeName: 'HkModalDialog',
  render: (props) => <UnavailableCompanyApology open onClose={() => {}} onBackToBelongings={() => {}} {...props} />,
});

describe('UnavailableCompanyApology', () => {
  it('apologises, leads back to the belongings and links to the estimate flow', async () => {
    const onBackToBelongings = vi.fn();
    const screen = await renderWithTheme(<UnavailableCompanyApology open onClose={() => {}} onBackToBelongings={onBackToBelongings} />);
    await expect.element(screen.getByRole('dialog', { name: 'ご予約可能な業者が見つかりませんでした' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: '一括見積りを依頼する' })).toHaveAttribute('href', '/mitsumori/');
    await userEvent.click(screen.getByRole('button', { name: '荷物の量を見直す' }));
    expect(onBackToBelongings).toHaveBeenCalledOnce();
  });
});
