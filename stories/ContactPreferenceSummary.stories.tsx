import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { ContactPreference } from '../domain/options/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { ContactPreferenceFields, ContactPreferenceSummary } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage } from './support/storyText.ts';

/** The English of the labels AllStates makes up. */
const ENGLISH = { '電話（2つの時間帯）': 'Phone (two times)', '電話（すべての時間帯）': 'Phone (every time)' };

const EMAIL_ONLY: ContactPreference = { method: 'email', windows: [] };
const TWO_WINDOWS: ContactPreference = { method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] };
const EVERY_WINDOW: ContactPreference = {
  method: 'phone',
  windows: ['weekdayMorning', 'weekdayAfternoon', 'weekdayEvening', 'weekendMorning', 'weekendAfternoon', 'weekendEvening'],
};

const meta = {
  title: 'Forms/ContactPreferenceSummary',
  component: ContactPreferenceSummary,
  args: { value: EMAIL_ONLY },
} satisfies Meta<typeof ContactPreferenceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EmailOnly: Story = {};

export const PhoneWithWindows: Story = { args: { value: TWO_WINDOWS } };

export const EveryWindow: Story = { args: { value: EVERY_WINDOW } };

export const Mobile: Story = { args: { value: EVERY_WINDOW }, globals: mobileGlobals };

/** Every state at once, for visual regression. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ContactPreferenceSummary value={EMAIL_ONLY} label={inStoryLanguage('メールのみ', ENGLISH)} />
      <ContactPreferenceSummary value={TWO_WINDOWS} label={inStoryLanguage('電話（2つの時間帯）', ENGLISH)} />
      <ContactPreferenceSummary value={EVERY_WINDOW} label={inStoryLanguage('電話（すべての時間帯）', ENGLISH)} />
    </div>
  ),
};

/** The form's fields and, under them, the summary the confirm page shows of what they hold. */
function FieldsAndSummary() {
  const [value, setValue] = useState(EMAIL_ONLY);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ContactPreferenceFields value={value} onChange={setValue} />
      <section aria-label={t('確認')}>
        <ContactPreferenceSummary value={value} />
      </section>
    </div>
  );
}

export const ReadsBackTheChoice: Story = {
  render: () => <FieldsAndSummary />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: t('確認') }));
    await expect(summary.getByText(t('メールのみ'))).toBeVisible();
    await expect(summary.getByText(t('ご連絡はメールのみです。引越し業者から電話はかかりません。'))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: t('メールと電話') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('土日祝 夜（17〜20時）') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('平日 午前（9〜12時）') }));
    await expect(summary.getByText(t('メールと電話'))).toBeVisible();
    await expect(summary.getAllByRole('listitem').map((item) => item.textContent)).toEqual([t('平日 午前（9〜12時）'), t('土日祝 夜（17〜20時）')]);
    await expect(summary.getByText(t('お電話は、選んだ時間帯にのみ引越し業者からかかります。'))).toBeVisible();
  },
};
