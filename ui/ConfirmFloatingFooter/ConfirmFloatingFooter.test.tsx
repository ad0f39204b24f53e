import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { ConfirmFloatingFooter } from './ConfirmFloatingFooter.tsx';

describeConformance('ConfirmFloatingFooter', {
  themeName: 'HkConfirmFloatingFooter',
  render: (props) => <ConfirmFloatingFooter submitLabel="この内容で見積りを依頼する" onSubmit={() => {}} {...props} />,
});

describe('ConfirmFloatingFooter', () => {
  it('submits, links the privacy policy when given and shows the note', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(
      <ConfirmFloatingFooter submitLabel="依頼する" onSubmit={onSubmit} note="送信後にメールが届きます。" privacyPolicyHref="/privacy/" />,
    );
    await userEvent.click(screen.getByRole('button', { name: '依頼する' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('link', { name: '個人情報の取り扱い' })).toHaveAttribute('href', '/privacy/');
    await expect.element(screen.getByText('送信後にメールが届きます。')).toBeVisible();
  });

  it('says that pressing the button agrees to the privacy policy: the page has nothing to tick (issue 34)', async () => {
    const screen = await renderWithTheme(<ConfirmFloatingFooter submitLabel="依頼する" onSubmit={() => {}} />);
    await expect.element(screen.getByText('下のボタンを押すと、「個人情報の取り扱いについて」に同意したことになります。')).toBeVisible();
    await activateLocale('en');
    try {
      const english = await renderWithTheme(<ConfirmFloatingFooter submitLabel="Send" onSubmit={() => {}} />);
      await expect.element(english.getByText('By pressing the button below, you agree to')).toBeVisible();
      expect(english.container.textContent).not.toMatch(/before you continue/);
    } finally {
      await activateLocale('ja');
    }
  });

  it('is busy and disabled while submitting', async () => {
    const screen = await renderWithTheme(<ConfirmFloatingFooter submitLabel="依頼する" onSubmit={() => {}} submitting />);
    await expect.element(screen.getByRole('button', { name: '依頼する' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '依頼する' })).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('[data-state]')?.getAttribute('data-state')).toBe('submitting');
  });

  it('sticks to the bottom on mobile and sits inline on PC', async () => {
    await page.viewport(375, 700);
    const screen = await renderWithTheme(<ConfirmFloatingFooter submitLabel="依頼する" onSubmit={() => {}} className="footer" />);
    const root = () => getComputedStyle(document.querySelector('.footer')!);
    expect(root().position).toBe('sticky');
    expect(root().paddingBottom).toMatch(/px$/);
    await page.viewport(1280, 900);
    await screen.rerender(<ConfirmFloatingFooter submitLabel="依頼する" onSubmit={() => {}} className="footer" />);
    expect(root().position).toBe('static');
  });
});
