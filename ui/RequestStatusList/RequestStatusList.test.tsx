import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { RequestStatusList } from './RequestStatusList.tsx';

describeConformance('RequestStatusList', {
  themeName: 'HkRequestStatusList',
  render: (props) => (
    <RequestStatusList
      {...props}
      label="仮予約を依頼した引越し業者"
      companies={[
        { id: 'a', name: 'さくら引越センター', price: 40_000, priceLines: [{ kind: 'base', label: '基本料金', amount: 40_000, parts: [{ code: 'base', label: '基本料金（2t）', amount: 40_000 }] }], status: 'open', withdrawable: true },
        { id: 'b', name: 'あおぞら運輸', price: null, status: 'withdrawn' },
      ]}
      onWithdraw={() => undefined}
    />
  ),
});

describe('RequestStatusList on an English page (issue 28)', () => {
  beforeEach(async () => {
    await activateLocale('en');
  });
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('keeps the space before the company name in the withdraw button', async () => {
    const screen = await renderWithTheme(
      <RequestStatusList label="Companies asked" companies={[{ id: 'a', name: 'さくら引越センター', price: null, status: 'open', withdrawable: true }]} onWithdraw={() => undefined} />,
    );
    const button = screen.getByRole('button').element() as HTMLElement;
    expect(button.innerText).toBe('Withdraw my request to さくら引越センター');
  });
});
