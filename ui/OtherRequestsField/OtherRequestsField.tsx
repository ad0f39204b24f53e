import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { FREE_TEXT_MAX_LENGTH } from '../../domain/validation/contactRules.ts';
import { characterCount } from '../../domain/validation/validator.ts';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { OtherRequestsFieldProps } from './OtherRequestsField.types.ts';

const OtherRequestsFieldRoot = styled(TextField, { name: 'HkOtherRequestsField', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  '& .HkOtherRequestsField-helper': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& .HkOtherRequestsField-counter': { marginLeft: 'auto', whiteSpace: 'nowrap' },
  '& .HkOtherRequestsField-counter[data-state="over"]': { color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
}));

/** The free-text field for other requests: up to 300 characters, with a live counter. */
export function OtherRequestsField(props: OtherRequestsFieldProps) {
  const { value, onChange, onBlur, error, label = t(/*i18n*/ 'その他ご要望（任意）'), name, revealErrors, showAllErrors, className, ref } = props;
  const fallbackId = useId();
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'otherRequests'>({ revealErrors, showAllErrors });
  const shownError = visibleError('otherRequests', error);
  const count = characterCount(value);
  return (
    <OtherRequestsFieldRoot
      ref={ref}
      className={className}
      id={name ?? fallbackId}
      name={name}
      label={label}
      value={value}
      multiline
      minRows={4}
      onChange={(event) => {
        markEdited('otherRequests');
        onChange(event.target.value);
      }}
      onBlur={() => {
        markBlurred('otherRequests');
        onBlur?.();
      }}
      error={shownError !== undefined}
      helperText={
        <span className="HkOtherRequestsField-helper">
          <span>{shownError}</span>
          <span className="HkOtherRequestsField-counter" data-state={count > FREE_TEXT_MAX_LENGTH ? 'over' : 'within'}>
            {/* Only the unit is a message: the count stays its own text, drawn as the Japanese page always drew it. */}
            {count}/{FREE_TEXT_MAX_LENGTH}{t(/*i18n*/ '文字')}
          </span>
        </span>
      }
    />
  );
}
