import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Option } from '../../domain/options/index.ts';

interface BuildingDetailFieldsRadioProps<V extends string> {
  name: string;
  legend: string;
  options: readonly Option<V>[];
  value: V | '';
  onChange: (value: V) => void;
}

/** One question of the building details as a row of radio buttons under its legend. */
export function BuildingDetailFieldsRadio<V extends string>({ name, legend, options, value, onChange }: BuildingDetailFieldsRadioProps<V>) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup row name={name} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
