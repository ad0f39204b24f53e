import Alert from '@mui/material/Alert';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { changeBuildingType, changeTower, type BuildingDetail, type DestinationBuildingDetail } from '../../../domain/address/buildingDetail.ts';
import {
  BUILDING_TYPE_OPTIONS,
  FROM_PARKING_OPTIONS,
  NEW_BUILDING_OPTIONS,
  PARKING_UNKNOWN,
  TO_PARKING_OPTIONS,
  TOWER_OPTIONS,
  YES_NO_OPTIONS,
  quickBookingFloorOptions,
  type BuildingType,
} from '../../../domain/options/quickBooking.ts';
import { detailAddressRule } from '../../../domain/validation/addressRules.ts';
import { buildingDetailAlert, missingBuildingItems } from '../../../domain/validation/buildingDetailRules.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { RadioField, SelectField, TextInputField } from '../components/fields.tsx';
import { StepSection } from '../components/StepSection.tsx';

interface BuildingValues {
  building: BuildingDetail | DestinationBuildingDetail;
  detailAddress: string;
}

/** Step 2: the building at the origin, then at the destination (spec §2, §3, §5). */
export const Step2Page = observer(function Step2Page() {
  const store = useRootStore().kantanYoyaku;
  const isOrigin = store.step2Part === 'from';
  const { buildings, detail } = store;
  const initialValues = useMemo<BuildingValues>(
    () =>
      isOrigin
        ? { building: buildings.from, detailAddress: detail.fromDetailAddress }
        : { building: buildings.to, detailAddress: detail.toDetailAddress },
    [isOrigin, buildings, detail],
  );

  const submit = (values: BuildingValues) => {
    if (isOrigin) store.submitOrigin({ from: values.building as BuildingDetail, fromDetailAddress: values.detailAddress });
    else store.submitDestination({ to: values.building as DestinationBuildingDetail, toDetailAddress: values.detailAddress });
  };

  return (
    <Form<BuildingValues>
      key={store.step2Part}
      initialValues={initialValues}
      onSubmit={submit}
      render={({ handleSubmit, form, values }) => {
        const building = values.building;
        const missing = missingBuildingItems(building);
        const alert = buildingDetailAlert(missing);
        const detailError = detailAddressRule(values.detailAddress);
        return (
          <form onSubmit={handleSubmit} noValidate>
            <StepSection
              title={isOrigin ? '引越し元の建物について教えてください' : '引越し先の建物について教えてください'}
              onBack={store.backFromStep2}
              nextLabel="次へ進む"
              nextDisabled={missing.length > 0 || detailError !== undefined}
            >
              <TextInputField
                name="detailAddress"
                label={isOrigin ? '引越し元の番地・建物名（任意）' : '引越し先の番地・建物名（任意）'}
                validate={detailAddressRule}
                autoComplete="address-line1"
              />
              <RadioField
                name="building.buildingType"
                label="建物の種類"
                options={BUILDING_TYPE_OPTIONS}
                onValueChange={(type) => form.change('building', changeBuildingType(form.getState().values.building, type as BuildingType))}
              />
              {building.buildingType === 'apartment' && (
                <>
                  <RadioField
                    name="building.isTower"
                    label="建物の高さ"
                    options={TOWER_OPTIONS}
                    onValueChange={(tower) => form.change('building', changeTower(form.getState().values.building, tower as '0' | '1'))}
                  />
                  <SelectField name="building.floor" label="階数" options={quickBookingFloorOptions(building.isTower === '1')} />
                  <RadioField name="building.hasIndoorStairs" label="室内階段の有無" options={YES_NO_OPTIONS} />
                  <RadioField name="building.hasElevator" label="エレベーターの有無" options={YES_NO_OPTIONS} />
                </>
              )}
              {building.buildingType !== '' && (
                <RadioField
                  name="building.parkingAvailability"
                  label="トラックの駐車"
                  options={isOrigin ? FROM_PARKING_OPTIONS : TO_PARKING_OPTIONS}
                />
              )}
              {!isOrigin && <RadioField name="building.isNewBuilding" label="建物の状態" options={NEW_BUILDING_OPTIONS} />}
              {!isOrigin && building.parkingAvailability === PARKING_UNKNOWN && (
                <Alert severity="warning">駐車できるか分からない場合、当日の状況により料金が変わることがあります。</Alert>
              )}
              {alert && (
                <Alert severity="info" role="status">
                  {alert}
                </Alert>
              )}
            </StepSection>
          </form>
        );
      }}
    />
  );
});
