import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { AddressFields, type AddressFieldHint } from '../../ui/AddressFields/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import type { AddressInput } from './AddressInput.ts';
import { useRevealProps } from './fields.tsx';

// The origin is entered by address at first (spec §3): the postal-code field and its suggest list
// (MUI Autocomplete) load when the visitor switches to it, keeping them out of the first pages' code.
const PostalCodeField = lazy(() => import('../../ui/PostalCodeField/index.ts').then((module) => ({ default: module.PostalCodeField })));

/** The origin's postal code with the address input's lookup and suggest list (spec §4), inside the page's Suspense boundary. */
export const RoutePostalCodeField = observer(function RoutePostalCodeField({ name, value, address, error }: { name: string; value: string; address: AddressInput; error: string | undefined }) {
  return (
    <PostalCodeField
      name={name}
      label={t(/*i18n*/ '引越し元の郵便番号（ハイフンなし7桁）')}
      value={value}
      onChange={(typed) => void address.changePostalCode(typed)}
      suggestions={address.suggestions}
      onSuggestionSelect={address.pickSuggestion}
      error={error}
      {...useRevealProps()}
    />
  );
});

/** The route's fields, named alike in every flow's form. */
interface RouteValues {
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  toPrefecture: string;
  toCity: string;
}

interface RouteAddressFieldsProps {
  /** The origin (with its district, and the postal rules behind it) or the destination. */
  end: 'from' | 'to';
  address: AddressInput;
  values: RouteValues;
  /** The step's messages, by field name. */
  errors: Partial<Record<keyof RouteValues, string>>;
  prefectureHint?: AddressFieldHint;
  cityHint?: AddressFieldHint;
}

/**
 * One end's prefecture, city and (at the origin) district, for every flow: ui/'s AddressFields
 * with the city and district lists of the chosen codes, its changes through the address input
 * (spec §4 clearing rules, prefecture copy, district to postal code), and the step's error rule.
 */
export const RouteAddressFields = observer(function RouteAddressFields({ end, address, values, errors, prefectureHint, cityHint }: RouteAddressFieldsProps) {
  const { cities } = useRootStore();
  const origin = end === 'from';
  const prefecture = values[`${end}Prefecture`];
  const city = values[`${end}City`];
  return (
    <AddressFields
      legend={origin ? t(/*i18n*/ '引越し元の住所') : t(/*i18n*/ '引越し先の住所')}
      name={end}
      prefecture={prefecture}
      onPrefectureChange={origin ? address.changeOriginPrefecture : address.changeDestinationPrefecture}
      cityGroups={cities.citiesOf(prefecture)}
      city={city}
      onCityChange={origin ? address.changeOriginCity : address.changeDestinationCity}
      districts={origin ? cities.districtsOf(prefecture, city) : undefined}
      district={origin ? values.fromDistrict : undefined}
      onDistrictChange={origin ? address.changeDistrict : undefined}
      errors={{ prefecture: errors[`${end}Prefecture`], city: errors[`${end}City`], district: origin ? errors.fromDistrict : undefined }}
      prefectureHint={prefectureHint}
      cityHint={cityHint}
      {...useRevealProps()}
    />
  );
});
