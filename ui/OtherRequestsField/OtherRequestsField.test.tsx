import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { otherRequestsRule } from '../../domain/validation/contactRules.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { OtherRequestsField } from './OtherRequestsField.tsx';

describeConformance('OtherRequestsField', {
  themeName: 'HkOtherRequestsField',
  render: (props) => <OtherRequestsField value="午前中の作業を希望します。" onChange={() => {}} {...props} />,
});

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <OtherRequestsField value={value} onChange={setValue} error={otherRequestsRule(value)} revealErrors="edited" />;
}

describe('OtherRequestsField', () => {
  it('counts characters against the 300 limit', async () => {
    const screen = await renderWithTheme(<Controlled initial="" />);
    await expect.element(screen.getByText('0/300文字')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'その他ご要望（任意）' }), 'ピアノあり');
    await expect.element(screen.getByText('5/300文字')).toBeVisible();
  });

  it('shows the domain message once the text runs over', async () => {
    const screen = await renderWithTheme(<Controlled initial={'あ'.repeat(300)} />);
    await expect.element(screen.getByText('300/300文字')).toBeVisible();
    expect(screen.getByText(MESSAGES.otherRequests.tooLong).query()).toBeNull();
    await userEvent.type(screen.getByRole('textbox'), 'い');
    await expect.element(screen.getByText(MESSAGES.otherRequests.tooLong)).toBeVisible();
    await expect.element(screen.getByText('301/300文字')).toHaveAttribute('data-state', 'over');
  });
});

describe('OtherRequestsField in English', () => {
  beforeEach(() => activateLocale('en'));
  afterEach(() => activateLocale('ja'));

  it('is labelled in English and counts characters', async () => {
    const screen = await renderWithTheme(<OtherRequestsField value="Fragile piano" onChange={() => {}} />);
    await expect.element(screen.getByRole('textbox', { name: 'Other requests (optional)' })).toHaveValue('Fragile piano');
    await expect.element(screen.getByText('13/300 characters')).toBeVisible();
  });
});
