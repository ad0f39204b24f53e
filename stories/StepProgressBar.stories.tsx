import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepProgressBar } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { containing, inStoryLanguage } from './support/storyText.ts';

const MOBILE_STEPS = ['引越し元', '引越し先', '荷物・日程', 'お客様情報'];

/** The English of the step names the stories make up. */
const ENGLISH = { '荷物・日程': 'Belongings and date' };

const meta = {
  title: 'Progress/StepProgressBar',
  component: StepProgressBar,
  // The steps' names as a page of the story's language gives them.
  render: (args) => <StepProgressBar {...args} steps={args.steps.map((step) => inStoryLanguage(step, ENGLISH))} />,
  args: { steps: MOBILE_STEPS, activeStep: 0 },
} satisfies Meta<typeof StepProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

export const ThirdStep: Story = {
  args: { activeStep: 2 },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(containing(inStoryLanguage('荷物・日程', ENGLISH))).closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};

export const AllDone: Story = { args: { activeStep: MOBILE_STEPS.length } };

export const Mobile: Story = { args: { activeStep: 1 }, globals: mobileGlobals };
