import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmFloatingFooter, type ConfirmFloatingFooterProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Forms/ConfirmFloatingFooter',
  component: ConfirmFloatingFooter,
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
          確認項目 {index + 1}: 引越し元・引越し先・日程・お荷物・ご連絡先などの入力内容がここに並びます。
        </p>
      ))}
      <p data-testid="last-content">最後の確認項目: その他ご要望（なし）</p>
      <ConfirmFloatingFooter {...args} />
    </main>
  );
}

export const MobileFloatingOverLongPage: Story = { render: LongConfirmPage, globals: mobileGlobals };

export const MobileScrolledToEndHidesNothing: Story = {
  render: LongConfirmPage,
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('button', { name: 'この内容で見積りを依頼する' }).parentElement!;
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
      <ConfirmFloatingFooter {...args} />
      <ConfirmFloatingFooter {...args} {...WithNoteAndPolicyLink.args} />
      <ConfirmFloatingFooter {...args} submitting />
    </div>
  ),
};

export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'この内容で見積りを依頼する' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoSecondSubmitWhileSending: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'この内容で見積りを依頼する' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
