import { describe, expect, it } from 'vitest';
import { priceLinesOf, sumOf, type PricePart } from '../../domain/api/priceLines.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { LeadDetails } from './LeadDetails.tsx';
import type { LeadDetailsProps } from './LeadDetails.types.ts';

const parts: PricePart[] = [
  { code: 'base', label: '基本料金（2tロング）', amount: 38_000 },
  { code: 'weekend', label: '土日料金', amount: 2_100 },
];
const props: LeadDetailsProps = {
  title: '仮予約の依頼',
  facts: [{ label: '受付番号', value: 'RV-1' }, { label: '回答期限', value: '2026/11/27 12:12（日本時間）' }],
  status: { label: '回答待ち', tone: 'open' },
  customer: [{ label: 'お名前', value: '山田 花子（ヤマダ ハナコ）' }, { label: 'メールアドレス', value: 'hanako@example.jp' }],
  customerNote: 'お客様の情報は表示していません。',
  price: { total: sumOf(parts), lines: priceLinesOf(parts) },
  priceNote: 'お客様には、この料金と内訳をそのまま表示しています。',
  move: [{ label: '引越し元', value: '東京都新宿区新宿1-2-3\nマンション・1LDK' }, { label: '荷物', value: 'リビング：テレビ1台' }],
};

describeConformance('LeadDetails', { themeName: 'HkLeadDetails', render: (root) => <LeadDetails {...props} {...root} /> });

describe('LeadDetails', () => {
  it('shows every row under its heading, the state, and the price with its lines', async () => {
    const screen = await renderWithTheme(<LeadDetails {...props} />);
    await expect.element(screen.getByRole('heading', { level: 1, name: '仮予約の依頼' })).toBeVisible();
    await expect.element(screen.getByText('回答待ち')).toBeVisible();
    const customer = screen.getByRole('region', { name: 'お客様', exact: true }).element();
    expect(customer.textContent).toContain('hanako@example.jp');
    const price = screen.getByRole('region', { name: 'お客様に表示した料金' }).element();
    expect(price.textContent).toContain('40,100円');
    expect(screen.getByRole('region', { name: '引越しの内容' }).element().querySelector('dd')?.textContent).toBe('東京都新宿区新宿1-2-3\nマンション・1LDK');
  });

  it('says why there is no visitor when the rows are withheld', async () => {
    const screen = await renderWithTheme(<LeadDetails {...props} customer={[]} status={{ label: '辞退済み', tone: 'ended' }} />);
    expect(screen.getByRole('region', { name: 'お客様', exact: true }).element().textContent).toContain('お客様の情報は表示していません。');
    expect(screen.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('ended');
  });
});
