import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { EMPTY_WORDING_REPORT, WORDING_REPORT_MESSAGES } from '../domain/wordings/wordingReport.ts';
import { WordingReportDialog, type WordingReportDialogProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useArgState } from './support/useArgState.ts';

/** Drives the controlled dialog as the page does: the values live outside it, every change still reaches `onChange`. */
function Harness(args: WordingReportDialogProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <WordingReportDialog {...args} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Feedback/WordingReportDialog',
  component: WordingReportDialog,
  render: Harness,
  args: { open: true, onClose: fn(), value: EMPTY_WORDING_REPORT, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof WordingReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const FAILED = /*i18n*/ '通信に失敗しました。時間をおいてもう一度お試しください。';

const dialog = () => within(document.body).findByRole('dialog', { name: t('翻訳の誤りを報告する') });

/** On a Chinese page: the reader copies the words and sends. */
export const TypeAndSend: Story = {
  globals: { locale: 'zh' },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.type(body.getByRole('textbox', { name: t('おかしいと思った文言') }), '请选择搬家日');
    await userEvent.type(body.getByRole('textbox', { name: t('よりよい言い方（任意）') }), '请选择搬家日期');
    await expect(args.onChange).toHaveBeenLastCalledWith({ wording: '请选择搬家日', suggestion: '请选择搬家日期' });
    await userEvent.click(body.getByRole('button', { name: t('送信する') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Sent without the wording: its message under the field; the network failed: said above the buttons. */
export const Refused: Story = {
  globals: { locale: 'vi' },
  // The messages are read in the story's language as it renders (the language is set after the modules load).
  render: (args) => <Harness {...args} errors={{ wording: t(WORDING_REPORT_MESSAGES.wordingRequired) }} failure={t(FAILED)} />,
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('textbox', { name: t('おかしいと思った文言') })).toHaveAttribute('aria-invalid', 'true');
    await expect(body.getByRole('alert')).toHaveTextContent(t(FAILED));
  },
};

/** Stored: the reader is thanked with the report's number. */
export const Received: Story = {
  args: { receipt: 'WR-7Q2M9D4X1B' },
  play: async ({ args }) => {
    const shown = await within(document.body).findByRole('dialog', { name: t('報告を受け付けました') });
    await expect(shown).toHaveTextContent('WR-7Q2M9D4X1B');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ReceivedMobile: Story = { ...Received, globals: mobileGlobals, play: undefined };

export const Mobile: Story = { globals: { ...mobileGlobals, locale: 'zh' } };
