import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CollapsibleBlock, type CollapsibleBlockProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage, nodeInStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

const PRIVACY_TEXT = 'ご入力いただいた個人情報は、お見積り・ご予約の手配と、それに関するご連絡のためにのみ利用し、選択された引越し業者に提供します。';

/** The English of the words these stories make up. */
const ENGLISH = {
  [PRIVACY_TEXT]: 'We use the personal information you enter only to arrange your estimate or booking and to contact you about it, and we pass it on to the moving companies you choose.',
  'その他の情報': 'Other information',
  'お支払いは作業完了後、引越し業者へ直接お支払いください。': 'Please pay the moving company directly once the move is done.',
};

/** The block's title and text as a page of the story's language shows them. */
function CollapsibleBlockInStoryLanguage(args: CollapsibleBlockProps) {
  return <CollapsibleBlock {...args} title={inStoryLanguage(args.title, ENGLISH)}>{nodeInStoryLanguage(args.children, ENGLISH)}</CollapsibleBlock>;
}

const meta = {
  title: 'Forms/CollapsibleBlock',
  component: CollapsibleBlock,
  render: CollapsibleBlockInStoryLanguage,
  args: { title: '個人情報の取り扱いについて', open: false, onOpenChange: fn(), children: PRIVACY_TEXT },
} satisfies Meta<typeof CollapsibleBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { open: true } };

export const OtherInfo: Story = { args: { title: 'その他の情報', open: true, children: 'お支払いは作業完了後、引越し業者へ直接お支払いください。' } };

export const Mobile: Story = { args: { open: true }, globals: mobileGlobals };

function Toggled(args: CollapsibleBlockProps) {
  const [open, setOpen] = useArgState(args.open, args.onOpenChange);
  return <CollapsibleBlockInStoryLanguage {...args} open={open} onOpenChange={setOpen} />;
}

export const ToggleBlock: Story = {
  render: Toggled,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('個人情報の取り扱いについて') });
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(inStoryLanguage(PRIVACY_TEXT, ENGLISH))).toBeVisible();
  },
};
