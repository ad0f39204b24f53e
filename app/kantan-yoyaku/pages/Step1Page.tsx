import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useFormState } from 'react-final-form';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { dateInFigures } from '../../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { ADDRESS_FORMAT_OPTIONS, type AddressFormat } from '../../../domain/options/household.ts';
import { availabilityReasons } from '../../../ui/AvailabilityAlert/availabilityReasons.ts';
import { FloorPlanSelect } from '../../../ui/FloorPlanSelect/index.ts';
import { HeadCountField } from '../../../ui/HeadCountField/index.ts';
import { OptionRadioGroup } from '../../../ui/OptionRadioGroup/index.ts';
import { tWithNodes } from '../../../ui/i18n/index.ts';
import { useBoundField, useStepErrors } from '../../forms/fields.tsx';
import { LateAlert } from '../../forms/LateAlert.tsx';
import { RouteAddressFields, RoutePostalCodeField } from '../../forms/AddressInputFields.tsx';
import { StepForm } from '../../forms/StepForm.tsx';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { estimateLinkOf } from '../estimateLink.ts';
import { missingItemsHint } from '../components/missingItems.ts';
import { useQuickBooking } from '../flowContext.ts';
import type { AddressForm } from '../store/forms.ts';
import { QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';

/** Step 1's items as its next names those still missing, in page order. */
const STEP1_ITEMS = {
  fromPostalCode: /*i18n*/ '引越し元の郵便番号',
  fromPrefecture: /*i18n*/ '引越し元の都道府県',
  fromCity: /*i18n*/ '引越し元の市区町村',
  fromDistrict: /*i18n*/ '引越し元の町名',
  fromFloorPlan: /*i18n*/ '引越し元の間取り',
  toPrefecture: /*i18n*/ '引越し先の都道府県',
  toCity: /*i18n*/ '引越し先の市区町村',
  toFloorPlan: /*i18n*/ '引越し先の間取り',
  headCount: /*i18n*/ '引越し人数',
} as const satisfies Partial<Record<keyof AddressForm, Message>>;

// Shown only in some visits (a large floor plan): they load when first shown, like the alerts.
const Link = lazy(() => import('@mui/material/Link'));
const AvailabilityAlert = lazy(() => import('../../../ui/AvailabilityAlert/index.ts').then((module) => ({ default: module.AvailabilityAlert })));

/** The fields of step 1; an observer of the city and district lists and of the address input. */
const Step1Fields = observer(function Step1Fields({ nextDisabled }: { nextDisabled: boolean }) {
  const { cities } = useRootStore();
  const store = useQuickBooking();
  const address = store.inputs.addressInput;
  const form = useForm<AddressForm>();
  const { values } = useFormState<AddressForm>({ subscription: { values: true } });
  const errors = useStepErrors<AddressForm>();
  const format = useBoundField<AddressFormat>('fromAddressFormat');
  const fromFloorPlan = useBoundField<string>('fromFloorPlan');
  const toFloorPlan = useBoundField<string>('toFloorPlan');
  const headCount = useBoundField<AddressForm['headCount']>('headCount');
  // A district code the list does not hold (a link's) is no choice: the field asks for one again.
  const unknownDistrict = cities.isUnknownDistrict(values.fromPrefecture, values.fromCity, values.fromDistrict);
  useEffect(() => {
    if (unknownDistrict) form.change('fromDistrict', '');
  }, [form, unknownDistrict]);
  const reasons = availabilityReasons(values);
  return (
    <StepSection
      title={t(/*i18n*/ '引越し元・引越し先を入力してください')}
      nextLabel={t(/*i18n*/ '次へ進む')}
      nextDisabled={nextDisabled}
      nextHint={missingItemsHint(errors, STEP1_ITEMS)}
    >
      {store.inputs.prefilledMovingDate && (
        <LateAlert severity="info">{tWithNodes(/*i18n*/ '引越し予定日: {date}', { date: dateInFigures(store.inputs.prefilledMovingDate, activeLocale()) })}</LateAlert>
      )}
      <OptionRadioGroup name="fromAddressFormat" legend={t(/*i18n*/ '引越し元の入力方法')} options={ADDRESS_FORMAT_OPTIONS} value={format.value} onChange={format.onChange} />
      {values.fromAddressFormat === 'postalCode' && (
        <Suspense fallback={null}>
          <RoutePostalCodeField name="fromPostalCode" value={values.fromPostalCode} address={address} error={errors.fromPostalCode} />
          {address.postalMessage && (
            <LateAlert severity="error" role="alert">
              {t(address.postalMessage)}
            </LateAlert>
          )}
        </Suspense>
      )}
      <RouteAddressFields end="from" address={address} values={values} errors={errors} />
      <FloorPlanSelect options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} label={t(/*i18n*/ '引越し元の間取り')} {...fromFloorPlan} />
      <RouteAddressFields end="to" address={address} values={values} errors={errors} />
      <FloorPlanSelect options={QUICK_BOOKING_FLOOR_PLAN_OPTIONS} label={t(/*i18n*/ '引越し先の間取り')} {...toFloorPlan} />
      <HeadCountField {...headCount} />
      {reasons.length > 0 && (
        <Suspense fallback={null}>
          <AvailabilityAlert reasons={reasons} />
        </Suspense>
      )}
      {reasons.includes('largeFloorPlan') && (
        // Spec §4: a floor plan of 5 or more also shows an extra next button and a change-estimate link, by the alert.
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="outlined" disabled={nextDisabled}>
            {t(/*i18n*/ 'このままかんたん予約で進む')}
          </Button>
          <Suspense fallback={null}>
            <Link href={estimateLinkOf(store, values)} onClick={store.leaveForEstimate} variant="body2">
              {t(/*i18n*/ '一括見積もりに変更して複数の業者に相談する')}
            </Link>
          </Suspense>
        </Stack>
      )}
    </StepSection>
  );
});

/** Step 1: origin and destination, floor plans and head count (spec §2, §3, §4). */
export const Step1Page = observer(function Step1Page() {
  const store = useQuickBooking();
  return (
    <StepForm form={store.inputs.fields.form('address')} reveal="editedAndBlurred">
      {({ hasValidationErrors }) => <Step1Fields nextDisabled={hasValidationErrors} />}
    </StepForm>
  );
});
