import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { CityGroup } from '../../domain/api/lookups.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { AddressFields } from './AddressFields.tsx';
import type { AddressFieldsProps } from './AddressFields.types.ts';

const cityGroups: CityGroup[] = [{ label: 'さ行', data: [{ cityCode: '13113', cityName: '渋谷区' }] }];

const props = (overrides: Partial<AddressFieldsProps> = {}): AddressFieldsProps => ({
  legend: '引越し先の住所',
  name: 'to',
  prefecture: '13',
  onPrefectureChange: () => {},
  cityGroups,
  city: '',
  onCityChange: () => {},
  ...overrides,
});

describeConformance('AddressFields', {
  themeName: 'HkAddressFields',
  render: (rootProps) => <AddressFields {...props()} {...rootProps} />,
});

describe('AddressFields', () => {
  it('groups cities under their headings and reports the chosen code', async () => {
    const onCityChange = vi.fn();
    const screen = await renderWithTheme(<AddressFields {...props({ onCityChange })} />);
    expect(document.querySelector('optgroup')?.getAttribute('label')).toBe('さ行');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '市区町村' }), '渋谷区');
    expect(onCityChange).toHaveBeenCalledWith('13113');
  });

  it('shows the district and detail inputs only when the flow gives them', async () => {
    const screen = await renderWithTheme(<AddressFields {...props()} />);
    await expect.element(screen.getByRole('combobox', { name: '町名' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: '番地・建物名' })).not.toBeInTheDocument();
  });

  it('shows an error once the field was edited and left', async () => {
    const screen = await renderWithTheme(<AddressFields {...props({ errors: { prefecture: '都道府県を選択してください。' } })} />);
    await expect.element(screen.getByText('都道府県を選択してください。')).not.toBeInTheDocument();
    const prefecture = screen.getByRole('combobox', { name: '都道府県' });
    (prefecture.element() as HTMLSelectElement).focus();
    await userEvent.selectOptions(prefecture, '大阪府');
    await userEvent.tab();
    await expect.element(screen.getByText('都道府県を選択してください。')).toBeVisible();
  });
});
