import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '../domain/validation/index.ts';
import { AddressFields, type AddressFieldsProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { SHIBUYA_DISTRICTS, TOKYO_CITY_GROUPS } from './fixtures/address.ts';

/** Holds the chosen codes as the form would; changing the prefecture clears city and district (spec §4). */
function ControlledAddressFields(args: AddressFieldsProps) {
  const [address, setAddress] = useState({ prefecture: args.prefecture, city: args.city, district: args.district ?? '', detailAddress: args.detailAddress ?? '' });
  const [hintOpen, setHintOpen] = useState(true);
  return (
    <AddressFields
      {...args}
      {...address}
      onPrefectureChange={(prefecture) => { args.onPrefectureChange(prefecture); setAddress({ ...address, prefecture, city: '', district: '' }); }}
      onCityChange={(city) => { args.onCityChange(city); setAddress({ ...address, city, district: '' }); }}
      onDistrictChange={(district) => { args.onDistrictChange?.(district); setAddress({ ...address, district }); }}
      onDetailAddressChange={args.onDetailAddressChange && ((detailAddress) => { args.onDetailAddressChange?.(detailAddress); setAddress({ ...address, detailAddress }); })}
      cityHint={args.cityHint && { ...args.cityHint, open: hintOpen, onClose: () => { args.cityHint?.onClose(); setHintOpen(false); } }}
    />
  );
}

const meta = {
  title: 'Address/AddressFields',
  component: AddressFields,
  render: ControlledAddressFields,
  args: {
    legend: '引越し元の住所',
    name: 'from',
    prefecture: '13',
    cityGroups: TOKYO_CITY_GROUPS,
    city: '',
    districts: SHIBUYA_DISTRICTS,
    district: '',
    detailAddress: '',
    onPrefectureChange: fn(),
    onCityChange: fn(),
    onDistrictChange: fn(),
    onDetailAddressChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof AddressFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Origin: Story = { args: { city: '13113', district: '131130001', detailAddress: '1-2-3 ハイツ神宮前101' } };

export const DestinationWithHints: Story = {
  args: {
    legend: '引越し先の住所',
    name: 'to',
    districts: undefined,
    onDetailAddressChange: undefined,
    cityHint: { open: true, onClose: fn(), text: '市区町村まで選ぶと料金が表示されます。' },
  },
};

export const Errors: Story = {
  args: {
    prefecture: '',
    cityGroups: [],
    showAllErrors: true,
    errors: { prefecture: MESSAGES.prefecture.required, city: MESSAGES.city.required, district: MESSAGES.district.required, detailAddress: MESSAGES.detailAddress.invalid },
  },
};

export const Mobile: Story = { args: { city: '13113' }, globals: mobileGlobals };

export const ChooseCityAndDistrict: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '市区町村' }), '渋谷区');
    await expect(args.onCityChange).toHaveBeenCalledWith('13113');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '町名' }), '恵比寿');
    await expect(args.onDistrictChange).toHaveBeenCalledWith('131130003');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '都道府県' }), '大阪府');
    await expect(args.onPrefectureChange).toHaveBeenCalledWith('27');
    await expect(canvas.getByRole('combobox', { name: '市区町村' })).toHaveValue('');
  },
};
