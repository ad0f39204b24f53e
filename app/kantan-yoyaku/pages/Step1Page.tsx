import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormApi } from 'final-form';
import { Observer, observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import {
  changeDestinationPrefecture,
  changeOriginPrefecture,
  changePostalCode,
  destinationAfterOriginPrefecture,
  pickDistrict,
  resolvePostalLookup,
} from '../../../domain/address/index.ts';
import type { PostalResult } from '../../../domain/api/lookups.ts';
import { isLargeFloorPlan, QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';
import { PERSON_COUNT_OPTIONS } from '../../../domain/options/household.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { cityRule, districtRule, floorPlanRule, moversRule, postalCodeRule, prefectureRule } from '../../../domain/validation/addressRules.ts';
import { toHalfWidth } from '../../../domain/validation/halfWidth.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { RadioField, SelectField, TextInputField } from '../components/fields.tsx';
import { StepSection } from '../components/StepSection.tsx';
import type { AddressForm } from '../store/forms.ts';

const ADDRESS_FORMAT_OPTIONS = [
  { value: 'postal', label: '郵便番号で入力' },
  { value: 'address', label: '住所を選んで入力' },
] as const;

type AddressFormApi = FormApi<AddressForm, Partial<AddressForm>>;

/** Loads the city and district lists the chosen prefectures and cities need. */
const AddressResources = observer(function AddressResources({ values }: { values: AddressForm }) {
  const { cities } = useRootStore();
  useEffect(() => void cities.loadCities(values.fromPrefecture), [cities, values.fromPrefecture]);
  useEffect(() => void cities.loadCities(values.toPrefecture), [cities, values.toPrefecture]);
  useEffect(() => void cities.loadDistricts(values.fromPrefecture, values.fromCity), [cities, values.fromPrefecture, values.fromCity]);
  return null;
});

function setOrigin(form: AddressFormApi, origin: { postalCode: string; prefecture: string; city: string; district: string }) {
  form.batch(() => {
    form.change('fromPostalCode', origin.postalCode);
    form.change('fromPrefecture', origin.prefecture);
    form.change('fromCity', origin.city);
    form.change('fromDistrict', origin.district);
  });
}

function originOf(values: AddressForm) {
  return { postalCode: values.fromPostalCode, prefecture: values.fromPrefecture, city: values.fromCity, district: values.fromDistrict };
}

/** Step 1: origin and destination, floor plans and head count (spec §2, §3, §4). */
export const Step1Page = observer(function Step1Page() {
  const root = useRootStore();
  const store = root.kantanYoyaku;
  const [postalMessage, setPostalMessage] = useState<string>();
  const [suggestions, setSuggestions] = useState<PostalResult[]>([]);
  const destinationEdited = useRef(store.address.toPrefecture !== '');

  const lookUp = async (form: AddressFormApi, zipCode: string) => {
    setPostalMessage(undefined);
    if (zipCode.length < 6) {
      setSuggestions([]);
      return;
    }
    const outcome = await store.lookupPostal(zipCode);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'error') {
      setPostalMessage(outcome.message);
      return;
    }
    if (outcome.kind === 'suggest') {
      setSuggestions(outcome.addresses);
      if (zipCode.length === 7) {
        const resolved = resolvePostalLookup(outcome.addresses);
        if (!resolved.ok) setPostalMessage(resolved.message);
      }
      return;
    }
    setSuggestions([]);
    choose(form, outcome.address);
  };

  const choose = (form: AddressFormApi, address: PostalResult) => {
    setSuggestions([]);
    setOrigin(form, { postalCode: address.postalCode, prefecture: address.prefectureCode, city: address.cityCode, district: address.districtCode });
    copyPrefectureToDestination(form, address.prefectureCode);
  };

  const copyPrefectureToDestination = (form: AddressFormApi, prefecture: string) => {
    const values = form.getState().values;
    const next = destinationAfterOriginPrefecture({ prefecture: values.toPrefecture, city: values.toCity }, prefecture, destinationEdited.current);
    form.batch(() => {
      form.change('toPrefecture', next.prefecture);
      form.change('toCity', next.city);
    });
  };

  return (
    <Form<AddressForm>
      initialValues={store.address}
      onSubmit={store.submitAddress}
      validate={(values) => ({
        fromPostalCode: values.fromAddressFormat === 'postal' ? postalCodeRule(values.fromPostalCode) : undefined,
        fromPrefecture: prefectureRule(values.fromPrefecture),
        fromCity: cityRule(values.fromCity),
        fromDistrict: districtRule(values.fromDistrict),
        fromFloorPlan: floorPlanRule(values.fromFloorPlan),
        toPrefecture: prefectureRule(values.toPrefecture),
        toCity: cityRule(values.toCity),
        toFloorPlan: floorPlanRule(values.toFloorPlan),
        headCount: moversRule(values.headCount),
      })}
      render={({ handleSubmit, form, values, hasValidationErrors }) => (
        <Observer>
          {() => {
        const large = isLargeFloorPlan(values.fromFloorPlan) || isLargeFloorPlan(values.toFloorPlan);
        const cityGroups = (prefecture: string) =>
          root.cities.citiesOf(prefecture).map((group) => ({
            label: group.label,
            options: group.data.map((city) => ({ value: city.cityCode, label: city.cityName })),
          }));
        const districts = root.cities.districtsOf(values.fromPrefecture, values.fromCity);
        return (
          <form onSubmit={handleSubmit} noValidate>
            <AddressResources values={values} />
            <StepSection
              title="引越し元・引越し先を入力してください"
              nextLabel="次へ進む"
              nextDisabled={hasValidationErrors}
              extraActions={
                large && (
                  <Button variant="outlined" href="/mitsumori/">
                    一括見積もりに変更する
                  </Button>
                )
              }
            >
              {store.pickedDate && <Alert severity="info">引越し予定日: {store.pickedDate}</Alert>}
              <Typography component="h3" variant="h6">
                引越し元
              </Typography>
              <RadioField name="fromAddressFormat" label="入力方法" options={ADDRESS_FORMAT_OPTIONS} />
              {values.fromAddressFormat === 'postal' && (
                <Stack spacing={1}>
                  <TextInputField
                    name="fromPostalCode"
                    label="郵便番号（ハイフンなし7桁）"
                    inputMode="numeric"
                    autoComplete="postal-code"
                    onValueChange={(raw) => {
                      const zipCode = toHalfWidth(raw).replace(/\D/g, '').slice(0, 7);
                      setOrigin(form, changePostalCode(originOf(values), zipCode));
                      void lookUp(form, zipCode);
                    }}
                  />
                  {postalMessage && (
                    <Alert severity="error" role="alert">
                      {postalMessage}
                    </Alert>
                  )}
                  {suggestions.length > 1 && (
                    <List aria-label="住所の候補" dense>
                      {suggestions.map((address) => (
                        <ListItemButton key={`${address.postalCode}-${address.districtCode}`} onClick={() => choose(form, address)}>
                          {address.postalCode} {address.address}
                        </ListItemButton>
                      ))}
                    </List>
                  )}
                </Stack>
              )}
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <SelectField
                  name="fromPrefecture"
                  label="都道府県"
                  options={PREFECTURE_OPTIONS}
                  validate={prefectureRule}
                  onValueChange={(prefecture) => {
                    setOrigin(form, changeOriginPrefecture(originOf(values), prefecture));
                    copyPrefectureToDestination(form, prefecture);
                  }}
                />
                <SelectField
                  name="fromCity"
                  label="市区町村"
                  groups={cityGroups(values.fromPrefecture)}
                  validate={cityRule}
                  disabled={!values.fromPrefecture}
                  onValueChange={(city) => setOrigin(form, { ...originOf(values), postalCode: '', city, district: '' })}
                />
                <SelectField
                  name="fromDistrict"
                  label="町名"
                  options={districts.map((district) => ({ value: district.districtCode, label: district.districtName }))}
                  validate={districtRule}
                  disabled={!values.fromCity}
                  onValueChange={(code) => {
                    const district = districts.find((entry) => entry.districtCode === code);
                    if (district) setOrigin(form, pickDistrict(originOf(values), district));
                  }}
                />
              </Stack>
              <SelectField name="fromFloorPlan" label="引越し元の間取り" options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} validate={floorPlanRule} />
              <Typography component="h3" variant="h6">
                引越し先
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <SelectField
                  name="toPrefecture"
                  label="引越し先の都道府県"
                  options={PREFECTURE_OPTIONS}
                  validate={prefectureRule}
                  onValueChange={(prefecture) => {
                    destinationEdited.current = true;
                    const next = changeDestinationPrefecture({ prefecture: values.toPrefecture, city: values.toCity }, prefecture);
                    form.change('toCity', next.city);
                  }}
                />
                <SelectField
                  name="toCity"
                  label="引越し先の市区町村"
                  groups={cityGroups(values.toPrefecture)}
                  validate={cityRule}
                  disabled={!values.toPrefecture}
                />
              </Stack>
              <SelectField name="toFloorPlan" label="引越し先の間取り" options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} validate={floorPlanRule} />
              <RadioField name="headCount" label="引越し人数" options={PERSON_COUNT_OPTIONS} validate={moversRule} />
              {large && (
                <Alert severity="warning">
                  間取りが2K以上の場合、かんたん予約でご案内できる業者が限られます。
                  <Link href="/mitsumori/">一括見積もり</Link>もご利用いただけます。
                </Alert>
              )}
            </StepSection>
          </form>
        );
          }}
        </Observer>
      )}
    />
  );
});
