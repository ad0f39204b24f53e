import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import type { PercentProgressBarProps } from './PercentProgressBar.types.ts';

const PercentProgressBarRoot = styled('div', { name: 'HkPercentProgressBar', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(0.5),
}));

const PercentProgressBarLabel = styled('div', { name: 'HkPercentProgressBar', slot: 'Label' })(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  color: theme.palette.text.secondary,
  '& strong': { color: theme.palette.primary.main },
}));

/** The step-5 progress bar: how much of the required contact data is valid, in percent. */
export function PercentProgressBar({ value, label = t(/*i18n*/ '入力完了まで'), className, ref }: PercentProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <PercentProgressBarRoot ref={ref} className={className} data-state={clamped === 100 ? 'complete' : 'in-progress'}>
      <PercentProgressBarLabel>
        <span id={labelId}>{label}</span>
        <strong>{clamped}%</strong>
      </PercentProgressBarLabel>
      <LinearProgress variant="determinate" value={clamped} aria-labelledby={labelId} />
    </PercentProgressBarRoot>
  );
}
