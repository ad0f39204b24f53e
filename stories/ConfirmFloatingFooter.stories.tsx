import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activeLocale, t } from '../domain/i18n/i18n.ts';
import { ConfirmFloatingFooter, type ConfirmFloatingFooterProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage, nodeInStoryLanguage } from './support/storyText.ts';

/** The English of the words these stories make up. */
const ENGLISH = { 'ご依頼後、選んだ引越し業者からメールでご連絡します。': 'Once you send your request, the moving companies you chose contact you by email.' };

/** The footer's button and note as a page of the story's language gives them. */
function ConfirmFloatingFooterInStoryLanguage(args: ConfirmFloatingFooterProps) {
  return <ConfirmFloatingFooter {...args} submitLabel={inStoryLanguage(args.submitLabel, ENGLISH)} note={nodeInStoryLanguage(args.note, ENGLISH)} />;
}

/** A line of the long confirm page, in the story's language. */
function reviewItem(index: number): string {
  return activeLocale() === 'en'
    ? `Item ${index} to review: the addresses, the schedule, the belongings, your contact details and the rest you entered are listed here.`
    : `確認項目 ${index}: 引越し元・引越し先・日程・お荷物・ご連絡先などの入力内容がここに並びます。`;
}

const meta = {
  title: 'Forms/ConfirmFloatingFooter',
  component: ConfirmFloatingFooter,
  render: ConfirmFloatingFooterInStoryLanguage,
  args: { submitLabel: 'この内容で見積りを依頼する', onSubmit: fn(), submitting: false },
} satisfies Meta<typeof ConfirmFloatingFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Submitting: Story = { args: { submitting: true } };

export const WithNoteAndPolicyLink: Story = {
  args: { note: 'ご依頼後、選んだ引越し業者からメールでご連絡します。', privacyPolicyHref: '/privacy/' },
};

export const Mobile: Story = { args: WithNoteAndPolicyLink.args, globals: mobileGlobals };

/** A confirm page taller than the screen: the footer floats over the page at the bottom of the screen. */
function LongConfirmPage(args: ConfirmFloatingFooterProps) {
  return (
    <main>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} style={{ margin: '0 0 16px' }}>
          {reviewItem(index + 1)}
        </p>
      ))}
      <p data-testid="last-content">{activeLocale() === 'en' ? 'Last item to review: other requests (none)' : '最後の確認項目: その他ご要望（なし）'}</p>
      <ConfirmFloatingFooterInStoryLanguage {...args} />
    </main>
  );
}

export const MobileFloatingOverLongPage: Story = { render: LongConfirmPage, globals: mobileGlobals };

export const MobileScrolledToEndHidesNothing: Story = {
  render: LongConfirmPage,
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('button', { name: t('この内容で見積りを依頼する') }).parentElement!;
    const last = canvas.getByTestId('last-content');
    await expect(footer.getBoundingClientRect().top).toBeLessThan(last.getBoundingClientRect().top);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(last.getBoundingClientRect().bottom);
  },
};

/** Every state at once, for visual regression (PC). */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ConfirmFloatingFooterInStoryLanguage {...args} />
      <ConfirmFloatingFooterInStoryLanguage {...args} {...WithNoteAndPolicyLink.args} />
      <ConfirmFloatingFooterInStoryLanguage {...args} submitting />
    </div>
  ),
};

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('この内容で見積りを依頼する') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoSecondSubmitWhileSending: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: t('この内容で見積りを依頼する') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
