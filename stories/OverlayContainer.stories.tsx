import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { OverlayContainer } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage } from './support/storyText.ts';

/** The English of the words these stories make up. */
const ENGLISH = {
  '入力内容をご確認のうえ、予約を確定してください。': 'Please check what you entered, then confirm your booking.',
  '予約を確定する': 'Confirm the booking',
};

/** What the overlay covers while it works: a confirm step, in the story's language (read while rendering). */
function ConfirmStep() {
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography>{inStoryLanguage('入力内容をご確認のうえ、予約を確定してください。', ENGLISH)}</Typography>
      <Button variant="contained" color="secondary">{inStoryLanguage('予約を確定する', ENGLISH)}</Button>
    </Stack>
  );
}

const meta = {
  title: 'Feedback/OverlayContainer',
  component: OverlayContainer,
  args: {
    open: true,
    children: <ConfirmStep />,
  },
} satisfies Meta<typeof OverlayContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: t('処理中') })).toBeVisible();
    await expect(canvas.getByText(inStoryLanguage('予約を確定する', ENGLISH)).closest('[inert]')).not.toBeNull();
  },
};

export const Closed: Story = { args: { open: false } };

export const Mobile: Story = { globals: mobileGlobals };
