import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, otherRequestsRule } from '../domain/validation/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { OtherRequestsField, type OtherRequestsFieldProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { shown, typedInStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** The English of what the visitor typed in these stories. */
const ENGLISH = {
  'ピアノの運搬があります。午前中の作業を希望します。': 'There is a piano to move. I would like the work done in the morning.',
  'エレベーターは大型家具が入りません。': 'Large furniture does not fit in the elevator.',
  ['あ'.repeat(301)]: 'a'.repeat(301),
  '冷蔵庫は当日まで使います。': 'Fridge in use until the day',
};

/** The field with what the visitor typed and its message, as on a page of the story's language. */
function OtherRequestsFieldInStoryLanguage(args: OtherRequestsFieldProps) {
  return <OtherRequestsField {...args} value={typedInStoryLanguage(args.value, ENGLISH)} error={shown(args.error)} />;
}

const meta = {
  title: 'Forms/OtherRequestsField',
  component: OtherRequestsField,
  render: OtherRequestsFieldInStoryLanguage,
  args: { value: '', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof OtherRequestsField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'ピアノの運搬があります。午前中の作業を希望します。' } };

export const TooLong: Story = {
  args: { value: 'あ'.repeat(301), error: MESSAGES.otherRequests.tooLong, showAllErrors: true },
};

export const Mobile: Story = { args: { value: 'エレベーターは大型家具が入りません。' }, globals: mobileGlobals };

function Controlled(args: OtherRequestsFieldProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <OtherRequestsFieldInStoryLanguage {...args} value={value} error={otherRequestsRule(value)} onChange={setValue} />;
}

export const TypeAndCount: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const typed = typedInStoryLanguage('冷蔵庫は当日まで使います。', ENGLISH);
    await userEvent.type(canvas.getByRole('textbox', { name: t('その他ご要望（任意）') }), typed);
    await expect(canvas.getByText(`${typed.length}/300${t('文字')}`)).toBeVisible();
  },
};
