import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { BuildingDetail, DestinationBuildingDetail } from '../../../domain/address/buildingDetail.ts';
import { QUICK_BUILDING_RULES, type BuildingStepValues } from '../../../domain/validation/quickBookingRules.ts';
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

/** Step 2: the building at the origin, then at the destination (spec §2, §3, §5). */
export const Step2Page = observer(function Step2Page() {
  const { inputs } = useQuickBooking();
  const isOrigin = inputs.step2Part === 'from';
  const end = isOrigin ? '引越し元' : '引越し先';
  const { buildings, detail } = inputs;
  const initialValues = useMemo<BuildingStepValues>(
    () =>
      isOrigin
        ? { building: buildings.from, detailAddress: detail.fromDetailAddress }
        : { building: buildings.to, detailAddress: detail.toDetailAddress },
    [isOrigin, buildings, detail],
  );

  const submit = (values: BuildingStepValues) => {
    if (isOrigin) inputs.submitOrigin({ from: values.building as BuildingDetail, fromDetailAddress: values.detailAddress });
    else inputs.submitDestination({ to: values.building as DestinationBuildingDetail, toDetailAddress: values.detailAddress });
  };

  return (
    <StepForm<BuildingStepValues> key={inputs.step2Part} initialValues={initialValues} rules={QUICK_BUILDING_RULES} reveal="editedAndBlurred" onSubmit={submit}>
      {({ form, values, hasValidationErrors }) => (
        <StepSection title={`${end}の建物について教えてください`} onBack={inputs.backFromStep2} nextLabel="次へ進む" nextDisabled={hasValidationErrors}>
          <DetailAddressField label={`${end}の番地・建物名（任意）`} />
          <BuildingDetailFields label={`${end}の建物`} value={values.building} onChange={(next) => form.change('building', next)} />
          <AvailabilityAlert reasons={availabilityReasons({ toParkingAvailability: values.building.parkingAvailability })} />
        </StepSection>
      )}
    </StepForm>
  );
});
