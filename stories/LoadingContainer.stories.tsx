import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { LoadingContainer } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage } from './support/storyText.ts';

const FOUND = '対応できる引越し業者が12社見つかりました。';

/** What the container holds: a line of the page, in the story's language (read while rendering). */
function FoundCompanies() {
  return <Typography>{inStoryLanguage(FOUND, { [FOUND]: 'We found 12 moving companies that can take your move.' })}</Typography>;
}

const meta = {
  title: 'Feedback/LoadingContainer',
  component: LoadingContainer,
  args: { loading: true, children: <FoundCompanies /> },
} satisfies Meta<typeof LoadingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: t('読み込み中') })).toBeVisible();
  },
};

export const Loaded: Story = { args: { loading: false } };

export const Mobile: Story = { globals: mobileGlobals };
