import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, otherRequestsRule } from '../domain/validation/index.ts';
import { OtherRequestsField, type OtherRequestsFieldProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useArgState } from './support/useArgState.ts';

const meta = {
  title: 'Forms/OtherRequestsField',
  component: OtherRequestsField,
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
  return <OtherRequestsField {...args} value={value} error={otherRequestsRule(value)} onChange={setValue} />;
}

export const TypeAndCount: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'その他ご要望（任意）' }), '冷蔵庫は当日まで使います。');
    await expect(canvas.getByText('13/300文字')).toBeVisible();
  },
};
