import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '../domain/validation/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { HeadCountField, type HeadCountFieldProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { shown } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

const meta = {
  title: 'Forms/HeadCountField',
  component: HeadCountField,
  // The message as a page of the story's language shows it.
  render: (args) => <HeadCountField {...args} error={shown(args.error)} />,
  args: { value: '1', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof HeadCountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const Family: Story = { args: { value: '3' } };

export const Unchosen: Story = { args: { value: '' } };

export const ErrorAfterSubmit: Story = { args: { value: '', error: MESSAGES.movers.required, showAllErrors: true } };

export const Mobile: Story = { args: { value: '2' }, globals: mobileGlobals };

function Controlled(args: HeadCountFieldProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <HeadCountField {...args} error={shown(args.error)} value={value} onChange={setValue} />;
}

export const ChoosePair: Story = {
  render: Controlled,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('2〜3名') }));
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(canvas.getByRole('radio', { name: t('2〜3名') })).toBeChecked();
  },
};
