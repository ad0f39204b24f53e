import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { estimateAtConfirm, estimatePage } from '../../testing/estimateFixture.tsx';
import { MOBILE_LAYOUT, PC_LAYOUT, type EstimateLayout } from '../store/layouts.ts';
import { ConfirmPage } from './ConfirmPage.tsx';

/** The estimate's confirm page in `layout` (PC unless said). */
async function confirmPageIn(locale: Locale, layout: EstimateLayout = PC_LAYOUT) {
  const { root, flow } = await estimateAtConfirm(locale, layout);
  return render(estimatePage(root, flow, <ConfirmPage />));
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('the estimate confirm page', () => {
  it('reads what the visitor entered in English on an English page (issue 28)', async () => {
    const screen = await confirmPageIn('en');
    await expect.element(screen.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
    for (const heading of ['Moving from', 'Moving to', 'Moving date', 'People moving and belongings', 'Your details', 'Moving companies to ask for an estimate', 'Other requests']) {
      await expect.element(screen.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    }
    await expect.element(screen.getByRole('button', { name: 'Change: Moving date' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022');
    expect(text).toContain('Kitazawa 4-5-6, Setagaya-ku, Tokyo');
    expect(text).toContain('December 2026, Early in the month (1st–10th) (days: Weekdays)');
    expect(text).toContain('Preferred time: Morning, After 3 p.m.');
    expect(text).toContain('Hanako Yamada (ヤマダ ハナコ)');
    // The kept katakana reading is Japanese on an English page (issue 34): a screen reader reads it with a Japanese voice.
    expect([...screen.container.querySelectorAll('[lang="ja"]')].map((element) => element.textContent)).toContain('ヤマダ ハナコ');
    expect(text).toContain('Your request goes only to these 2 companies.');
    expect(text).not.toMatch(/なし|希望時間帯|年12月|ご依頼は|引越し/);
  });

  it('reads exactly as before on a Japanese page', async () => {
    const screen = await confirmPageIn('ja');
    await expect.element(screen.getByRole('heading', { name: '入力内容の確認', level: 2 })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '引越し予定日を変更する' })).toBeVisible();
    const text = screen.container.textContent ?? '';
    expect(text).toContain('〒1600022 東京都新宿区新宿 1-2-3');
    expect(text).toContain('東京都世田谷区 Kitazawa 4-5-6');
    expect(text).toContain('2026年12月上旬（平日）');
    expect(text).toContain('希望時間帯: 午前、15時以降');
    expect(text).toContain('Hanako Yamada（ヤマダ ハナコ）');
    expect(text).toContain('ご依頼は、この2社にだけ送られます。');
  });
});

describe("the phone's estimate confirm page (spec §2 \"Mobile confirm\")", () => {
  it('has the privacy policy at the top and the bottom and the other info, each closed at first and opened on its own, and the floating footer', async () => {
    const screen = await confirmPageIn('ja', MOBILE_LAYOUT);
    const privacy = screen.getByRole('button', { name: '個人情報の取り扱いについて' });
    const otherInfo = screen.getByRole('button', { name: 'その他のご案内' });
    await expect.element(privacy.first()).toBeVisible();
    expect(privacy.elements()).toHaveLength(2);
    const [top, bottom] = privacy.elements() as [HTMLElement, HTMLElement];
    // The top block comes before every module, the bottom one after them, next to the other info.
    const firstModule = screen.getByRole('button', { name: '引越し元を変更する' }).element();
    expect(top.compareDocumentPosition(firstModule) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bottom.compareDocumentPosition(firstModule) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    for (const toggle of [top, bottom, otherInfo.element()]) expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const otherInfoText = screen.getByText(/見積り依頼後、各引越し業者から/);
    await expect.element(otherInfoText).not.toBeVisible();
    await otherInfo.click();
    await expect.element(otherInfo).toHaveAttribute('aria-expanded', 'true');
    await expect.element(otherInfoText).toBeVisible();
    expect(top.getAttribute('aria-expanded')).toBe('false');
    await privacy.last().click();
    await expect.element(privacy.last()).toHaveAttribute('aria-expanded', 'true');
    expect(top.getAttribute('aria-expanded')).toBe('false');
    await expect.element(screen.getByRole('button', { name: 'この内容で見積りを依頼する' })).toBeVisible();
  });
});
