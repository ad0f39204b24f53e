import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { MESSAGES } from '../domain/validation/index.ts';
import { AddressFields, type AddressFieldsProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { cityGroupsInStoryLanguage, districtsInStoryLanguage, SHIBUYA_DISTRICTS, TOKYO_CITY_GROUPS } from './fixtures/address.ts';
import { allShown, inStoryLanguage, nodeInStoryLanguage, typedInStoryLanguage } from './support/storyText.ts';

/** The English of the words these stories make up. */
const ENGLISH = {
  '1-2-3 ハイツ神宮前101': '1-2-3 Heights Jingumae 101',
  '市区町村まで選ぶと料金が表示されます。': 'Choose your city or ward to see the prices.',
};

/**
 * Holds the chosen codes as the form would; changing the prefecture clears city and district (spec §4).
 * The legend, hint, places and typed address are those a page of the story's language shows.
 */
function ControlledAddressFields(args: AddressFieldsProps) {
  const [address, setAddress] = useState({ prefecture: args.prefecture, city: args.city, district: args.district ?? '', detailAddress: typedInStoryLanguage(args.detailAddress ?? '', ENGLISH) });
  const [hintOpen, setHintOpen] = useState(true);
  return (
    <AddressFields
      {...args}
      {...address}
      legend={inStoryLanguage(args.legend)}
      cityGroups={cityGroupsInStoryLanguage(args.cityGroups)}
      districts={args.districts && districtsInStoryLanguage(args.districts)}
      errors={args.errors && allShown(args.errors)}
      onPrefectureChange={(prefecture) => { args.onPrefectureChange(prefecture); setAddress({ ...address, prefecture, city: '', district: '' }); }}
      onCityChange={(city) => { args.onCityChange(city); setAddress({ ...address, city, district: '' }); }}
      onDistrictChange={(district) => { args.onDistrictChange?.(district); setAddress({ ...address, district }); }}
      onDetailAddressChange={args.onDetailAddressChange && ((detailAddress) => { args.onDetailAddressChange?.(detailAddress); setAddress({ ...address, detailAddress }); })}
      cityHint={args.cityHint && { ...args.cityHint, text: nodeInStoryLanguage(args.cityHint.text, ENGLISH), open: hintOpen, onClose: () => { args.cityHint?.onClose(); setHintOpen(false); } }}
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
    // Options are chosen by their codes, which are the same in every language.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('市区町村') }), '13113');
    await expect(args.onCityChange).toHaveBeenCalledWith('13113');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('町名') }), '131130003');
    await expect(args.onDistrictChange).toHaveBeenCalledWith('131130003');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('都道府県') }), '27');
    await expect(args.onPrefectureChange).toHaveBeenCalledWith('27');
    await expect(canvas.getByRole('combobox', { name: t('市区町村') })).toHaveValue('');
  },
};
