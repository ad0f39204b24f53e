import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { PostalResult } from '../../domain/api/lookups.ts';
import { t } from '../../domain/i18n/i18n.ts';
import { POSTAL_LOOKUP_MIN_LENGTH } from '../../domain/validation/addressRules.ts';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { PostalCodeFieldProps } from './PostalCodeField.types.ts';

const PostalCodeFieldRoot = styled('div', { name: 'HkPostalCodeField', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  maxWidth: theme.spacing(40),
}));

/** One suggested address: 「〒1500001 東京都渋谷区神宮前」; English, without the Japanese postal mark. */
const suggestionLabel = (result: PostalResult) => t(/*i18n*/ { id: '〒{postalCode} {address}', values: { postalCode: result.postalCode, address: result.address } });

/**
 * The postal-code input with its address suggest list, shown once 6 or more characters are typed,
 * while the field has focus and when results exist (spec §2). Arrow keys and Enter pick an address.
 */
export function PostalCodeField(props: PostalCodeFieldProps) {
  const { value, onChange, onBlur, suggestions, onSuggestionSelect, error, label = t(/*i18n*/ '郵便番号'), name, revealErrors, showAllErrors, className, ref } = props;
  const fallbackId = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'postalCode'>({ revealErrors, showAllErrors });
  const shownError = visibleError('postalCode', error);
  const open = focused && !dismissed && value.length >= POSTAL_LOOKUP_MIN_LENGTH && suggestions.length > 0;
  return (
    <PostalCodeFieldRoot ref={ref} className={className} data-state={open ? 'suggesting' : 'idle'}>
      <Autocomplete<PostalResult, false, false, true>
        id={name ?? fallbackId}
        freeSolo
        open={open}
        onOpen={() => setDismissed(false)}
        onClose={(_, reason) => { if (reason === 'escape' || reason === 'selectOption') setDismissed(true); }}
        options={suggestions}
        filterOptions={(options) => options}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.postalCode)}
        renderOption={({ key, ...optionProps }, option) => (
          <li key={key} {...optionProps}>{suggestionLabel(option)}</li>
        )}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.districtCode)}
        inputValue={value}
        value={null}
        onInputChange={(_, next, reason) => {
          if (reason !== 'input' && reason !== 'clear') return;
          markEdited('postalCode');
          setDismissed(false);
          onChange(next);
        }}
        onChange={(_, picked) => {
          if (picked && typeof picked !== 'string') onSuggestionSelect(picked);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            name={name}
            label={label}
            placeholder={t(/*i18n*/ '例）1000001')}
            error={shownError !== undefined}
            helperText={shownError ?? t(/*i18n*/ 'ハイフンなしの7桁で入力してください')}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              markBlurred('postalCode');
              onBlur?.();
            }}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 8 },
            }}
          />
        )}
      />
    </PostalCodeFieldRoot>
  );
}
