import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

describeConformance('LanguageSwitch', {
  themeName: 'HkLanguageSwitch',
  render: (props) => <LanguageSwitch locale="ja" href="/en/kantan-yoyaku/" {...props} />,
});

const link = () => document.querySelector<HTMLAnchorElement>('a')!;
/** The words the link shows (its accessible name is said apart, for screen readers). */
const shownName = () => link().querySelector('span[aria-hidden="true"]')?.textContent;

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('on a Japanese page links to the English page, reading "English", named in Japanese', async () => {
    const screen = await renderWithTheme(<LanguageSwitch locale="ja" href="/en/my-move/#token" />);
    const english = screen.getByRole('link', { name: 'English：このページを英語で表示' });
    await expect.element(english).toHaveAttribute('href', '/en/my-move/#token');
    await expect.element(english).toHaveAttribute('hreflang', 'en');
    await expect.element(english).toHaveAttribute('lang', 'en');
    expect(link().querySelector('[lang="ja"]')?.textContent).toBe('English：このページを英語で表示');
    expect(shownName()).toBe('English');
  });

  it('on an English page links to the Japanese page, reading 「日本語」, named in English', async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(<LanguageSwitch locale="en" href="/kantan-yoyaku/step5/" />);
    const japanese = screen.getByRole('link', { name: /^日本語: .*Japanese/ });
    await expect.element(japanese).toHaveAttribute('href', '/kantan-yoyaku/step5/');
    await expect.element(japanese).toHaveAttribute('hreflang', 'ja');
    await expect.element(japanese).toHaveAttribute('lang', 'ja');
    expect(shownName()).toBe('日本語');
  });

  it('is reached with the keyboard, and tells of a follow in this tab only', async () => {
    const onFollow = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await renderWithTheme(<LanguageSwitch locale="ja" href="#elsewhere" onFollow={onFollow} />);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(link());
    await userEvent.keyboard('{Enter}');
    expect(onFollow).toHaveBeenCalledOnce();
    // A click opening a new tab leaves this page as it is: nothing to hand over (and the test stays on its page).
    document.addEventListener('click', (event) => event.preventDefault());
    link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 }));
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('leads nowhere while the page waits for a call, saying it is disabled', async () => {
    const onFollow = vi.fn();
    const screen = await renderWithTheme(<LanguageSwitch locale="ja" href="/en/kantan-yoyaku/confirm/" onFollow={onFollow} disabled />);
    const english = screen.getByRole('link', { name: 'English：このページを英語で表示' });
    await expect.element(english).toHaveAttribute('aria-disabled', 'true');
    expect(link().hasAttribute('href')).toBe(false);
    link().click();
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('offers a touch target of at least 44 px around a chip no taller than a title line', async () => {
    await renderWithTheme(<LanguageSwitch locale="ja" href="/en/mitsumori/" />);
    const target = getComputedStyle(link(), '::after');
    expect([parseFloat(target.width), parseFloat(target.height)].every((size) => size >= 44)).toBe(true);
    expect(link().getBoundingClientRect().height).toBeLessThanOrEqual(27);
  });
});
