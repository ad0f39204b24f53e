import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADDRESS_FORMAT_OPTIONS, RESERVATION_TIME_FRAME_OPTIONS, WEEKDAY_PREFERENCE_OPTIONS } from '../domain/options/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { OptionRadioGroup, type OptionRadioGroupProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

const meta = {
  title: 'Forms/OptionRadioGroup',
  component: OptionRadioGroup,
  // The legend as a page of the story's language gives it (the options are messages the group reads itself).
  render: (args) => <OptionRadioGroup {...args} legend={inStoryLanguage(args.legend)} />,
  args: { name: 'preferredTime', legend: '希望時間帯', options: RESERVATION_TIME_FRAME_OPTIONS, value: '0', onChange: fn() },
} satisfies Meta<typeof OptionRadioGroup<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

/** No answer yet (a building question before it is answered). */
export const NoneChosen: Story = { args: { value: '' } };

export const AddressFormat: Story = { args: { name: 'fromAddressFormat', legend: '引越し元の入力方法', options: ADDRESS_FORMAT_OPTIONS, value: 'address' } };

export const Mobile: Story = {
  args: { name: 'day', legend: '曜日の希望', options: WEEKDAY_PREFERENCE_OPTIONS, value: WEEKDAY_PREFERENCE_OPTIONS[0]!.value },
  globals: mobileGlobals,
};

function Controlled(args: OptionRadioGroupProps<string>) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <OptionRadioGroup {...args} legend={inStoryLanguage(args.legend)} value={value} onChange={setValue} />;
}

/** Arrow keys move the choice within the group, as in any radio group. */
export const ChooseWithKeys: Story = {
  render: Controlled,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('午前') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: t('午後') })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};
