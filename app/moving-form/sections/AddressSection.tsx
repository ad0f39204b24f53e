import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { ADDRESS_FORMAT_OPTIONS, HOUSING_TYPE_OPTIONS } from '../../../domain/options/household.ts';
import { toHalfWidth } from '../../../domain/validation/halfWidth.ts';
import { AddressFields } from '../../../ui/AddressFields/index.ts';
import { ClosableHint } from '../../../ui/ClosableHint/index.ts';
import { FloorPlanSelect } from '../../../ui/FloorPlanSelect/index.ts';
import { FormTextField } from '../../../ui/FormTextField/index.ts';
import { OptionRadioGroup } from '../../../ui/OptionRadioGroup/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import type { SectionProps } from './sectionProps.ts';

// The origin is chosen by address at first (as in quick booking): the postal-code field and its
// suggest list (MUI Autocomplete) load when the visitor switches to it, keeping step 1's code small.
const PostalCodeField = lazy(() => import('../../../ui/PostalCodeField/index.ts').then((module) => ({ default: module.PostalCodeField })));

/** The two ends of a move, by the prefix of their field names. */
type End = 'from' | 'to';

const END_NAMES: Readonly<Record<End, string>> = { from: '引越し元', to: '引越し先' };

/** One end's section: its heading, then its fields. */
function EndSection({ end, children }: { end: End; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-labelledby={`${end}-address-heading`}>
      <Typography variant="h6" component="h3" id={`${end}-address-heading`}>
        {END_NAMES[end]}
      </Typography>
      {children}
    </Stack>
  );
}

/** One end's housing type and floor plan. */
const DwellingFields = observer(function DwellingFields({ form, end, showAllErrors }: SectionProps & { end: End }) {
  const { values: address, errors } = form.address;
  const housingType = `${end}HousingType` as const;
  const floorPlan = `${end}FloorPlan` as const;
  return (
    <>
      <FormTextField
        name={housingType}
        label={`${END_NAMES[end]}の住居タイプ`}
        value={address[housingType]}
        onChange={(value) => form.address.setAddressDetail(housingType, value)}
        options={HOUSING_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      />
      <FloorPlanSelect
        flow="estimate"
        name={floorPlan}
        label={`${END_NAMES[end]}の間取り`}
        value={address[floorPlan]}
        onChange={(value) => form.address.setAddressDetail(floorPlan, value)}
        error={errors[floorPlan]}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
    </>
  );
});

/** The origin (spec §3 "Address", "Extra address"): postal code or address, house number, housing type and floor plan. */
export const FromAddressSection = observer(function FromAddressSection({ form, showAllErrors }: SectionProps) {
  const { cities } = useRootStore();
  const { values: address, errors } = form.address;
  return (
    <EndSection end="from">
      <OptionRadioGroup
        name="fromAddressFormat"
        legend="引越し元の入力方法"
        options={ADDRESS_FORMAT_OPTIONS}
        value={address.fromAddressFormat}
        onChange={form.address.setAddressFormat}
      />
      {address.fromAddressFormat === 'postalCode' && (
        <Suspense fallback={null}>
          <ClosableHint open={form.address.isHintOpen('fromPostalCode')} onClose={() => form.address.closeHint('fromPostalCode')}>
            郵便番号を入力すると、住所が自動で入力されます。
          </ClosableHint>
          <PostalCodeField
            name="fromPostalcode"
            label="引越し元の郵便番号（ハイフンなし7桁）"
            value={address.fromPostalcode}
            onChange={(raw) => void form.address.changePostalCode(toHalfWidth(raw).replace(/\D/g, '').slice(0, 7))}
            suggestions={form.address.postalSuggestions}
            onSuggestionSelect={form.address.pickPostalSuggestion}
            error={errors.fromPostalcode}
            revealErrors="edited"
            showAllErrors={showAllErrors}
          />
          {address.pickedFromAddress !== '' && <Typography variant="body2">{address.pickedFromAddress}</Typography>}
        </Suspense>
      )}
      <AddressFields
        legend="引越し元の住所"
        name="from"
        prefecture={address.fromPrefecture}
        onPrefectureChange={form.address.changeFromPrefecture}
        cityGroups={cities.citiesOf(address.fromPrefecture)}
        city={address.fromCity}
        onCityChange={form.address.changeFromCity}
        districts={cities.districtsOf(address.fromPrefecture, address.fromCity)}
        district={address.fromDistrict}
        onDistrictChange={form.address.changeFromDistrict}
        errors={{ prefecture: errors.fromPrefecture, city: errors.fromCity, district: errors.fromDistrict }}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
      <FormTextField
        name="fromHouseNumber"
        label={form.flow === 'reservation' ? '番地・建物名' : '番地・建物名（任意）'}
        value={address.fromHouseNumber}
        onChange={(value) => form.address.setAddressDetail('fromHouseNumber', value)}
        error={errors.fromHouseNumber}
        revealErrors="edited"
        showAllErrors={showAllErrors}
        autoComplete="address-line1"
      />
      <DwellingFields form={form} end="from" showAllErrors={showAllErrors} />
    </EndSection>
  );
});

/** The destination: prefecture and city (with their closable tooltips), town area, house number, housing type and floor plan. */
export const ToAddressSection = observer(function ToAddressSection({ form, showAllErrors }: SectionProps) {
  const { cities } = useRootStore();
  const { values: address, errors } = form.address;
  return (
    <EndSection end="to">
      <AddressFields
        legend="引越し先の住所"
        name="to"
        prefecture={address.toPrefecture}
        onPrefectureChange={form.address.changeToPrefecture}
        cityGroups={cities.citiesOf(address.toPrefecture)}
        city={address.toCity}
        onCityChange={form.address.changeToCity}
        errors={{ prefecture: errors.toPrefecture, city: errors.toCity }}
        prefectureHint={{ open: form.address.isHintOpen('toPrefecture'), onClose: () => form.address.closeHint('toPrefecture'), text: '未定の場合は、引越し予定の都道府県を選んでください。' }}
        cityHint={{ open: form.address.isHintOpen('toCity'), onClose: () => form.address.closeHint('toCity'), text: '市区町村が決まっていなくても、近い地域を選べば見積りできます。' }}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
      <FormTextField
        name="toTownArea"
        label="町域（任意）"
        value={address.toTownArea}
        onChange={(value) => form.address.setAddressDetail('toTownArea', value)}
        error={errors.toTownArea}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
      <FormTextField
        name="toHouseNumber"
        label="番地・建物名（任意）"
        value={address.toHouseNumber}
        onChange={(value) => form.address.setAddressDetail('toHouseNumber', value)}
        error={errors.toHouseNumber}
        revealErrors="edited"
        showAllErrors={showAllErrors}
      />
      <DwellingFields form={form} end="to" showAllErrors={showAllErrors} />
    </EndSection>
  );
});

/** The origin or destination module, as either flow shows it on its step. */
export function AddressModuleSection({ module, ...props }: SectionProps & { module: 'fromAddress' | 'toAddress' }) {
  return module === 'fromAddress' ? <FromAddressSection {...props} /> : <ToAddressSection {...props} />;
}
