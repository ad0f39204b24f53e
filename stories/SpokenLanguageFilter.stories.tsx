import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpokenLanguageFilter, type SpokenLanguageFilterProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useArgState } from './support/useArgState.ts';

/** Holds the state as the page will, reporting each change to the args' spy. */
function ControlledSpokenLanguageFilter(args: SpokenLanguageFilterProps) {
  const [checked, setChecked] = useArgState(args.checked, args.onChange);
  return <SpokenLanguageFilter {...args} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Companies/SpokenLanguageFilter',
  component: SpokenLanguageFilter,
  render: ControlledSpokenLanguageFilter,
  args: { checked: false, count: 3, disabled: false, onChange: fn() },
} satisfies Meta<typeof SpokenLanguageFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { checked: true } };

export const Disabled: Story = { args: { disabled: true, count: 0 } };

export const Mobile: Story = { globals: mobileGlobals };

/** On an English page, where the filter is shown: "Show only companies that speak English (3)". */
export const OnEnglishPage: Story = { globals: { locale: 'en' } };

export const OnEnglishPageOn: Story = { args: { checked: true }, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { globals: { ...mobileGlobals, locale: 'en' } };

/** The visitor turns the filter on, then off again; the switch names the count whatever the language. */
export const TurnOnAndOff: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const filter = within(canvasElement).getByRole('switch', { name: /3/ });
    await expect(filter).not.toBeChecked();
    await userEvent.click(filter);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(filter).toBeChecked();
    await userEvent.click(filter);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(filter).not.toBeChecked();
  },
};

/** The same with the keyboard on an English page: Space toggles the focused switch. */
export const ToggleWithKeyboardOnEnglishPage: Story = {
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const filter = within(canvasElement).getByRole('switch', { name: 'Show only companies that speak English (3)' });
    await userEvent.tab();
    await expect(filter).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
