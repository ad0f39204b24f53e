import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import type { BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
import { AvailabilityAlert, availabilityReasons } from '../../../ui/AvailabilityAlert/index.ts';
import { BuildingDetailFields } from '../../../ui/BuildingDetailFields/index.ts';
import { FormTextField } from '../../../ui/FormTextField/index.ts';
import { useBoundField } from '../../forms/fields.tsx';
import { StepForm } from '../../forms/StepForm.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useQuickBooking } from '../flowContext.ts';
import type { DetailAddressEnd } from '../store/forms.ts';

/** The house number and building name of the end asked about, bound to the step's form. */
function DetailAddressField({ end, label }: { end: DetailAddressEnd; label: string }) {
  return <FormTextField {...useBoundField<string>(`${end}DetailAddress`)} label={label} autoComplete="address-line1" />;
}

/** The building of the end asked about, and the alert its parking answer may bring. */
function BuildingField({ end, label }: { end: DetailAddressEnd; label: string }) {
  const building = useBoundField<BuildingStepValues['building']>(`${end}Building`);
  return (
    <>
      <BuildingDetailFields label={label} value={building.value} onChange={building.onChange} />
      <AvailabilityAlert reasons={availabilityReasons({ toParkingAvailability: building.value.parkingAvailability })} />
    </>
  );
}

/** The words of step 2 for each end: whole sentences, since each language says the end its own way. */
const END_WORDS = {
  from: {
    title: /*i18n*/ '引越し元の建物について教えてください',
    detailAddress: /*i18n*/ '引越し元の番地・建物名（任意）',
    building: /*i18n*/ '引越し元の建物',
  },
  to: {
    title: /*i18n*/ '引越し先の建物について教えてください',
    detailAddress: /*i18n*/ '引越し先の番地・建物名（任意）',
    building: /*i18n*/ '引越し先の建物',
  },
} as const;

/** Step 2: the building at the origin, then at the destination (spec §2, §3, §5). */
export const Step2Page = observer(function Step2Page() {
  const { inputs } = useQuickBooking();
  const end = inputs.step2Part;
  const words = END_WORDS[end];
  return (
    <StepForm key={end} form={inputs.fields.form(end === 'from' ? 'origin' : 'destination')} reveal="editedAndBlurred">
      {({ hasValidationErrors }) => (
        <StepSection title={t(words.title)} onBack={inputs.backFromStep2} nextLabel={t(/*i18n*/ '次へ進む')} nextDisabled={hasValidationErrors}>
          <DetailAddressField end={end} label={t(words.detailAddress)} />
          <BuildingField end={end} label={t(words.building)} />
        </StepSection>
      )}
    </StepForm>
  );
});
