import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { movingFormRulesOf } from '../../../domain/flows/flows.ts';
import { t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { ADDRESS_FORMAT_OPTIONS, HOUSING_TYPE_OPTIONS, type AddressFormat } from '../../../domain/options/household.ts';
import { ClosableHint } from '../../../ui/ClosableHint/index.ts';
import { FloorPlanSelect } from '../../../ui/FloorPlanSelect/index.ts';
import { FormTextField } from '../../../ui/FormTextField/index.ts';
import { OptionRadioGroup } from '../../../ui/OptionRadioGroup/index.ts';
import { RouteAddressFields, RoutePostalCodeField } from '../../forms/AddressInputFields.tsx';
import { useBoundField, useStepErrors } from '../../forms/fields.tsx';
import type { SectionProps } from './sectionProps.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';

/** The two ends of a move, by the prefix of their field names. */
type End = 'from' | 'to';

/** Each end's words (marked messages, shown with t()): its heading and the labels of its home's fields. */
const END_WORDS: Readonly<Record<End, { name: Message; housingType: Message; floorPlan: Message }>> = {
  from: { name: /*i18n*/ '引越し元', housingType: /*i18n*/ '引越し元の住居タイプ', floorPlan: /*i18n*/ '引越し元の間取り' },
  to: { name: /*i18n*/ '引越し先', housingType: /*i18n*/ '引越し先の住居タイプ', floorPlan: /*i18n*/ '引越し先の間取り' },
};

/** One end's section: its heading, then its fields. */
function EndSection({ end, children }: { end: End; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-labelledby={`${end}-address-heading`}>
      <Typography variant="h6" component="h3" id={`${end}-address-heading`}>
        {t(END_WORDS[end].name)}
      </Typography>
      {children}
    </Stack>
  );
}

/** One end's housing type and floor plan. */
function DwellingFields({ end }: { end: End }) {
  const housingType = useBoundField<string>(`${end}HousingType`);
  const floorPlan = useBoundField<string>(`${end}FloorPlan`);
  return (
    <>
      <FormTextField
        name={housingType.name}
        label={t(END_WORDS[end].housingType)}
        value={housingType.value}
        onChange={housingType.onChange}
        options={HOUSING_TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      />
      <FloorPlanSelect options={ESTIMATE_FLOOR_PLAN_OPTIONS} label={t(END_WORDS[end].floorPlan)} {...floorPlan} />
    </>
  );
}

/** A free-text field of the address bound to its form field. */
function AddressTextField({ name, label, autoComplete }: { name: string; label: string; autoComplete?: string }) {
  const field = useBoundField<string>(name);
  return <FormTextField name={name} label={label} value={field.value} onChange={field.onChange} error={field.error} revealErrors={field.revealErrors} showAllErrors={field.showAllErrors} autoComplete={autoComplete} />;
}

/** The origin (spec §3 "Address", "Extra address"): postal code or address, house number, housing type and floor plan. */
export const FromAddressSection = observer(function FromAddressSection({ form }: SectionProps) {
  const { address, values } = form;
  const errors = useStepErrors();
  const format = useBoundField<AddressFormat>('fromAddressFormat');
  return (
    <EndSection end="from">
      <OptionRadioGroup
        name="fromAddressFormat"
        legend={t(/*i18n*/ '引越し元の入力方法')}
        options={ADDRESS_FORMAT_OPTIONS}
        value={format.value}
        onChange={(value) => {
          format.onChange(value);
          address.clearSuggestions();
        }}
      />
      {values.fromAddressFormat === 'postalCode' && (
        <Suspense fallback={null}>
          <ClosableHint open={form.isHintOpen('fromPostalCode')} onClose={() => form.closeHint('fromPostalCode')}>
            {t(/*i18n*/ '郵便番号を入力すると、住所が自動で入力されます。')}
          </ClosableHint>
          <RoutePostalCodeField name="fromPostalCode" value={values.fromPostalCode} address={address} error={errors.fromPostalCode} />
          {address.pickedAddress !== '' && <Typography variant="body2">{address.pickedAddress}</Typography>}
        </Suspense>
      )}
      <RouteAddressFields end="from" address={address} values={values} errors={errors} />
      <AddressTextField name="fromHouseNumber" label={movingFormRulesOf(form.flow).houseNumberRequired ? t(/*i18n*/ '番地・建物名') : t(/*i18n*/ '番地・建物名（任意）')} autoComplete="address-line1" />
      <DwellingFields end="from" />
    </EndSection>
  );
});

/** The destination: prefecture and city (with their closable tooltips), town area, house number, housing type and floor plan. */
export const ToAddressSection = observer(function ToAddressSection({ form }: SectionProps) {
  const { address, values } = form;
  const errors = useStepErrors();
  return (
    <EndSection end="to">
      <RouteAddressFields
        end="to"
        address={address}
        values={values}
        errors={errors}
        prefectureHint={{ open: form.isHintOpen('toPrefecture'), onClose: () => form.closeHint('toPrefecture'), text: t(/*i18n*/ '未定の場合は、引越し予定の都道府県を選んでください。') }}
        cityHint={{ open: form.isHintOpen('toCity'), onClose: () => form.closeHint('toCity'), text: t(/*i18n*/ '市区町村が決まっていなくても、近い地域を選べば見積りできます。') }}
      />
      <AddressTextField name="toTownArea" label={t(/*i18n*/ '町域（任意）')} />
      <AddressTextField name="toHouseNumber" label={t(/*i18n*/ '番地・建物名（任意）')} />
      <DwellingFields end="to" />
    </EndSection>
  );
});

/** The origin or destination module, as either flow shows it on its step. */
export function AddressModuleSection({ module, form }: SectionProps & { module: 'fromAddress' | 'toAddress' }) {
  return module === 'fromAddress' ? <FromAddressSection form={form} /> : <ToAddressSection form={form} />;
}
