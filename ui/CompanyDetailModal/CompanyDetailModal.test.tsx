import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { CompanyCardData } from '../CompanyCard/index.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyDetailModal } from './CompanyDetailModal.tsx';

const company: CompanyCardData = {
  id: 'c001',
  name: 'さくら引越センター',
  price: 48_400,
  priceBreakdown: [{ label: '基本料金', amount: 48_400 }],
  rating: 4.5,
  telephoneNumber: '09012345678',
  businessHours: '9:00〜18:00',
};

describeConformance('CompanyDetailModal', {
  themeName: 'HkModalDialog',
  render: (props) => <CompanyDetailModal open company={company} onClose={() => {}} {...props} />,
});

describe('CompanyDetailModal', () => {
  it('lists the price parts, AM acceptance and contact data', async () => {
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} acceptsAm={false} onClose={() => {}} />);
    await expect.element(screen.getByRole('dialog', { name: /さくら引越センター/ })).toBeVisible();
    await expect.element(screen.getByRole('list', { name: '料金の内訳' })).toHaveTextContent('基本料金：48,400円');
    await expect.element(screen.getByText('対応不可')).toBeVisible();
    await expect.element(screen.getByText('090-1234-5678')).toBeVisible();
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
