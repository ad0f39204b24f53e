import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyCard } from './CompanyCard.tsx';
import type { CompanyCardData } from './CompanyCard.types.ts';

const company: CompanyCardData = {
  id: 'c001',
  name: 'さくら引越センター',
  price: 48_400,
  priceBreakdown: [
    { label: '基本料金', amount: 42_400 },
    { label: '土日祝割増', amount: 6_000 },
  ],
  rating: 4.5,
  telephoneNumber: '0312345678',
  businessHours: '9:00〜18:00',
};

describeConformance('CompanyCard', {
  themeName: 'HkCompanyCard',
  render: (props) => <CompanyCard company={company} onSelect={() => {}} {...props} />,
});

describe('CompanyCard', () => {
  it('shows the price with separators, its parts, the rating with 2 decimals and the phone formatted', async () => {
    const screen = await renderWithTheme(<CompanyCard company={company} />);
    await expect.element(screen.getByText('48,400円')).toBeVisible();
    await expect.element(screen.getByText('42,400円')).toBeVisible();
    await expect.element(screen.getByText('満足度 4.50')).toBeVisible();
    await expect.element(screen.getByText(/03-1234-5678/)).toBeVisible();
  });

  it('says so when a company gives no price', async () => {
    const screen = await renderWithTheme(<CompanyCard company={{ ...company, price: null, priceBreakdown: [], rating: null }} />);
    await expect.element(screen.getByText('料金はお問い合わせください')).toBeVisible();
    await expect.element(screen.getByText('満足度 －')).toBeVisible();
  });

  it('reports the choice and marks the chosen card', async () => {
    const onSelect = vi.fn();
    const screen = await renderWithTheme(<CompanyCard company={company} selected onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: '選択中' });
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith('c001');
    await expect.element(screen.getByRole('article')).toHaveAttribute('data-state', 'selected');
  });
});
