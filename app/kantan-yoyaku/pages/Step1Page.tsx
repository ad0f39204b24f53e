import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FormApi } from 'final-form';
import { Observer, observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import {
  changeDestinationPrefecture,
  changeOriginCity,
  changeOriginPrefecture,
  changePostalCode,
  destinationAfterOriginPrefecture,
  pickDistrict,
  resolvePostalLookup,
  type OriginAddress,
} from '../../../domain/address/index.ts';
import type { PostalResult } from '../../../domain/api/lookups.ts';
import { ADDRESS_FORMAT_OPTIONS, type AddressFormat } from '../../../domain/options/household.ts';
import { postalCodeRule } from '../../../domain/validation/addressRules.ts';
import { toHalfWidth } from '../../../domain/validation/halfWidth.ts';
import { AddressFields } from '../../../ui/AddressFields/index.ts';
import { AvailabilityAlert, availabilityReasons } from '../../../ui/AvailabilityAlert/index.ts';
import { FloorPlanSelect } from '../../../ui/FloorPlanSelect/index.ts';
import { HeadCountField } from '../../../ui/HeadCountField/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../components/StepSection.tsx';
import { estimateLinkOf } from '../estimateLink.ts';
import { addressErrors, type FormErrors } from '../store/formErrors.ts';
import type { AddressForm } from '../store/forms.ts';

// The origin is entered by address by default (spec §3): the postal-code field and its suggest
// list load only when the visitor switches to it, which keeps them out of the first page's code.
const PostalCodeField = lazy(() => import('../../../ui/PostalCodeField/index.ts').then((module) => ({ default: module.PostalCodeField })));

type AddressFormApi = FormApi<AddressForm, Partial<AddressForm>>;

/** Loads the city and district lists the chosen prefectures and cities need. */
const AddressResources = observer(function AddressResources({ values }: { values: AddressForm }) {
  const { cities } = useRootStore();
  useEffect(() => void cities.loadCities(values.fromPrefecture), [cities, values.fromPrefecture]);
  useEffect(() => void cities.loadCities(values.toPrefecture), [cities, values.toPrefecture]);
  useEffect(() => void cities.loadDistricts(values.fromPrefecture, values.fromCity), [cities, values.fromPrefecture, values.fromCity]);
  return null;
});

function setOrigin(form: AddressFormApi, origin: OriginAddress) {
  form.batch(() => {
    form.change('fromPostalCode', origin.postalCode);
    form.change('fromPrefecture', origin.prefecture);
    form.change('fromCity', origin.city);
    form.change('fromDistrict', origin.district);
  });
}

function originOf(values: AddressForm): OriginAddress {
  return { postalCode: values.fromPostalCode, prefecture: values.fromPrefecture, city: values.fromCity, district: values.fromDistrict };
}

/** The step's rules, plus the postal code while the origin is entered by postal code. */
function validate(values: AddressForm): FormErrors<AddressForm> {
  return {
    ...addressErrors(values),
    fromPostalCode: values.fromAddressFormat === 'postalCode' ? postalCodeRule(values.fromPostalCode) : undefined,
  };
}

/** Step 1: origin and destination, floor plans and head count (spec §2, §3, §4). */
export const Step1Page = observer(function Step1Page() {
  const root = useRootStore();
  const store = useQuickBooking();
  const [postalMessage, setPostalMessage] = useState<string>();
  const [suggestions, setSuggestions] = useState<PostalResult[]>([]);
  const destinationEdited = useRef(store.address.toPrefecture !== '');

  const copyPrefectureToDestination = (form: AddressFormApi, prefecture: string) => {
    const values = form.getState().values;
    const next = destinationAfterOriginPrefecture({ prefecture: values.toPrefecture, city: values.toCity }, prefecture, destinationEdited.current);
    form.batch(() => {
      form.change('toPrefecture', next.prefecture);
      form.change('toCity', next.city);
    });
  };

  const choose = (form: AddressFormApi, address: PostalResult) => {
    setSuggestions([]);
    setOrigin(form, { postalCode: address.postalCode, prefecture: address.prefectureCode, city: address.cityCode, district: address.districtCode });
    copyPrefectureToDestination(form, address.prefectureCode);
  };

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
    choose(form, outcome.address);
  };

  return (
    <Form<AddressForm>
      initialValues={store.address}
      onSubmit={store.submitAddress}
      validate={validate}
      render={({ handleSubmit, form, values, errors = {}, submitFailed, hasValidationErrors }) => (
        <Observer>
          {() => {
            const districts = root.cities.districtsOf(values.fromPrefecture, values.fromCity);
            const reasons = availabilityReasons(values);
            return (
              <form onSubmit={handleSubmit} noValidate>
                <AddressResources values={values} />
                <StepSection
                  title="引越し元・引越し先を入力してください"
                  nextLabel="次へ進む"
                  nextDisabled={hasValidationErrors}
                  extraActions={
                    reasons.includes('largeFloorPlan') && (
                      <Button variant="outlined" href={estimateLinkOf(store, values)}>
                        一括見積もりに変更する
                      </Button>
                    )
                  }
                >
                  {store.pickedDate && <Alert severity="info">引越し予定日: {store.pickedDate}</Alert>}
                  <FormControl component="fieldset" variant="standard">
                    <FormLabel component="legend">引越し元の入力方法</FormLabel>
                    <RadioGroup
                      row
                      name="fromAddressFormat"
                      value={values.fromAddressFormat}
                      onChange={(event) => form.change('fromAddressFormat', event.target.value as AddressFormat)}
                    >
                      {ADDRESS_FORMAT_OPTIONS.map((option) => (
                        <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
                      ))}
                    </RadioGroup>
                  </FormControl>
                  {values.fromAddressFormat === 'postalCode' && (
                    <Suspense fallback={null}>
                      <PostalCodeField
                        name="fromPostalCode"
                        label="引越し元の郵便番号（ハイフンなし7桁）"
                        value={values.fromPostalCode}
                        onChange={(raw) => {
                          const zipCode = toHalfWidth(raw).replace(/\D/g, '').slice(0, 7);
                          setOrigin(form, changePostalCode(originOf(values), zipCode));
                          void lookUp(form, zipCode);
                        }}
                        suggestions={suggestions}
                        onSuggestionSelect={(address) => choose(form, address)}
                        error={errors.fromPostalCode}
                        showAllErrors={submitFailed}
                      />
                      {postalMessage && (
                        <Alert severity="error" role="alert">
                          {postalMessage}
                        </Alert>
                      )}
                    </Suspense>
                  )}
                  <AddressFields
                    legend="引越し元の住所"
                    name="from"
                    prefecture={values.fromPrefecture}
                    onPrefectureChange={(prefecture) => {
                      setOrigin(form, changeOriginPrefecture(originOf(values), prefecture));
                      copyPrefectureToDestination(form, prefecture);
                    }}
                    cityGroups={root.cities.citiesOf(values.fromPrefecture)}
                    city={values.fromCity}
                    onCityChange={(city) => setOrigin(form, changeOriginCity(originOf(values), city))}
                    districts={districts}
                    district={values.fromDistrict}
                    onDistrictChange={(code) => {
                      const district = districts.find((entry) => entry.districtCode === code);
                      if (district) setOrigin(form, pickDistrict(originOf(values), district));
                    }}
                    errors={{ prefecture: errors.fromPrefecture, city: errors.fromCity, district: errors.fromDistrict }}
                    showAllErrors={submitFailed}
                  />
                  <FloorPlanSelect
                    flow="quick"
                    name="fromFloorPlan"
                    label="引越し元の間取り"
                    value={values.fromFloorPlan}
                    onChange={(plan) => form.change('fromFloorPlan', plan)}
                    error={errors.fromFloorPlan}
                    showAllErrors={submitFailed}
                  />
                  <AddressFields
                    legend="引越し先の住所"
                    name="to"
                    prefecture={values.toPrefecture}
                    onPrefectureChange={(prefecture) => {
                      destinationEdited.current = true;
                      const next = changeDestinationPrefecture({ prefecture: values.toPrefecture, city: values.toCity }, prefecture);
                      form.batch(() => {
                        form.change('toPrefecture', next.prefecture);
                        form.change('toCity', next.city);
                      });
                    }}
                    cityGroups={root.cities.citiesOf(values.toPrefecture)}
                    city={values.toCity}
                    onCityChange={(city) => form.change('toCity', city)}
                    errors={{ prefecture: errors.toPrefecture, city: errors.toCity }}
                    showAllErrors={submitFailed}
                  />
                  <FloorPlanSelect
                    flow="quick"
                    name="toFloorPlan"
                    label="引越し先の間取り"
                    value={values.toFloorPlan}
                    onChange={(plan) => form.change('toFloorPlan', plan)}
                    error={errors.toFloorPlan}
                    showAllErrors={submitFailed}
                  />
                  <HeadCountField
                    name="headCount"
                    value={values.headCount}
                    onChange={(count) => form.change('headCount', count)}
                    error={errors.headCount}
                    showAllErrors={submitFailed}
                  />
                  <AvailabilityAlert reasons={reasons} />
                  {reasons.includes('largeFloorPlan') && (
                    <Link href={estimateLinkOf(store, values)} variant="body2">
                      一括見積もりで複数の業者に相談する
                    </Link>
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
