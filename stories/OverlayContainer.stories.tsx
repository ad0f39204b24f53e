import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OverlayContainer } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/OverlayContainer',
  component: OverlayContainer,
  args: {
    open: true,
    children: (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Typography>入力内容をご確認のうえ、予約を確定してください。</Typography>
        <Button variant="contained" color="secondary">予約を確定する</Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof OverlayContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '処理中' })).toBeVisible();
    await expect(canvas.getByText('予約を確定する').closest('[inert]')).not.toBeNull();
  },
};

export const Closed: Story = { args: { open: false } };

export const Mobile: Story = { globals: mobileGlobals };
