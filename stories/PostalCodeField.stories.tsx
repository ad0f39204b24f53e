import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { MESSAGES } from '../domain/validation/index.ts';
import { PostalCodeField, type PostalCodeFieldProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { POSTAL_SUGGESTIONS, postalInStoryLanguage } from './fixtures/postal.ts';
import { shown } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/**
 * Holds the typed code as the form would; the suggestions stand for the lookup's answer to a page
 * of the story's language, and the message is shown in it.
 */
function ControlledPostalCodeField(args: PostalCodeFieldProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return (
    <PostalCodeField
      {...args}
      suggestions={postalInStoryLanguage(args.suggestions)}
      error={shown(args.error)}
      value={value}
      onChange={setValue}
      onSuggestionSelect={(result) => { args.onSuggestionSelect(result); setValue(result.postalCode); }}
    />
  );
}

const meta = {
  title: 'Address/PostalCodeField',
  component: PostalCodeField,
  render: ControlledPostalCodeField,
  args: { value: '', suggestions: POSTAL_SUGGESTIONS, onChange: fn(), onBlur: fn(), onSuggestionSelect: fn() },
} satisfies Meta<typeof PostalCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '1500001', suggestions: [] } };

export const NotFound: Story = { args: { value: '9999999', suggestions: [], error: MESSAGES.postalCode.notFound, showAllErrors: true } };

export const Mobile: Story = { args: { value: '150' }, globals: mobileGlobals };

export const SuggestionsOpen: Story = {
  args: { value: '15000' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: t('郵便番号') }), '0');
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

export const TypeAndChooseSuggestion: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: t('郵便番号') });
    await userEvent.type(input, '15000');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await userEvent.type(input, '0');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(postalInStoryLanguage(POSTAL_SUGGESTIONS)[1]);
    await expect(input).toHaveValue('1500002');
  },
};

export const ErrorShowsAfterEditAndBlur: Story = {
  args: { error: MESSAGES.postalCode.length },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: t('郵便番号') });
    const tooShort = t(MESSAGES.postalCode.length);
    await expect(canvas.queryByText(tooShort)).toBeNull();
    await userEvent.type(input, '12');
    await expect(canvas.queryByText(tooShort)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText(tooShort)).toBeVisible();
  },
};
