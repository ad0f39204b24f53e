import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PercentProgressBar } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Progress/PercentProgressBar',
  component: PercentProgressBar,
  args: { value: 0 },
} satisfies Meta<typeof PercentProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const OneThird: Story = { args: { value: 33.3 } };

export const TwoThirds: Story = {
  args: { value: 66.7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66.7');
  },
};

export const Complete: Story = { args: { value: 100 }, globals: mobileGlobals };
