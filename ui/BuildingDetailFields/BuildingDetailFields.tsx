import Alert from '@mui/material/Alert';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { changeBuildingType, changeTower } from '../../domain/address/buildingDetail.ts';
import { i18n, t } from '../../domain/i18n/i18n.ts';
import { BUILDING_TYPE_OPTIONS, FROM_PARKING_OPTIONS, NEW_BUILDING_OPTIONS, TO_PARKING_OPTIONS, TOWER_OPTIONS, YES_NO_OPTIONS, quickBookingFloorOptions } from '../../domain/options/quickBooking.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { buildingDetailAlert, missingBuildingItems } from '../../domain/validation/buildingDetailRules.ts';
import { FormTextField } from '../FormTextField/index.ts';
import { onFocusLeave } from '../internal/onFocusLeave.ts';
import { OptionRadioGroup } from '../OptionRadioGroup/index.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';
import type { BuildingDetailFieldsProps, BuildingDetailValue } from './BuildingDetailFields.types.ts';

const BuildingDetailFieldsRoot = styled('fieldset', { name: 'HkBuildingDetailFields', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
}));

const FloorSelect = styled(FormTextField, { name: 'HkBuildingDetailFields', slot: 'Floor' })(({ theme }) => ({
  maxWidth: theme.spacing(24),
}));

const ITEM_LABELS = MESSAGES.buildingDetail.items;

/**
 * The building details of quick-booking step 2 for one end of the move: building type, and for
 * apartments the tower flag, floor (20 only for towers), indoor stairs and elevator; parking once a
 * type is chosen; for the destination also whether the building is new.
 */
export function BuildingDetailFields<T extends BuildingDetailValue>(props: BuildingDetailFieldsProps<T>) {
  const { value, onChange, onBlur, showMissingAlert = true, label = t(/*i18n*/ '建物の情報'), className, ref } = props;
  const name = useId();
  const isDestination = 'isNewBuilding' in value;
  const set = (patch: Partial<BuildingDetailValue>) => onChange({ ...value, ...patch });
  const alert = showMissingAlert ? buildingDetailAlert(missingBuildingItems(value)) : undefined;
  return (
    <BuildingDetailFieldsRoot ref={ref} className={className} onBlur={onFocusLeave(() => onBlur?.())}>
      <VisuallyHidden as="legend">{label}</VisuallyHidden>
      <OptionRadioGroup
        name={`${name}-type`}
        legend={t(ITEM_LABELS.buildingType)}
        options={BUILDING_TYPE_OPTIONS}
        value={value.buildingType}
        onChange={(type) => onChange(changeBuildingType(value, type))}
      />
      {value.buildingType === 'apartment' && (
        <>
          <OptionRadioGroup
            name={`${name}-tower`}
            legend={t(ITEM_LABELS.isTower)}
            options={TOWER_OPTIONS}
            value={value.isTower}
            onChange={(tower) => onChange(changeTower(value, tower))}
          />
          <FloorSelect
            name={`${name}-floor`}
            label={t(ITEM_LABELS.floor)}
            value={value.floor}
            onChange={(floor) => set({ floor })}
            options={
              <>
                <option value="">{t(/*i18n*/ '選択してください')}</option>
                {quickBookingFloorOptions(value.isTower === '1', i18n).map((option) => (
                  <option key={option.value} value={option.value}>{option.label}</option>
                ))}
              </>
            }
          />
          <OptionRadioGroup
            name={`${name}-stairs`}
            legend={t(ITEM_LABELS.hasIndoorStairs)}
            options={YES_NO_OPTIONS}
            value={value.hasIndoorStairs}
            onChange={(hasIndoorStairs) => set({ hasIndoorStairs })}
          />
          <OptionRadioGroup
            name={`${name}-elevator`}
            legend={t(ITEM_LABELS.hasElevator)}
            options={YES_NO_OPTIONS}
            value={value.hasElevator}
            onChange={(hasElevator) => set({ hasElevator })}
          />
        </>
      )}
      {value.buildingType !== '' && (
        <OptionRadioGroup
          name={`${name}-parking`}
          legend={t(ITEM_LABELS.parkingAvailability)}
          options={isDestination ? TO_PARKING_OPTIONS : FROM_PARKING_OPTIONS}
          value={value.parkingAvailability}
          onChange={(parkingAvailability) => set({ parkingAvailability })}
        />
      )}
      {isDestination && (
        <OptionRadioGroup
          name={`${name}-new`}
          legend={t(ITEM_LABELS.isNewBuilding)}
          options={NEW_BUILDING_OPTIONS}
          value={value.isNewBuilding}
          onChange={(isNewBuilding) => set({ isNewBuilding })}
        />
      )}
      {alert && <Alert severity="info" role="status">{t(alert)}</Alert>}
    </BuildingDetailFieldsRoot>
  );
}
