import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { SpokenLanguageFilterProps } from './SpokenLanguageFilter.types.ts';

const SpokenLanguageFilterRoot = styled('div', { name: 'HkSpokenLanguageFilter', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  alignItems: 'center',
  '& .MuiFormControlLabel-root': { marginLeft: theme.spacing(-0.5), marginRight: 0 },
  '& .MuiFormControlLabel-label': { ...theme.typography.body2 },
}));

/**
 * A switch that narrows a list of companies to those serving their customers in English, saying how
 * many do: 「英語対応の業者のみ表示（3社）」, "Show only companies that speak English (3)". Controlled:
 * the page keeps the state and filters the list.
 */
export function SpokenLanguageFilter({ checked, onChange, count, disabled = false, className, ref }: SpokenLanguageFilterProps) {
  return (
    <SpokenLanguageFilterRoot ref={ref} className={className} data-state={checked ? 'on' : 'off'}>
      <FormControlLabel
        control={<Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
        label={t(/*i18n*/ { id: '英語対応の業者のみ表示（{count}社）', values: { count } })}
      />
    </SpokenLanguageFilterRoot>
  );
}
