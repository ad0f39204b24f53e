import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { activateLocale, i18n } from '../../domain/i18n/i18n.ts';
import { translateMessage, type Message } from '../../domain/i18n/message.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { emailRule, nameKanaRule, nameRule, phoneRule } from '../../domain/validation/contactRules.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import { japanese } from '../../domain/testing/messages.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ContactFields } from './ContactFields.tsx';
import type { ContactValues } from './ContactFields.types.ts';

const EMPTY: ContactValues = { name: '', nameKana: '', email: '', tel: '' };

describeConformance('ContactFields', {
  themeName: 'HkContactFields',
  render: (props) => (
    <ContactFields flow="quickBooking" value={{ name: '山田太郎', nameKana: 'ヤマダタロウ', email: 'taro@example.jp', tel: '0312345678' }} onChange={() => {}} {...props} />
  ),
});

function Controlled({ flow, initial = EMPTY }: { flow: FlowId; initial?: ContactValues }) {
  const [value, setValue] = useState(initial);
  const errors = { name: nameRule(flow)(value.name), email: emailRule(value.email), tel: japanese(phoneRule(flow)(value.tel)) };
  return <ContactFields flow={flow} value={value} onChange={setValue} errors={errors} revealErrors={flow === 'quickBooking' ? 'editedAndBlurred' : 'edited'} />;
}

describe('ContactFields', () => {
  it('labels the items the way the flow words its messages', async () => {
    const quick = await renderWithTheme(<Controlled flow="quickBooking" />);
    await expect.element(quick.getByRole('textbox', { name: 'お名前' })).toBeVisible();
    await expect.element(quick.getByRole('textbox', { name: '電話番号（ハイフンなし）' })).toBeVisible();
  });

  it('uses the estimate wording for the estimate form', async () => {
    const screen = await renderWithTheme(<Controlled flow="estimate" />);
    await expect.element(screen.getByRole('textbox', { name: '氏名' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'ご連絡先電話番号（ハイフンなし）' })).toBeVisible();
  });

  it('shows a quick-booking error only once the item was edited and left', async () => {
    const screen = await renderWithTheme(<Controlled flow="quickBooking" />);
    await userEvent.type(screen.getByRole('textbox', { name: '電話番号（ハイフンなし）' }), '0312');
    expect(screen.getByText(japanese(MESSAGES.phone.tooShort.quick(10))!).query()).toBeNull();
    await userEvent.tab();
    await expect.element(screen.getByText(japanese(MESSAGES.phone.tooShort.quick(10))!)).toBeVisible();
    expect(screen.getByText(MESSAGES.name.required.quick).query()).toBeNull();
  });

  it('offers the six domains while the e-mail is wrong and focused, and builds the address from the choice', async () => {
    const screen = await renderWithTheme(<Controlled flow="quickBooking" />);
    const email = screen.getByRole('textbox', { name: 'メールアドレス' });
    await userEvent.type(email, 'taro');
    const suggestions = screen.getByRole('list', { name: 'メールアドレスの候補' });
    await expect.element(suggestions).toBeVisible();
    expect(suggestions.getByRole('button').elements()).toHaveLength(6);
    await userEvent.type(email, '@do');
    expect(suggestions.getByRole('button').elements().map((button) => button.textContent)).toEqual(['taro@docomo.ne.jp']);
    await userEvent.click(screen.getByRole('button', { name: 'taro@docomo.ne.jp' }));
    await expect.element(email).toHaveValue('taro@docomo.ne.jp');
    await expect.element(email).toHaveFocus();
    expect(screen.getByRole('list', { name: 'メールアドレスの候補' }).query()).toBeNull();
  });

  it('hides the suggestions when the e-mail field loses focus', async () => {
    const screen = await renderWithTheme(<Controlled flow="quickBooking" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'taro');
    await expect.element(screen.getByRole('list', { name: 'メールアドレスの候補' })).toBeVisible();
    await userEvent.click(screen.getByRole('textbox', { name: 'お名前' }));
    expect(screen.getByRole('list', { name: 'メールアドレスの候補' }).query()).toBeNull();
    await expect.element(screen.getByText(MESSAGES.email.pattern)).toBeVisible();
  });
});

describe('ContactFields e-mail correction', () => {
  function WithCorrection() {
    const [value, setValue] = useState<ContactValues>({ ...EMPTY, email: 'taro@gmial.com' });
    const correction = value.email === 'taro@gmial.com' ? { text: 'taro@gmail.com の入力間違いではありませんか？', email: 'taro@gmail.com' } : undefined;
    return <ContactFields flow="quickBooking" value={value} onChange={setValue} emailCorrection={correction} />;
  }

  it('shows the offered address and puts it in the field on request', async () => {
    const screen = await renderWithTheme(<WithCorrection />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('taro@gmail.com の入力間違いではありませんか？');
    await userEvent.click(screen.getByRole('button', { name: '修正する' }));
    const email = screen.getByRole('textbox', { name: 'メールアドレス' });
    await expect.element(email).toHaveValue('taro@gmail.com');
    await expect.element(email).toHaveFocus();
    expect(screen.getByRole('status').query()).toBeNull();
  });
});

describe('ContactFields on an English page (issue 28)', () => {
  beforeEach(async () => {
    await activateLocale('en');
  });
  afterEach(async () => {
    await activateLocale('ja');
  });

  /** The fields as the app binds them on an English page: readings offered, messages in English. */
  function English({ flow = 'quickBooking', initial = EMPTY }: { flow?: FlowId; initial?: ContactValues }) {
    const [value, setValue] = useState(initial);
    const shown = (message: Message | undefined) => (message === undefined ? undefined : translateMessage(i18n, message));
    const errors = { name: shown(nameRule(flow)(value.name)), nameKana: shown(nameKanaRule(value.nameKana)), email: shown(emailRule(value.email)), tel: shown(phoneRule(flow)(value.tel)) };
    return <ContactFields flow={flow} value={value} onChange={setValue} errors={errors} nameReading="offered" />;
  }

  it('says every label in English', async () => {
    const screen = await renderWithTheme(<English flow="estimate" />);
    await expect.element(screen.getByRole('group', { name: 'Your details' })).toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Name in katakana' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Phone number to reach you (no hyphens)' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'mary');
    await expect.element(screen.getByRole('list', { name: 'Email address suggestions' })).toBeVisible();
  });

  it('fills the reading from a name typed in Latin letters, and says so under it', async () => {
    const screen = await renderWithTheme(<English />);
    const reading = screen.getByRole('textbox', { name: 'Name in katakana' });
    await expect.element(reading).toHaveAccessibleDescription(/Type your name above in Latin letters/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name', exact: true }), 'John Smith');
    await expect.element(reading).toHaveValue('ジョン スミス');
    await expect.element(reading).toHaveAccessibleDescription('We filled this in from your name. Moving companies use it to read your name. Please check it.');
  });

  it('never overwrites a reading the visitor wrote, and keeps it editable and checked', async () => {
    const screen = await renderWithTheme(<English />);
    const name = screen.getByRole('textbox', { name: 'Name', exact: true });
    const reading = screen.getByRole('textbox', { name: 'Name in katakana' });
    await userEvent.type(name, 'John Smith');
    await userEvent.clear(reading);
    await userEvent.type(reading, 'ジョン・スミス');
    await userEvent.type(name, 'e');
    await expect.element(name).toHaveValue('John Smithe');
    await expect.element(reading).toHaveValue('ジョン・スミス');
    await userEvent.clear(reading);
    await userEvent.type(reading, 'john');
    await userEvent.tab();
    await expect.element(screen.getByText('Please write your name in full-width katakana (e.g. ヤマダ タロウ).')).toBeVisible();
  });

  it('leaves the reading alone for a name in kanji', async () => {
    const screen = await renderWithTheme(<English />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name', exact: true }), '山田 太郎');
    await expect.element(screen.getByRole('textbox', { name: 'Name in katakana' })).toHaveValue('');
  });

  it('offers the corrected e-mail with an English button', async () => {
    const correction = { text: 'Did you mean taro@gmail.com?', email: 'taro@gmail.com' };
    const screen = await renderWithTheme(<ContactFields flow="quickBooking" value={{ ...EMPTY, email: 'taro@gmial.com' }} onChange={() => {}} emailCorrection={correction} nameReading="offered" />);
    await expect.element(screen.getByRole('button', { name: 'Use this address' })).toBeVisible();
  });
});

describe('ContactFields on a Japanese page', () => {
  it('does not fill the reading: the Japanese page has no words to say it was filled in', async () => {
    const screen = await renderWithTheme(<Controlled flow="quickBooking" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'お名前' }), 'John Smith');
    await expect.element(screen.getByRole('textbox', { name: 'フリガナ（全角カナ）' })).toHaveValue('');
  });
});
