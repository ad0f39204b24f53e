import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepProgressBar } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const MOBILE_STEPS = ['引越し元', '引越し先', '荷物・日程', 'お客様情報'];

const meta = {
  title: 'Progress/StepProgressBar',
  component: StepProgressBar,
  args: { steps: MOBILE_STEPS, activeStep: 0 },
} satisfies Meta<typeof StepProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

export const ThirdStep: Story = {
  args: { activeStep: 2 },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/荷物・日程/).closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

export const AllDone: Story = { args: { activeStep: MOBILE_STEPS.length } };

export const Mobile: Story = { args: { activeStep: 1 }, globals: mobileGlobals };
