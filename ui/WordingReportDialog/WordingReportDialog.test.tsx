import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { EMPTY_WORDING_REPORT, type WordingReportValues } from '../../domain/wordings/wordingReport.ts';
import { describeConformance, expectNoAxeViolations, renderWithTheme } from '../test-utils/index.ts';
import { WordingReportDialog } from './WordingReportDialog.tsx';

describeConformance('WordingReportDialog', {
  themeName: 'HkModalDialog',
  render: (props) => <WordingReportDialog open onClose={() => {}} value={EMPTY_WORDING_REPORT} onChange={() => {}} onSubmit={() => {}} {...props} />,
});

describe('WordingReportDialog', () => {
  it('takes the wording and the suggestion as controlled values, and sends by its button', async () => {
    let value: WordingReportValues = EMPTY_WORDING_REPORT;
    const onChange = vi.fn((next: WordingReportValues) => {
      value = next;
    });
    const onSubmit = vi.fn();
    const screen = await renderWithTheme(<WordingReportDialog open onClose={() => {}} value={value} onChange={onChange} onSubmit={onSubmit} />);
    await expect.element(screen.getByRole('dialog', { name: '翻訳の誤りを報告する' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'おかしいと思った文言' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ wording: 'x', suggestion: '' });
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await expectNoAxeViolations(document.body);
  });

  it("shows each field's message and a failure to send, and waits while sending", async () => {
    const screen = await renderWithTheme(
      <WordingReportDialog
        open
        onClose={() => {}}
        value={EMPTY_WORDING_REPORT}
        onChange={() => {}}
        onSubmit={() => {}}
        errors={{ wording: 'おかしいと思った文言を入力してください。' }}
        failure="送信できませんでした。"
        submitting
      />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'おかしいと思った文言' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('おかしいと思った文言を入力してください。')).toBeVisible();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('送信できませんでした。');
    await expect.element(screen.getByRole('button', { name: '送信する' })).toBeDisabled();
  });

  it('thanks the reader with the report number once it is stored, and closes', async () => {
    const onClose = vi.fn();
    const screen = await renderWithTheme(<WordingReportDialog open onClose={onClose} value={EMPTY_WORDING_REPORT} onChange={() => {}} onSubmit={() => {}} receipt="WR-7Q2M9D4X1B" />);
    await expect.element(screen.getByRole('dialog', { name: '報告を受け付けました' })).toHaveTextContent('WR-7Q2M9D4X1B');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }).last());
    expect(onClose).toHaveBeenCalledOnce();
  });
});
