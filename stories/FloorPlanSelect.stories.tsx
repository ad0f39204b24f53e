import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '../domain/validation/index.ts';
import { FloorPlanSelect, type FloorPlanSelectProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useArgState } from './support/useArgState.ts';

const meta = {
  title: 'Forms/FloorPlanSelect',
  component: FloorPlanSelect,
  args: { flow: 'quick', label: '引越し元の間取り', value: '1', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof FloorPlanSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuickBooking: Story = {};

export const Estimate: Story = { args: { flow: 'estimate', value: '07' } };

export const ErrorAfterSubmit: Story = { args: { value: '', error: MESSAGES.floorPlan.required, showAllErrors: true } };

export const Mobile: Story = { globals: mobileGlobals };

function Controlled(args: FloorPlanSelectProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <FloorPlanSelect {...args} value={value} onChange={setValue} />;
}

export const ChooseFloorPlan: Story = {
  render: Controlled,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '引越し元の間取り' });
    await userEvent.selectOptions(select, '10');
    await expect(args.onChange).toHaveBeenCalledWith('10');
    await expect(select).toHaveValue('10');
  },
};
