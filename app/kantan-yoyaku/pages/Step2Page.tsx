import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import type { BuildingDetail, DestinationBuildingDetail } from '../../../domain/address/buildingDetail.ts';
import { detailAddressRule } from '../../../domain/validation/addressRules.ts';
import { missingBuildingItems } from '../../../domain/validation/buildingDetailRules.ts';
import { AvailabilityAlert, availabilityReasons } from '../../../ui/AvailabilityAlert/index.ts';
import { BuildingDetailFields } from '../../../ui/BuildingDetailFields/index.ts';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../components/StepSection.tsx';

interface BuildingValues {
  building: BuildingDetail | DestinationBuildingDetail;
  /** Final-form turns a cleared input into undefined. */
  detailAddress?: string;
}

/** Block number and building name; its error shows once the field was edited and left (spec §5). */
function DetailAddressInput({ label }: { label: string }) {
  return (
    <Field<string> name="detailAddress" validate={(value) => detailAddressRule(value ?? '')}>
      {({ input, meta }) => {
        const error = meta.touched && meta.modified && typeof meta.error === 'string' ? meta.error : undefined;
        return (
          <TextField
            {...input}
            id="detailAddress"
            fullWidth
            label={label}
            autoComplete="address-line1"
            error={error !== undefined}
            helperText={error}
          />
        );
      }}
    </Field>
  );
}

/** Step 2: the building at the origin, then at the destination (spec §2, §3, §5). */
export const Step2Page = observer(function Step2Page() {
  const store = useQuickBooking();
  const isOrigin = store.step2Part === 'from';
  const end = isOrigin ? '引越し元' : '引越し先';
  const { buildings, detail } = store;
  const initialValues = useMemo<BuildingValues>(
    () =>
      isOrigin
        ? { building: buildings.from, detailAddress: detail.fromDetailAddress }
        : { building: buildings.to, detailAddress: detail.toDetailAddress },
    [isOrigin, buildings, detail],
  );

  const submit = (values: BuildingValues) => {
    if (isOrigin) store.submitOrigin({ from: values.building as BuildingDetail, fromDetailAddress: values.detailAddress ?? '' });
    else store.submitDestination({ to: values.building as DestinationBuildingDetail, toDetailAddress: values.detailAddress ?? '' });
  };

  return (
    <Form<BuildingValues>
      key={store.step2Part}
      initialValues={initialValues}
      onSubmit={submit}
      render={({ handleSubmit, form, values }) => {
        const { building } = values;
        return (
          <form onSubmit={handleSubmit} noValidate>
            <StepSection
              title={`${end}の建物について教えてください`}
              onBack={store.backFromStep2}
              nextLabel="次へ進む"
              nextDisabled={missingBuildingItems(building).length > 0 || detailAddressRule(values.detailAddress ?? '') !== undefined}
            >
              <DetailAddressInput label={`${end}の番地・建物名（任意）`} />
              <BuildingDetailFields label={`${end}の建物`} value={building} onChange={(next) => form.change('building', next)} />
              <AvailabilityAlert reasons={availabilityReasons({ toParkingAvailability: building.parkingAvailability })} />
            </StepSection>
          </form>
        );
      }}
    />
  );
});
