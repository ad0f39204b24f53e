import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, expectNoAxeViolations, renderWithTheme } from '../test-utils/index.ts';
import { ReviewForm } from './ReviewForm.tsx';
import type { ReviewFormProps, ReviewFormValues } from './ReviewForm.types.ts';
import { EMPTY_REVIEW_FORM_VALUES } from './reviewFormModel.ts';

const sakura = { code: 'c001', name: 'さくら引越センター' };
const three = [sakura, { code: 'c002', name: 'みどり運輸' }, { code: 'c003', name: 'あおば引越便' }];
const moved: ReviewFormValues = { ...EMPTY_REVIEW_FORM_VALUES, outcome: 'moved', companyCode: 'c001' };
const filled: ReviewFormValues = { ...moved, overall: 4, priceKept: true, onTime: 5, care: 4, communication: 4, text: '丁寧でした。' };

/** The form as a page holds it: the values outside, every change reported. */
function Harness({ initial, onValues, ...props }: Omit<ReviewFormProps, 'value' | 'onChange'> & { initial: ReviewFormValues; onValues?: (value: ReviewFormValues) => void }) {
  const [value, setValue] = useState(initial);
  return <ReviewForm {...props} value={value} onChange={(next) => { onValues?.(next); setValue(next); }} />;
}

const base = { companies: [sakura], onSubmit: () => undefined };

describeConformance('ReviewForm', {
  themeName: 'HkReviewForm',
  render: (props) => <ReviewForm {...base} value={filled} onChange={() => undefined} {...props} />,
});

describe('ReviewForm', () => {
  it('asks how the move went, one company: moved, did not come, or another company', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<ReviewForm {...base} value={EMPTY_REVIEW_FORM_VALUES} onChange={onChange} />);
    const group = screen.getByRole('group', { name: '引越しはどうでしたか' });
    const radios = group.getByRole('radio').elements().map((radio) => radio.closest('label')?.textContent);
    expect(radios).toEqual(['さくら引越センターが引越しをしました', 'さくら引越センターが来ませんでした', '別の引越し業者で引越しました']);
    expect(screen.getByRole('radiogroup', { name: '総合評価' }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('button', { name: '口コミを投稿する' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'さくら引越センターが来ませんでした' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'noShow', companyCode: 'c001' });
    await userEvent.click(screen.getByRole('radio', { name: '別の引越し業者で引越しました' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'movedElsewhere', companyCode: null });
  });

  it('offers each of three companies', async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<ReviewForm {...base} companies={three} value={EMPTY_REVIEW_FORM_VALUES} onChange={onChange} />);
    expect(screen.getByRole('radio').elements()).toHaveLength(7);
    await userEvent.click(screen.getByRole('radio', { name: 'みどり運輸が引越しをしました' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'moved', companyCode: 'c002' });
  });

  it('rates a move: stars, price, the amount paid when not kept, the aspects and words with their count', async () => {
    const onValues = vi.fn();
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(<Harness {...base} initial={moved} onValues={onValues} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radiogroup', { name: '総合評価' }).getByRole('radio', { name: '4点' }));
    await userEvent.click(screen.getByRole('radio', { name: 'いいえ' }));
    const amount = screen.getByRole('textbox', { name: '実際に支払った金額（円）' });
    await expect.element(amount).toHaveAttribute('inputmode', 'numeric');
    await userEvent.fill(amount, '52000');
    await userEvent.click(screen.getByRole('radiogroup', { name: '時間どおり' }).getByRole('radio', { name: '5点' }));
    await userEvent.click(screen.getByRole('radiogroup', { name: '荷物の扱い' }).getByRole('radio', { name: '3点' }));
    await userEvent.click(screen.getByRole('radiogroup', { name: '対応' }).getByRole('radio', { name: '2点' }));
    const text = screen.getByRole('textbox', { name: 'ご感想（任意）' });
    await userEvent.fill(text, '親切でした');
    await expect.element(screen.getByText('5 / 1000')).toBeVisible();
    await expect.element(text).toHaveAccessibleDescription(/お名前は公開しません。 5 \/ 1000/);
    expect(onValues).toHaveBeenLastCalledWith({
      outcome: 'moved', companyCode: 'c001', overall: 4, priceKept: false, paidAmount: '52000', onTime: 5, care: 3, communication: 2, text: '親切でした',
    });
    await userEvent.click(screen.getByRole('button', { name: '口コミを投稿する' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('chooses stars with the arrow keys', async () => {
    const onValues = vi.fn();
    const screen = await renderWithTheme(<Harness {...base} initial={{ ...moved, overall: 2 }} onValues={onValues} />);
    const overall = screen.getByRole('radiogroup', { name: '総合評価' });
    (overall.getByRole('radio', { name: '2点' }).element() as HTMLInputElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValues).toHaveBeenLastCalledWith({ ...moved, overall: 3 });
    await expect.element(overall.getByRole('radio', { name: '3点' })).toBeChecked();
  });

  it('previews a score while the pointer rests on a star', async () => {
    const screen = await renderWithTheme(<ReviewForm {...base} value={{ ...moved, overall: 1 }} onChange={() => undefined} />);
    const overall = screen.getByRole('radiogroup', { name: '総合評価' });
    const shown = () => [...overall.element().querySelectorAll('label')].map((label) => getComputedStyle(label.querySelector('.HkReviewForm-starOn')!).display !== 'none');
    expect(shown()).toEqual([true, false, false, false, false]);
    await userEvent.hover(overall.getByRole('radio', { name: '3点' }));
    expect(shown()).toEqual([true, true, true, false, false]);
    await userEvent.unhover(overall.getByRole('radio', { name: '3点' }));
  });

  it('marks the count over the limit', async () => {
    const screen = await renderWithTheme(<ReviewForm {...base} value={{ ...filled, text: 'あ'.repeat(1001) }} onChange={() => undefined} />);
    await expect.element(screen.getByText('1001 / 1000')).toHaveAttribute('data-state', 'over');
  });

  it('shows each error under its field, tied to it', async () => {
    const errors = {
      overall: '総合評価を選んでください。',
      priceKept: '見積りどおりの料金だったかを選んでください。',
      paidAmount: '支払った金額を半角数字で入力してください。',
      onTime: '時間どおりの評価を選んでください。',
      text: 'ご感想は1000文字以内で入力してください。',
    };
    const screen = await renderWithTheme(<ReviewForm {...base} value={{ ...moved, priceKept: false }} onChange={() => undefined} errors={errors} />);
    const overall = screen.getByRole('radiogroup', { name: '総合評価' });
    await expect.element(overall).toHaveAttribute('aria-invalid', 'true');
    await expect.element(overall).toHaveAccessibleDescription('総合評価を選んでください。');
    await expect.element(screen.getByRole('radiogroup', { name: '見積りどおりの料金でしたか' })).toHaveAccessibleDescription(errors.priceKept);
    const amount = screen.getByRole('textbox', { name: '実際に支払った金額（円）' });
    await expect.element(amount).toHaveAttribute('aria-invalid', 'true');
    await expect.element(amount).toHaveAccessibleDescription(errors.paidAmount);
    await expect.element(screen.getByRole('radiogroup', { name: '時間どおり' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('radiogroup', { name: '荷物の扱い' })).not.toHaveAttribute('aria-invalid');
    const text = screen.getByRole('textbox', { name: 'ご感想（任意）' });
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
    await expect.element(text).toHaveAccessibleDescription(/ご感想は1000文字以内で入力してください。$/);
    await expectNoAxeViolations(screen.container);
  });

  it('shows the outcome error on the first question', async () => {
    const screen = await renderWithTheme(<ReviewForm {...base} value={EMPTY_REVIEW_FORM_VALUES} onChange={() => undefined} errors={{ outcome: '引越しがどうだったかを選んでください。' }} />);
    const outcome = screen.getByRole('radiogroup', { name: '引越しはどうでしたか' });
    await expect.element(outcome).toHaveAttribute('aria-invalid', 'true');
    await expect.element(outcome).toHaveAccessibleDescription('引越しがどうだったかを選んでください。');
  });

  it('reports a company that did not come', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(<ReviewForm {...base} value={{ ...filled, outcome: 'noShow' }} onChange={() => undefined} onSubmit={onSubmit} />);
    await expect.element(screen.getByText('さくら引越センターが来なかったことを、運営に報告します。')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: '総合評価' }).elements()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '報告する' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('thanks a visitor who moved with another company', async () => {
    const screen = await renderWithTheme(<ReviewForm {...base} value={{ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'movedElsewhere' }} onChange={() => undefined} />);
    await expect.element(screen.getByText(/ご回答ありがとうございます。/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '送信する' })).toBeVisible();
  });

  it('edits a review: until when, update and delete', async () => {
    const onDelete = vi.fn();
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(
      <ReviewForm {...base} value={filled} onChange={() => undefined} onSubmit={onSubmit} onDelete={onDelete} editableUntil="2026-12-09T09:00:00Z" />,
    );
    await expect.element(screen.getByText('2026/12/09 18:00（日本時間）まで編集できます')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '口コミを削除する' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '口コミを更新する' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('waits while submitting', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(<ReviewForm {...base} value={filled} onChange={() => undefined} onSubmit={onSubmit} onDelete={() => undefined} submitting />);
    await expect.element(screen.getByRole('button', { name: '口コミを更新する' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: '口コミを削除する' })).toBeDisabled();
    expect(screen.container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
  });
});

describe('ReviewForm on an English page', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('reads in English, the company names kept in Japanese', async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(
      <ReviewForm {...base} value={{ ...filled, priceKept: false, text: '' }} onChange={() => undefined} onDelete={() => undefined} editableUntil="2026-12-09T09:00:00Z" />,
    );
    await expect.element(screen.getByRole('radio', { name: 'さくら引越センター moved me' })).toBeChecked();
    await expect.element(screen.getByText('さくら引越センター', { exact: true }).first()).toHaveAttribute('lang', 'ja');
    await expect.element(screen.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect.element(screen.getByRole('textbox', { name: 'Amount you actually paid (yen)' })).toBeVisible();
    await expect.element(screen.getByText('You can edit your review until Wed, Dec 9, 2026, 6:00 PM Japan Time')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Update review' })).toBeVisible();
    expect(screen.container.textContent?.replaceAll('さくら引越センター', '')).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
