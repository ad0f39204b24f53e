import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '../domain/validation/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { ScheduleFields, type ScheduleFieldsProps, type ScheduleValues } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { allShown } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** A fixed today keeps the date window, month choices and screenshots stable. */
const TODAY = new Date(2026, 0, 15);
const PRECISE: ScheduleValues = { scheduleFormat: 'precise', movingDate: '2026/01/24', month: '202601', timing: '02', day: '99', showPreferredTime: false, preferredTime: [] };
const APPROXIMATE: ScheduleValues = { ...PRECISE, scheduleFormat: 'approximate', month: '202602', timing: '01', day: '02' };

const meta = {
  title: 'Forms/ScheduleFields',
  component: ScheduleFields,
  // The messages as a page of the story's language shows them.
  render: (args) => <ScheduleFields {...args} errors={args.errors && allShown(args.errors)} />,
  args: { value: PRECISE, today: TODAY, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ScheduleFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreciseDate: Story = {};

export const MonthAndTiming: Story = { args: { value: APPROXIMATE } };

export const WithPreferredTimes: Story = { args: { value: { ...PRECISE, showPreferredTime: true, preferredTime: ['preferredTime1', 'preferredTime3'] } } };

export const DateMissing: Story = { args: { value: { ...PRECISE, movingDate: '' }, errors: { movingDate: MESSAGES.movingDate.required }, showAllErrors: true } };

export const Mobile: Story = { args: { value: APPROXIMATE }, globals: mobileGlobals };

function Controlled(args: ScheduleFieldsProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <ScheduleFields {...args} errors={args.errors && allShown(args.errors)} value={value} onChange={setValue} />;
}

export const ChooseMonth: Story = {
  render: Controlled,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('日付が決まっていない') }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('引越し予定月') }), '202603');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ scheduleFormat: 'approximate', month: '202603', timing: '01' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('希望の時間帯を指定する') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('午後〜15時') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ showPreferredTime: true, preferredTime: ['preferredTime2'] }));
  },
};
