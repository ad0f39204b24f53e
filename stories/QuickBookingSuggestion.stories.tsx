import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedHref, t } from '../domain/i18n/i18n.ts';
import { QuickBookingSuggestion, type QuickBookingChoice, type QuickBookingSuggestionProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

/**
 * Keeps the visitor's answer as the estimate store would, reporting each answer to the args' spies;
 * a link leads to the quick booking of the story's language, as the page's does.
 */
function AnsweredQuickBookingSuggestion(args: QuickBookingSuggestionProps) {
  const [choice, setChoice] = useState<QuickBookingChoice | null>(args.choice ?? null);
  return (
    <QuickBookingSuggestion
      {...args}
      href={args.href && localizedHref(args.href)}
      choice={choice}
      onChooseQuickBooking={() => { args.onChooseQuickBooking(); setChoice('accepted'); }}
      onChooseEstimate={() => { args.onChooseEstimate(); setChoice('declined'); }}
    />
  );
}

const meta = {
  title: 'Forms/QuickBookingSuggestion',
  component: QuickBookingSuggestion,
  render: AnsweredQuickBookingSuggestion,
  args: { onChooseQuickBooking: fn(), onChooseEstimate: fn(), lowestPrice: 34_500, choice: null },
} satisfies Meta<typeof QuickBookingSuggestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutPrice: Story = { args: { lowestPrice: undefined } };

export const EstimateChosen: Story = { args: { choice: 'declined' } };

/** The quick-booking answer as a link carrying what the visitor entered. */
export const AsLink: Story = {
  args: { href: '/kantan-yoyaku/?fromPrefecture=13&toPrefecture=14' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: t('かんたん予約で今すぐ予約する') });
    await expect(link).toHaveAttribute('href', localizedHref('/kantan-yoyaku/?fromPrefecture=13&toPrefecture=14'));
  },
};

export const Mobile: Story = { globals: mobileGlobals };

/** Every state at once, for visual regression. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <QuickBookingSuggestion {...args} />
      <QuickBookingSuggestion {...args} lowestPrice={undefined} />
      <QuickBookingSuggestion {...args} choice="declined" />
    </div>
  ),
};

export const ChooseEstimate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const estimate = canvas.getByRole('button', { name: t('このまま一括見積りを依頼する') });
    await userEvent.click(estimate);
    await expect(args.onChooseEstimate).toHaveBeenCalledTimes(1);
    await expect(estimate).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChooseQuickBooking).not.toHaveBeenCalled();
  },
};

export const ChooseQuickBookingWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('かんたん予約で今すぐ予約する') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChooseQuickBooking).toHaveBeenCalledTimes(1);
  },
};
