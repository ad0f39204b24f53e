import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '../domain/i18n/i18n.ts';
import { translateMessage, type Message } from '../domain/i18n/message.ts';
import { emailRule, nameKanaRule, nameRule, phoneRule } from '../domain/validation/index.ts';
import { ContactFields, type ContactFieldsProps, type ContactValues } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useArgState } from './support/useArgState.ts';

const FILLED: ContactValues = { name: '山田 太郎', nameKana: 'ヤマダ タロウ', email: 'taro@example.jp', tel: '09012345678' };
const EMPTY: ContactValues = { name: '', nameKana: '', email: '', tel: '' };

/** A rule's message as the page shows it. */
const shown = (message: Message | undefined) => (message === undefined ? undefined : translateMessage(i18n, message));

function errorsOf(flow: ContactFieldsProps['flow'], value: ContactValues) {
  return { name: nameRule(flow)(value.name), nameKana: nameKanaRule(value.nameKana), email: emailRule(value.email), tel: shown(phoneRule(flow)(value.tel)) };
}

const meta = {
  title: 'Forms/ContactFields',
  component: ContactFields,
  args: { flow: 'quick', value: FILLED, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ContactFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuickBooking: Story = {};

export const Estimate: Story = { args: { flow: 'estimate' } };

export const QuickBookingErrors: Story = {
  args: { value: { ...EMPTY, nameKana: 'やまだ', tel: '0312' }, errors: errorsOf('quick', { ...EMPTY, nameKana: 'やまだ', tel: '0312' }), showAllErrors: true },
};

export const EstimateErrors: Story = {
  args: { flow: 'estimate', value: { ...EMPTY, tel: '0312' }, errors: errorsOf('estimate', { ...EMPTY, tel: '0312' }), showAllErrors: true },
};

export const Mobile: Story = { globals: mobileGlobals };

/** A corrected address offered after the server's typo check of the e-mail. */
export const EmailCorrection: Story = {
  args: {
    value: { ...FILLED, email: 'taro@gmial.com' },
    emailCorrection: { text: 'taro@gmail.com の入力間違いではありませんか？', email: 'taro@gmail.com' },
  },
};

export const ApplyEmailCorrection: Story = {
  ...EmailCorrection,
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修正する' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...FILLED, email: 'taro@gmail.com' });
  },
};

function Controlled(args: ContactFieldsProps) {
  const [value, setValue] = useArgState(EMPTY, args.onChange);
  return <ContactFields {...args} value={value} errors={errorsOf(args.flow, value)} onChange={setValue} />;
}

export const ChooseEmailDomain: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await userEvent.type(email, 'hanako@');
    await expect(canvas.getAllByRole('button', { name: /^hanako@/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'hanako@yahoo.co.jp' }));
    await expect(email).toHaveValue('hanako@yahoo.co.jp');
    await expect(canvas.queryByRole('list', { name: 'メールアドレスの候補' })).toBeNull();
  },
};

export const SuggestionsWhileTyping: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'hanako@i');
    await expect(canvas.getByRole('list', { name: 'メールアドレスの候補' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^hanako@i/ })).toHaveLength(2);
  },
};
