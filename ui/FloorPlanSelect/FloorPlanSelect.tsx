import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { FormTextField } from '../FormTextField/index.ts';
import type { FloorPlanSelectProps } from './FloorPlanSelect.types.ts';

const FloorPlanSelectRoot = styled(FormTextField, { name: 'HkFloorPlanSelect', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  minWidth: theme.spacing(20),
}));

/** The floor-plan select of every form: a native select (usable on every phone) of the options given, with the domain's labels. */
export function FloorPlanSelect(props: FloorPlanSelectProps) {
  const { options, name, ...field } = props;
  const fallbackId = useId();
  return (
    <FloorPlanSelectRoot
      {...field}
      name={name ?? fallbackId}
      options={
        <>
          <option value="">{t(/*i18n*/ '選択してください')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </>
      }
    />
  );
}
