import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS, QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../domain/options/floorPlans.ts';
import { FormTextField } from '../FormTextField/index.ts';
import type { FloorPlanSelectProps } from './FloorPlanSelect.types.ts';

const FloorPlanSelectRoot = styled(FormTextField, { name: 'HkFloorPlanSelect', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  minWidth: theme.spacing(20),
}));

const OPTIONS_BY_FLOW = { quick: QUICK_BOOKING_FLOOR_PLAN_OPTIONS, estimate: ESTIMATE_FLOOR_PLAN_OPTIONS } as const;

/** The floor-plan select of both flows: a native select (usable on every phone) with the domain's labels. */
export function FloorPlanSelect(props: FloorPlanSelectProps) {
  const { flow, name, ...field } = props;
  const fallbackId = useId();
  return (
    <FloorPlanSelectRoot
      {...field}
      name={name ?? fallbackId}
      options={
        <>
          <option value="">{t(/*i18n*/ '選択してください')}</option>
          {OPTIONS_BY_FLOW[flow].map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </>
      }
    />
  );
}
