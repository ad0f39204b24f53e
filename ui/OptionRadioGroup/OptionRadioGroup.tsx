import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { OptionRadioGroupProps } from './OptionRadioGroup.types.ts';

// Cast back to FormControl's own type: styled() drops the `component` prop of MUI's overridable components.
const OptionRadioGroupRoot = styled(FormControl, { name: 'HkOptionRadioGroup', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
})) as typeof FormControl;

/**
 * A question answered with one of a few options: a row of radio buttons under its legend (wrapping
 * on a phone). The options' labels are the domain's marked messages, shown in the page's language.
 */
export function OptionRadioGroup<V extends string>({ name, legend, options, value, onChange, className, ref }: OptionRadioGroupProps<V>) {
  return (
    <OptionRadioGroupRoot ref={ref} className={className} component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup row name={name} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={t(option.label)} />
        ))}
      </RadioGroup>
    </OptionRadioGroupRoot>
  );
}
