import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { AddIcon, RemoveIcon } from '../internal/icons.tsx';
import type { CountStepperProps } from './CountStepper.types.ts';

const CountStepperRoot = styled('div', { name: 'HkCountStepper', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  justifyItems: 'end',
  gap: theme.spacing(0.5),
}));

const CountStepperControls = styled('div', { name: 'HkCountStepper', slot: 'Controls' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  '& input': {
    width: theme.spacing(6),
    height: theme.spacing(5),
    textAlign: 'center',
    font: 'inherit',
    fontSize: theme.typography.body1.fontSize,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.radius.sm,
    backgroundColor: theme.palette.surface.raised,
  },
  '& input[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '& .MuiIconButton-root': { border: `1px solid ${theme.palette.divider}` },
}));

const CountStepperMessage = styled('p', { name: 'HkCountStepper', slot: 'Message' })(({ theme }) => ({
  margin: 0,
  color: theme.palette.error.main,
  fontSize: theme.typography.caption.fontSize,
}));

const numberOf = (value: string | undefined): number => (value && /^[0-9]+$/.test(value) ? Number(value) : 0);

/** A count with − and + buttons around a numeric input; the buttons stay within 0..max. */
export function CountStepper({ label, unit = '', value, onChange, onBlur, max, error, className, ref }: CountStepperProps) {
  const messageId = useId();
  const count = numberOf(value);
  return (
    <CountStepperRoot ref={ref} className={className} data-state={error ? 'invalid' : 'valid'}>
      <CountStepperControls>
        <IconButton size="small" aria-label={t(/*i18n*/ { id: '{item}を減らす', values: { item: label } })} disabled={count <= 0} onClick={() => onChange(String(count - 1))}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <input
          type="text"
          inputMode="numeric"
          aria-label={t(/*i18n*/ { id: '{item}の個数', values: { item: label } })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? messageId : undefined}
          value={value ?? ''}
          placeholder="0"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <IconButton size="small" aria-label={t(/*i18n*/ { id: '{item}を増やす', values: { item: label } })} disabled={count >= max} onClick={() => onChange(String(count + 1))}>
          <AddIcon fontSize="small" />
        </IconButton>
        {unit && <span>{unit}</span>}
      </CountStepperControls>
      {error && <CountStepperMessage id={messageId} role="alert">{error}</CountStepperMessage>}
    </CountStepperRoot>
  );
}
