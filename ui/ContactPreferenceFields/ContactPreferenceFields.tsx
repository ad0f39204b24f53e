import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { CONTACT_METHOD_NOTES, CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS, type ContactMethod, type ContactWindow } from '../../domain/options/contactPreference.ts';
import { optionValues } from '../../domain/options/option.ts';
import { onFocusLeave } from '../internal/onFocusLeave.ts';
import { toggledIds } from '../internal/toggledIds.ts';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { ContactPreferenceFieldsProps } from './ContactPreferenceFields.types.ts';

// Cast back to FormControl's own type: styled() drops the `component` prop of MUI's overridable components.
const ContactPreferenceFieldsRoot = styled(FormControl, { name: 'HkContactPreferenceFields', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  border: 0,
  padding: 0,
})) as typeof FormControl;

const ContactPreferenceFieldsNote = styled('p', { name: 'HkContactPreferenceFields', slot: 'Note' })(({ theme }) => ({
  ...theme.typography.caption,
  margin: 0,
  color: theme.palette.text.secondary,
}));

const ContactPreferenceFieldsWindows = styled('fieldset', { name: 'HkContactPreferenceFields', slot: 'Windows' })(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  '& > legend': { ...theme.typography.subtitle2, padding: theme.spacing(0, 0.5), color: theme.palette.text.primary },
}));

/**
 * Weekday and weekend windows, three parts of the day each: a 2×3 grid on PC, one column on mobile.
 * A column is as wide as its longest label while they fit, and narrower, its labels wrapping, when
 * they do not (the English ones, "Weekends and holidays, afternoon (noon–5 p.m.)").
 */
const ContactPreferenceFieldsGrid = styled(FormGroup, { name: 'HkContactPreferenceFields', slot: 'Grid' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: theme.spacing(2),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, max-content))' },
}));

/**
 * How the visitor wants the chosen companies to get in touch: e-mail only, or phone as well
 * within the ticked windows (weekday or weekend; morning, afternoon or evening).
 */
export function ContactPreferenceFields(props: ContactPreferenceFieldsProps) {
  const { value, onChange, onBlur, error, label = t(/*i18n*/ '引越し業者からのご連絡方法'), name, revealErrors, showAllErrors, className, ref } = props;
  const fallbackName = useId();
  const errorId = useId();
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'contactPreference'>({ revealErrors, showAllErrors });
  const shownError = visibleError('contactPreference', error);
  const change = (next: typeof value) => {
    markEdited('contactPreference');
    onChange(next);
  };
  return (
    <ContactPreferenceFieldsRoot
      ref={ref}
      className={className}
      component="fieldset"
      variant="standard"
      data-state={value.method}
      error={shownError !== undefined}
      aria-describedby={shownError ? errorId : undefined}
      onBlur={onFocusLeave(() => {
        markBlurred('contactPreference');
        onBlur?.();
      })}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row
        name={name ?? fallbackName}
        value={value.method}
        onChange={(event) => change({ method: event.target.value as ContactMethod, windows: [] })}
      >
        {CONTACT_METHOD_OPTIONS.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={t(option.label)} />
        ))}
      </RadioGroup>
      <ContactPreferenceFieldsNote>{t(CONTACT_METHOD_NOTES[value.method])}</ContactPreferenceFieldsNote>
      {value.method === 'phone' && (
        <ContactPreferenceFieldsWindows>
          <legend>{t(/*i18n*/ 'お電話を受けられる時間帯（複数選択可）')}</legend>
          <ContactPreferenceFieldsGrid>
            {CONTACT_WINDOW_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                label={t(option.label)}
                control={(
                  <Checkbox
                    value={option.value}
                    checked={value.windows.includes(option.value)}
                    onChange={(event) => change({ method: 'phone', windows: windowsAfter(value.windows, option.value, event.target.checked) })}
                  />
                )}
              />
            ))}
          </ContactPreferenceFieldsGrid>
        </ContactPreferenceFieldsWindows>
      )}
      {shownError && <FormHelperText id={errorId}>{shownError}</FormHelperText>}
    </ContactPreferenceFieldsRoot>
  );
}

/** The windows after a tick, in the order of the option list so the stored value does not depend on click order. */
function windowsAfter(windows: readonly ContactWindow[], window: ContactWindow, checked: boolean): ContactWindow[] {
  const ticked = new Set(toggledIds(windows, window, checked));
  return optionValues(CONTACT_WINDOW_OPTIONS).filter((value) => ticked.has(value));
}
