import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingContainer } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/LoadingContainer',
  component: LoadingContainer,
  args: { loading: true, children: <Typography>対応できる引越し業者が12社見つかりました。</Typography> },
} satisfies Meta<typeof LoadingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '読み込み中' })).toBeVisible();
  },
};

export const Loaded: Story = { args: { loading: false } };

export const Mobile: Story = { globals: mobileGlobals };
