import { describe, expect, it } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { LoadingContainer } from './LoadingContainer.tsx';

describeConformance('LoadingContainer', {
  themeName: 'HkLoadingContainer',
  render: (props) => <LoadingContainer loading {...props}>内容</LoadingContainer>,
});

describe('LoadingContainer', () => {
  it('shows a named spinner instead of the content while loading', async () => {
    const screen = await renderWithTheme(<LoadingContainer loading>内容</LoadingContainer>);
    await expect.element(screen.getByRole('progressbar', { name: '読み込み中' })).toBeVisible();
    expect(screen.getByText('内容').query()).toBeNull();
    expect(screen.container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the content once loaded', async () => {
    const screen = await renderWithTheme(<LoadingContainer loading={false}>内容</LoadingContainer>);
    await expect.element(screen.getByText('内容')).toBeVisible();
    expect(screen.getByRole('progressbar').query()).toBeNull();
  });
});
