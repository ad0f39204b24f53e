import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { ContactPreferenceFields, type ContactPreferenceFieldsProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage, shown } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** The app's message for phone without a window (domain/validation, issue 16); ui/ shows whatever it is given. */
const WINDOW_REQUIRED = 'お電話を希望される時間帯を1つ以上選択してください。';

/** The English of the legends AllStates makes up. */
const ENGLISH = { '電話（時間帯あり）': 'Phone (with times)', '電話（時間帯なしのエラー）': 'Phone (no time: the error)' };

/** The fields with their legend and message as a page of the story's language gives them. */
function ContactPreferenceFieldsInStoryLanguage(args: ContactPreferenceFieldsProps) {
  return <ContactPreferenceFields {...args} label={args.label && inStoryLanguage(args.label, ENGLISH)} error={shown(args.error)} />;
}

/** Holds the choice as the form would and derives the error the way the app's rule does. */
function ControlledContactPreferenceFields(args: ContactPreferenceFieldsProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  const error = value.method === 'phone' && value.windows.length === 0 ? WINDOW_REQUIRED : undefined;
  return <ContactPreferenceFieldsInStoryLanguage {...args} value={value} error={error} onChange={setValue} />;
}

const meta = {
  title: 'Forms/ContactPreferenceFields',
  component: ContactPreferenceFields,
  render: ControlledContactPreferenceFields,
  args: { value: { method: 'email', windows: [] }, onChange: fn(), onBlur: fn(), revealErrors: 'edited' },
} satisfies Meta<typeof ContactPreferenceFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmailOnly: Story = {};

export const PhoneWithWindows: Story = { args: { value: { method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] } } };

export const PhoneWithoutWindowError: Story = { args: { value: { method: 'phone', windows: [] }, showAllErrors: true } };

export const Mobile: Story = { args: PhoneWithWindows.args, globals: mobileGlobals };

export const MobileError: Story = { args: PhoneWithoutWindowError.args, globals: mobileGlobals };

/** Every state at once, for visual regression. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ContactPreferenceFieldsInStoryLanguage {...args} label="メールのみ" />
      <ContactPreferenceFieldsInStoryLanguage {...args} {...PhoneWithWindows.args} label="電話（時間帯あり）" />
      <ContactPreferenceFieldsInStoryLanguage {...args} {...PhoneWithoutWindowError.args} error={WINDOW_REQUIRED} label="電話（時間帯なしのエラー）" />
    </div>
  ),
};

export const ChoosePhoneAndWindows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('メールと電話') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'phone', windows: [] });
    await expect(canvas.getByRole('group', { name: t('引越し業者からのご連絡方法') })).toHaveAccessibleDescription(t(WINDOW_REQUIRED));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('土日祝 午後（12〜17時）') }));
    canvas.getByRole('checkbox', { name: t('平日 夜（17〜20時）') }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'phone', windows: ['weekdayEvening', 'weekendAfternoon'] });
    await expect(canvas.queryByText(t(WINDOW_REQUIRED))).toBeNull();
  },
};

export const BackToEmailClearsWindows: Story = {
  args: PhoneWithWindows.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: t('メールと電話') }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ method: 'email', windows: [] });
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(t('ご連絡はメールのみです。引越し業者から電話はかかりません。'))).toBeVisible();
  },
};
