import { describe, expect, it, vi } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { OverlayContainer } from './OverlayContainer.tsx';

describeConformance('OverlayContainer', {
  themeName: 'HkOverlayContainer',
  render: (props) => <OverlayContainer open {...props}><p>内容</p></OverlayContainer>,
});

describe('OverlayContainer', () => {
  it('covers the content with a named spinner and makes it inert while open', async () => {
    const onClick = vi.fn();
    const screen = await renderWithTheme(
      <OverlayContainer open><button onClick={onClick}>送信</button></OverlayContainer>,
    );
    await expect.element(screen.getByRole('progressbar', { name: '処理中' })).toBeVisible();
    expect(screen.getByText('送信').element().closest('[inert]')).not.toBeNull();
  });

  it('leaves the content usable while closed', async () => {
    const screen = await renderWithTheme(<OverlayContainer open={false}><button>送信</button></OverlayContainer>);
    await expect.element(screen.getByRole('button', { name: '送信' })).toBeEnabled();
    expect(screen.getByRole('progressbar').query()).toBeNull();
    expect(screen.getByText('送信').element().closest('[inert]')).toBeNull();
  });
});
