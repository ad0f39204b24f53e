import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

const HREFS = { ja: '/my-move/#token', en: '/en/my-move/#token', zh: '/zh/my-move/#token', vi: '/vi/my-move/#token' };

describeConformance('LanguageMenu', {
  themeName: 'HkLanguageMenu',
  render: (props) => <LanguageMenu locale="ja" hrefs={HREFS} {...props} />,
});

const button = () => document.querySelector('button')!;
const links = () => [...document.querySelectorAll('a')];

describe('LanguageMenu', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it("names the page's language on its button, and opens the same page in every language, each named and tagged in itself", async () => {
    const screen = await renderWithTheme(<LanguageMenu locale="ja" hrefs={HREFS} />);
    const opener = screen.getByRole('button', { name: '日本語：言語を選ぶ' });
    await expect.element(opener).toHaveAttribute('aria-expanded', 'false');
    expect(button().textContent).toBe('日本語');
    await opener.click();
    await expect.element(opener).toHaveAttribute('aria-expanded', 'true');
    // The list loads when first opened.
    await expect.element(screen.getByRole('link', { name: 'Tiếng Việt' })).toBeVisible();
    expect(links().map((link) => [link.textContent, link.getAttribute('href'), link.hreflang, link.lang])).toEqual([
      ['日本語✓', '/my-move/#token', 'ja', 'ja'],
      ['English', '/en/my-move/#token', 'en', 'en'],
      ['简体中文', '/zh/my-move/#token', 'zh-Hans', 'zh-Hans'],
      ['Tiếng Việt', '/vi/my-move/#token', 'vi', 'vi'],
    ]);
    await expect.element(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('aria-current', 'page');
  });

  it("is named in the page's language", async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(<LanguageMenu locale="en" hrefs={HREFS} />);
    await expect.element(screen.getByRole('button', { name: /^English: / })).toBeVisible();
  });

  it('tells which language the visitor follows in this tab, and nothing of a link opened elsewhere', async () => {
    const onFollow = vi.fn((_target: string, event: { preventDefault(): void }) => event.preventDefault());
    const screen = await renderWithTheme(<LanguageMenu locale="ja" hrefs={HREFS} onFollow={onFollow} />);
    await screen.getByRole('button').click();
    await expect.element(screen.getByRole('link', { name: '简体中文' })).toBeVisible();
    await screen.getByRole('link', { name: '简体中文' }).click();
    expect(onFollow).toHaveBeenCalledWith('zh', expect.anything());
    document.addEventListener('click', (event) => event.preventDefault());
    links()[3]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('closes on Escape, returning to its button, and on a click elsewhere', async () => {
    const screen = await renderWithTheme(<LanguageMenu locale="ja" hrefs={HREFS} />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('link', { name: '日本語' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(links()[0]);
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(button());
    await expect.element(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await screen.getByRole('button').click();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await expect.element(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open while the page waits for a call', async () => {
    await renderWithTheme(<LanguageMenu locale="ja" hrefs={HREFS} disabled />);
    expect(button().disabled).toBe(true);
    expect(links()).toEqual([]);
  });

  it('offers a touch target of at least 44 px around a chip no taller than a title line', async () => {
    await renderWithTheme(<LanguageMenu locale="ja" hrefs={HREFS} />);
    const target = getComputedStyle(button(), '::after');
    expect([parseFloat(target.width), parseFloat(target.height)].every((size) => size >= 44)).toBe(true);
    expect(button().getBoundingClientRect().height).toBeLessThanOrEqual(27);
  });
});
