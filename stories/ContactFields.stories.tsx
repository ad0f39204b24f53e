import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n, t } from '../domain/i18n/i18n.ts';
import { translateMessage, type Message } from '../domain/i18n/message.ts';
import { emailRule, nameKanaRule, nameRule, phoneRule } from '../domain/validation/index.ts';
import { ContactFields, type ContactFieldsProps, type ContactValues } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage, typedInStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

const FILLED: ContactValues = { name: '山田 太郎', nameKana: 'ヤマダ タロウ', email: 'taro@example.jp', tel: '09012345678' };
const EMPTY: ContactValues = { name: '', nameKana: '', email: '', tel: '' };

/**
 * The English of the words these stories make up: the name as the visitor writes it on an English
 * page (its reading stays katakana, which the companies need), the e-mail check's answer.
 */
const ENGLISH = {
  '山田 太郎': 'Taro Yamada',
  'taro@gmail.com の入力間違いではありませんか？': 'Did you mean taro@gmail.com?',
};

/** What the visitor typed, as on a page of the story's language. */
const valueInStoryLanguage = (value: ContactValues): ContactValues => ({ ...value, name: typedInStoryLanguage(value.name, ENGLISH) });

/** The fields with what the visitor typed and the e-mail check's answer in the story's language. */
function ContactFieldsInStoryLanguage(args: ContactFieldsProps) {
  const { emailCorrection } = args;
  return (
    <ContactFields
      {...args}
      value={valueInStoryLanguage(args.value)}
      emailCorrection={emailCorrection && { ...emailCorrection, text: inStoryLanguage(emailCorrection.text, ENGLISH) }}
    />
  );
}

/** A rule's message as the page shows it. */
const shown = (message: Message | undefined) => (message === undefined ? undefined : translateMessage(i18n, message));

function errorsOf(flow: ContactFieldsProps['flow'], value: ContactValues) {
  return { name: shown(nameRule(flow)(value.name)), nameKana: shown(nameKanaRule(value.nameKana)), email: shown(emailRule(value.email)), tel: shown(phoneRule(flow)(value.tel)) };
}


const meta = {
  title: 'Forms/ContactFields',
  component: ContactFields,
  render: ContactFieldsInStoryLanguage,
  args: { flow: 'quickBooking', value: FILLED, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ContactFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuickBooking: Story = {};

export const Estimate: Story = { args: { flow: 'estimate' } };

/** The fields with the messages of their rules, read while rendering in the story's language. */
const withRuleErrors = (args: ContactFieldsProps) => <ContactFields {...args} errors={errorsOf(args.flow, args.value)} />;

export const QuickBookingErrors: Story = {
  render: withRuleErrors,
  args: { value: { ...EMPTY, nameKana: 'やまだ', tel: '0312' }, showAllErrors: true },
};

export const EstimateErrors: Story = {
  render: withRuleErrors,
  args: { flow: 'estimate', value: { ...EMPTY, tel: '0312' }, showAllErrors: true },
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('修正する') }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...valueInStoryLanguage(FILLED), email: 'taro@gmail.com' });
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
    const email = canvas.getByRole('textbox', { name: t('メールアドレス') });
    await userEvent.type(email, 'hanako@');
    await expect(canvas.getAllByRole('button', { name: /^hanako@/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'hanako@yahoo.co.jp' }));
    await expect(email).toHaveValue('hanako@yahoo.co.jp');
    await expect(canvas.queryByRole('list', { name: t('メールアドレスの候補') })).toBeNull();
  },
};

export const SuggestionsWhileTyping: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t('メールアドレス') }), 'hanako@i');
    await expect(canvas.getByRole('list', { name: t('メールアドレスの候補') })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^hanako@i/ })).toHaveLength(2);
  },
};

/**
 * On an English page (issue 28), in English whatever the toolbar says: a name written in Latin
 * letters and the reading in katakana the form filled in from it, with the hint that says what it is for.
 */
export const EnglishPage: Story = {
  args: { flow: 'estimate', nameReading: 'offered', value: { name: 'John Smith', nameKana: 'ジョン スミス', email: 'john@example.com', tel: '09012345678' } },
  globals: { locale: 'en' },
};

/** Typing a name in Latin letters on an English page fills the reading; a reading the visitor edits stays theirs. */
export const EnglishReadingFromName: Story = {
  render: Controlled,
  args: { nameReading: 'offered' },
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const reading = canvas.getByRole('textbox', { name: 'Name in katakana' });
    await userEvent.type(name, 'Nguyen Van An');
    await expect(reading).toHaveValue('グエン ヴァン アン');
    await userEvent.clear(reading);
    await userEvent.type(reading, 'グエン・ヴァン・アン');
    await userEvent.type(name, 'h');
    await expect(reading).toHaveValue('グエン・ヴァン・アン');
  },
};

/**
 * On a Vietnamese page (issue 37): a Vietnamese name typed with its diacritics fills the reading by
 * the Vietnamese table, its words joined as Japanese writes foreign names.
 */
export const VietnameseReadingFromName: Story = {
  render: Controlled,
  args: { nameReading: 'offered' },
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [name, reading] = canvas.getAllByRole('textbox');
    await userEvent.type(name!, 'Nguyễn Văn An');
    await expect(reading).toHaveValue('グエン・ヴァン・アン');
  },
};

/** On a Chinese page (issue 37): names are written in hanzi, so the reading is asked with a hint saying why. */
export const ChinesePage: Story = {
  args: { flow: 'estimate', nameReading: 'required', value: { name: '王伟', nameKana: '', email: 'wang@example.com', tel: '09012345678' } },
  globals: { locale: 'zh' },
};
