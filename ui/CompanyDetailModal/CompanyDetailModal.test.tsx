import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import type { CompanyCardData } from '../CompanyCard/index.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyDetailModal } from './CompanyDetailModal.tsx';

const company: CompanyCardData = {
  id: 'c001',
  name: 'さくら引越センター',
  price: 48_400,
  priceLines: priceLinesOf([
    { code: 'base', label: '基本料金（2tロング）', amount: 42_400 },
    { code: 'weekend', label: '土日料金', amount: 6_000 },
  ]),
  rating: 4.5,
  telephoneNumber: '09012345678',
  businessHours: '9:00〜18:00',
};

describeConformance('CompanyDetailModal', {
  themeName: 'HkModalDialog',
  render: (props) => <CompanyDetailModal open company={company} onClose={() => {}} {...props} />,
});

describe('CompanyDetailModal', () => {
  it('opens the price into its lines, and lists AM acceptance and contact data', async () => {
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} acceptsAm={false} onClose={() => {}} />);
    await expect.element(screen.getByRole('dialog', { name: /さくら引越センター/ })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /曜日・祝日/ })).toHaveTextContent('6,000円');
    await expect.element(screen.getByRole('row', { name: /合計/ })).toHaveTextContent('48,400円');
    await expect.element(screen.getByText('対応不可')).toBeVisible();
    await expect.element(screen.getByText('090-1234-5678')).toBeVisible();
  });

  it('shows the morning price with its own lines beside the free-time price', async () => {
    const morning = priceLinesOf([
      { code: 'base', label: '基本料金（2tロング）', amount: 42_400 },
      { code: 'weekend', label: '土日料金', amount: 6_000 },
      { code: 'amSlot', label: '午前便指定料金', amount: 4_800 },
    ]);
    const screen = await renderWithTheme(
      <CompanyDetailModal open company={company} acceptsAm morningPrice={{ total: 53_200, lines: morning }} onClose={() => {}} />,
    );
    await expect.element(screen.getByText('53,200円')).toBeVisible();
    await expect.element(screen.getByRole('table', { name: '料金の内訳' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '午前便の料金の内訳' }));
    await expect.element(screen.getByRole('table', { name: '午前便の料金の内訳' })).toHaveTextContent('4,800円');
  });

  it('renders nothing without a company and reports a choice made in the modal', async () => {
    const onSelect = vi.fn();
    const empty = await renderWithTheme(<CompanyDetailModal open company={null} onClose={() => {}} />);
    expect(empty.container.childElementCount).toBe(0);
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} onClose={() => {}} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'この業者を選ぶ' }));
    expect(onSelect).toHaveBeenCalledWith('c001');
  });
});
