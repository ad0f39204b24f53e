import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PostalResult } from '../../domain/api/lookups.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { PostalCodeField } from './PostalCodeField.tsx';

const results: PostalResult[] = [
  { postalCode: '1500001', address: '東京都渋谷区神宮前', prefectureCode: '13', cityCode: '13113', districtCode: '131130001', districtName: '神宮前' },
];

describeConformance('PostalCodeField', {
  themeName: 'HkPostalCodeField',
  render: (props) => <PostalCodeField value="" onChange={() => {}} suggestions={[]} onSuggestionSelect={() => {}} {...props} />,
});

describe('PostalCodeField', () => {
  it('shows suggestions only from 6 characters and while focused', async () => {
    const screen = await renderWithTheme(<PostalCodeField value="15000" onChange={() => {}} suggestions={results} onSuggestionSelect={() => {}} />);
    await userEvent.click(screen.getByRole('combobox'));
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    screen.rerender(<PostalCodeField value="150000" onChange={() => {}} suggestions={results} onSuggestionSelect={() => {}} />);
    await expect.element(screen.getByRole('option', { name: '〒1500001 東京都渋谷区神宮前' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('reports typed text and the picked address', async () => {
    const onChange = vi.fn();
    const onSuggestionSelect = vi.fn();
    const screen = await renderWithTheme(<PostalCodeField value="150000" onChange={onChange} suggestions={results} onSuggestionSelect={onSuggestionSelect} />);
    await userEvent.type(screen.getByRole('combobox'), '1');
    expect(onChange).toHaveBeenLastCalledWith('1500001');
    await userEvent.click(screen.getByRole('option'));
    expect(onSuggestionSelect).toHaveBeenCalledWith(results[0]);
  });
});

describe('PostalCodeField in English', () => {
  beforeEach(() => activateLocale('en'));
  afterEach(() => activateLocale('ja'));

  it('is labelled and explained in English, and suggests the API’s romaji address without the postal mark', async () => {
    const english: PostalResult[] = [{ ...results[0]!, address: 'Jingumae, Shibuya-ku, Tokyo' }];
    const screen = await renderWithTheme(<PostalCodeField value="150000" onChange={() => {}} suggestions={english} onSuggestionSelect={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Postal code' });
    await expect.element(input).toHaveAttribute('placeholder', 'e.g. 1000001');
    await expect.element(screen.getByText('7 digits, without a hyphen')).toBeVisible();
    await userEvent.click(input);
    await expect.element(screen.getByRole('option', { name: '1500001 Jingumae, Shibuya-ku, Tokyo' })).toBeVisible();
  });
});
