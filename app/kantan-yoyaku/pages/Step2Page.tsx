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

/** The house number and building name of the end asked about, bound to the step's form. */
function DetailAddressField({ label }: { label: string }) {
  return <FormTextField {...useBoundField<string>('detailAddress')} label={label} autoComplete="address-line1" />;
}

/** The building of the end asked about, and the alert its parking answer may bring. */
function BuildingField({ label }: { label: string }) {
  const building = useBoundField<BuildingStepValues['building']>('building');
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
  const isOrigin = inputs.step2Part === 'from';
  const words = END_WORDS[inputs.step2Part];
  return (
    <StepForm key={inputs.step2Part} form={isOrigin ? inputs.forms.origin : inputs.forms.destination} reveal="editedAndBlurred">
      {({ hasValidationErrors }) => (
        <StepSection title={t(words.title)} onBack={inputs.backFromStep2} nextLabel={t(/*i18n*/ '次へ進む')} nextDisabled={hasValidationErrors}>
          <DetailAddressField label={t(words.detailAddress)} />
          <BuildingField label={t(words.building)} />
        </StepSection>
      )}
    </StepForm>
  );
});
