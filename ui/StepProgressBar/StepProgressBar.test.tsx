import { describe, expect, it } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { StepProgressBar } from './StepProgressBar.tsx';

const STEPS = ['引越し元', '引越し先', '荷物・日程', 'お客様情報'];

describeConformance('StepProgressBar', {
  themeName: 'HkStepProgressBar',
  render: (props) => <StepProgressBar steps={STEPS} activeStep={1} {...props} />,
});

describe('StepProgressBar', () => {
  it('marks earlier steps complete, the active step current and later steps upcoming', async () => {
    const screen = await renderWithTheme(<StepProgressBar steps={STEPS} activeStep={2} />);
    const items = screen.getByRole('listitem').elements();
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['complete', 'complete', 'active', 'upcoming']);
    await expect.element(screen.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
  });

  it('names the indicator for assistive technology', async () => {
    const screen = await renderWithTheme(<StepProgressBar steps={STEPS} activeStep={0} />);
    await expect.element(screen.getByRole('navigation', { name: '入力ステップ' })).toBeVisible();
  });
});
