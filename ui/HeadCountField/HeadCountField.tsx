import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { HEAD_COUNT_OPTIONS, type HeadCount } from '../../domain/options/household.ts';
import { onFocusLeave } from '../internal/onFocusLeave.ts';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { HeadCountFieldProps } from './HeadCountField.types.ts';

// Cast back to FormControl's own type: styled() drops the `component` prop of MUI's overridable components.
const HeadCountFieldRoot = styled(FormControl, { name: 'HkHeadCountField', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  margin: 0,
  border: 0,
  padding: 0,
})) as typeof FormControl;

const HeadCountFieldCards = styled(RadioGroup, { name: 'HkHeadCountField', slot: 'Cards' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: theme.spacing(1),
  marginTop: theme.spacing(1),
}));

/** One radio card: the whole card is the label, the checked card takes the brand colour. */
const HeadCountFieldCard = styled(FormControlLabel, { name: 'HkHeadCountField', slot: 'Card' })(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  fontWeight: theme.typography.fontWeightBold,
  '&[data-state="checked"]': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.light,
    color: theme.palette.primary.dark,
  },
  '&:has(.Mui-focusVisible)': {
    outline: `${theme.spacing(0.375)} solid ${theme.palette.focusRing}`,
    outlineOffset: theme.spacing(0.25),
  },
  [theme.breakpoints.down('md')]: {
    flexDirection: 'column',
    textAlign: 'center',
  },
}));

/** The head count of the move as three radio cards: 1名（単身）, 2〜3名, 4名以上. */
export function HeadCountField(props: HeadCountFieldProps) {
  const { value, onChange, onBlur, error, label = t(/*i18n*/ '引越し人数'), name, revealErrors, showAllErrors, className, ref } = props;
  const fallbackName = useId();
  const helperId = useId();
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'headCount'>({ revealErrors, showAllErrors });
  const shownError = visibleError('headCount', error);
  return (
    <HeadCountFieldRoot
      ref={ref}
      className={className}
      component="fieldset"
      variant="standard"
      error={shownError !== undefined}
      onBlur={onFocusLeave(() => {
        markBlurred('headCount');
        onBlur?.();
      })}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <HeadCountFieldCards
        name={name ?? fallbackName}
        value={value}
        aria-describedby={shownError ? helperId : undefined}
        onChange={(event) => {
          markEdited('headCount');
          onChange(event.target.value as HeadCount);
        }}
      >
        {HEAD_COUNT_OPTIONS.map((option) => (
          <HeadCountFieldCard
            key={option.value}
            value={option.value}
            data-state={option.value === value ? 'checked' : 'unchecked'}
            control={<Radio />}
            label={t(option.label)}
          />
        ))}
      </HeadCountFieldCards>
      {shownError && <FormHelperText id={helperId}>{shownError}</FormHelperText>}
    </HeadCountFieldRoot>
  );
}
