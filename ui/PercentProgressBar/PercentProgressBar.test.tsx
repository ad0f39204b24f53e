import { describe, expect, it } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { PercentProgressBar } from './PercentProgressBar.tsx';

describeConformance('PercentProgressBar', {
  themeName: 'HkPercentProgressBar',
  render: (props) => <PercentProgressBar value={33.3} {...props} />,
});

describe('PercentProgressBar', () => {
  it('exposes the value as a labelled progressbar', async () => {
    const screen = await renderWithTheme(<PercentProgressBar value={66.7} />);
    const bar = screen.getByRole('progressbar', { name: '入力完了まで' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '66.7');
    await expect.element(screen.getByText('66.7%')).toBeVisible();
  });

  it('clamps values outside 0..100 and marks 100 as complete', async () => {
    const screen = await renderWithTheme(<PercentProgressBar value={140} className="bar" />);
    await expect.element(screen.getByText('100%')).toBeVisible();
    expect(document.querySelector('.bar')?.getAttribute('data-state')).toBe('complete');
  });
});
