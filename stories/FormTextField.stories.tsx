import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { HOUSING_TYPE_OPTIONS } from '../domain/options/index.ts';
import { MESSAGES, houseNumberRule } from '../domain/validation/index.ts';
import { FormTextField, type FormTextFieldProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage, shown, typedInStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** The English of the words these stories make up (what the visitor typed). */
const ENGLISH = { '1-2-3 サンプルマンション101': '1-2-3 Sample Mansion 101' };

/** The field with its label, value and message as a page of the story's language gives them. */
function FormTextFieldInStoryLanguage(args: FormTextFieldProps) {
  const value = typeof args.value === 'string' ? typedInStoryLanguage(args.value, ENGLISH) : args.value;
  return <FormTextField {...args} label={inStoryLanguage(args.label)} value={value} error={shown(args.error)} />;
}

/** The housing types as the select lists them, in the story's language (read while rendering). */
function housingTypeOptions() {
  return HOUSING_TYPE_OPTIONS.map((option) => (
    <option key={option.value} value={option.value}>
      {t(option.label)}
    </option>
  ));
}

const meta = {
  title: 'Forms/FormTextField',
  component: FormTextField,
  render: FormTextFieldInStoryLanguage,
  args: { name: 'fromHouseNumber', label: '番地・建物名', value: '', onChange: fn(), onBlur: fn(), revealErrors: 'edited', autoComplete: 'address-line1' },
} satisfies Meta<typeof FormTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '1-2-3 サンプルマンション101' } };

/** After a refused next: the empty required field shows its message without having been touched. */
export const AllErrorsShown: Story = { args: { error: MESSAGES.houseNumber.required, showAllErrors: true } };

export const InvalidCharacters: Story = {
  args: { value: '1-2-3 ♥', error: MESSAGES.houseNumber.invalid, showAllErrors: true },
};

export const MovingDate: Story = {
  args: { name: 'movingDate', label: '引越し予定日', type: 'date', value: '2026-12-20', autoComplete: undefined, htmlInput: { min: '2026-11-28', max: '2027-02-24' } },
};

export const HousingTypeSelect: Story = {
  args: { name: 'fromHousingType', label: '引越し元の住居タイプ', value: '01', autoComplete: undefined },
  render: (args) => <FormTextFieldInStoryLanguage {...args} options={housingTypeOptions()} />,
  play: async ({ args, canvasElement }) => {
    // 03: 一戸建て (a house), chosen by its code, the same in every language.
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: t('引越し元の住居タイプ') }), '03');
    await expect(args.onChange).toHaveBeenCalledWith('03');
  },
};

export const Mobile: Story = { args: { value: '4-5-6' }, globals: mobileGlobals };

function Controlled(args: FormTextFieldProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <FormTextFieldInStoryLanguage {...args} value={value} error={houseNumberRule(value)} onChange={setValue} />;
}

/** The message shows once the field was edited, and goes when the value is valid again. */
export const ErrorOnceEdited: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('番地・建物名') });
    const required = t(MESSAGES.houseNumber.required);
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.type(input, '1');
    await userEvent.clear(input);
    await expect(canvas.getByText(required)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '1-2-3');
    await expect(canvas.queryByText(required)).toBeNull();
  },
};
