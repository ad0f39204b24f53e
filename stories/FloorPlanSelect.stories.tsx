import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '../domain/validation/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS, QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../domain/options/floorPlans.ts';
import { FloorPlanSelect, type FloorPlanSelectProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage, shown } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** The select with its label and message as a page of the story's language gives them. */
function FloorPlanSelectInStoryLanguage(args: FloorPlanSelectProps) {
  return <FloorPlanSelect {...args} label={inStoryLanguage(args.label)} error={shown(args.error)} />;
}

const meta = {
  title: 'Forms/FloorPlanSelect',
  component: FloorPlanSelect,
  render: FloorPlanSelectInStoryLanguage,
  args: { options: QUICK_BOOKING_FLOOR_PLAN_OPTIONS, label: '引越し元の間取り', value: '1', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof FloorPlanSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuickBooking: Story = {};

export const Estimate: Story = { args: { options: ESTIMATE_FLOOR_PLAN_OPTIONS, value: '07' } };

export const ErrorAfterSubmit: Story = { args: { value: '', error: MESSAGES.floorPlan.required, showAllErrors: true } };

export const Mobile: Story = { globals: mobileGlobals };

function Controlled(args: FloorPlanSelectProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <FloorPlanSelectInStoryLanguage {...args} value={value} onChange={setValue} />;
}

export const ChooseFloorPlan: Story = {
  render: Controlled,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: t('引越し元の間取り') });
    await userEvent.selectOptions(select, '10');
    await expect(args.onChange).toHaveBeenCalledWith('10');
    await expect(select).toHaveValue('10');
  },
};
