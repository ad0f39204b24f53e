import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { MESSAGES, emailRule, nameRule, phoneRule, type Flow } from '../../domain/validation/index.ts';
import { japanese } from '../../domain/testing/messages.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ContactFields } from './ContactFields.tsx';
import type { ContactValues } from './ContactFields.types.ts';

const EMPTY: ContactValues = { name: '', nameKana: '', email: '', tel: '' };

describeConformance('ContactFields', {
  themeName: 'HkContactFields',
  render: (props) => (
    <ContactFields flow="quick" value={{ name: '山田太郎', nameKana: 'ヤマダタロウ', email: 'taro@example.jp', tel: '0312345678' }} onChange={() => {}} {...props} />
  ),
});

function Controlled({ flow, initial = EMPTY }: { flow: Flow; initial?: ContactValues }) {
  const [value, setValue] = useState(initial);
  const errors = { name: nameRule(flow)(value.name), email: emailRule(value.email), tel: japanese(phoneRule(flow)(value.tel)) };
  return <ContactFields flow={flow} value={value} onChange={setValue} errors={errors} revealErrors={flow === 'quick' ? 'editedAndBlurred' : 'edited'} />;
}

describe('ContactFields', () => {
  it('labels the items the way the flow words its messages', async () => {
    const quick = await renderWithTheme(<Controlled flow="quick" />);
    await expect.element(quick.getByRole('textbox', { name: 'お名前' })).toBeVisible();
    await expect.element(quick.getByRole('textbox', { name: '電話番号（ハイフンなし）' })).toBeVisible();
  });

  it('uses the estimate wording for the estimate form', async () => {
    const screen = await renderWithTheme(<Controlled flow="estimate" />);
    await expect.element(screen.getByRole('textbox', { name: '氏名' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'ご連絡先電話番号（ハイフンなし）' })).toBeVisible();
  });

  it('shows a quick-booking error only once the item was edited and left', async () => {
    const screen = await renderWithTheme(<Controlled flow="quick" />);
    await userEvent.type(screen.getByRole('textbox', { name: '電話番号（ハイフンなし）' }), '0312');
    expect(screen.getByText(japanese(MESSAGES.phone.tooShort.quick(10))!).query()).toBeNull();
    await userEvent.tab();
    await expect.element(screen.getByText(japanese(MESSAGES.phone.tooShort.quick(10))!)).toBeVisible();
    expect(screen.getByText(MESSAGES.name.required.quick).query()).toBeNull();
  });

  it('offers the six domains while the e-mail is wrong and focused, and builds the address from the choice', async () => {
    const screen = await renderWithTheme(<Controlled flow="quick" />);
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
    const screen = await renderWithTheme(<Controlled flow="quick" />);
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
    return <ContactFields flow="quick" value={value} onChange={setValue} emailCorrection={correction} />;
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
