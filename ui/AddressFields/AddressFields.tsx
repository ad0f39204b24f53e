import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { PREFECTURE_OPTIONS } from '../../domain/options/prefectures.ts';
import { ClosableHint } from '../ClosableHint/index.ts';
import { placeNameProps } from '../internal/placeName.ts';
import { OutlinedField } from '../internal/OutlinedField.tsx';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { AddressField, AddressFieldHint, AddressFieldsProps } from './AddressFields.types.ts';

const AddressFieldsRoot = styled('fieldset', { name: 'HkAddressFields', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  display: 'grid',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': { ...theme.typography.h4, padding: 0, marginBottom: theme.spacing(1.5) },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
}));

/** One field with its optional closable hint above it. */
function WithHint({ hint, children }: { hint: AddressFieldHint | undefined; children: ReactNode }) {
  return (
    <div>
      {hint && <ClosableHint open={hint.open} onClose={hint.onClose}>{hint.text}</ClosableHint>}
      {children}
    </div>
  );
}

/**
 * The address selects of both flows: prefecture, city grouped under headings, district and the
 * detail address, each a native select or input (usable on every phone), with the closable hints.
 */
export function AddressFields(props: AddressFieldsProps) {
  const {
    legend, name, prefecture, onPrefectureChange, cityGroups, city, onCityChange, districts, district = '', onDistrictChange,
    detailAddress = '', onDetailAddressChange, onBlur, errors = {}, prefectureHint, cityHint, revealErrors, showAllErrors, className, ref,
  } = props;
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<AddressField>({ revealErrors, showAllErrors });
  const placeholder = <option value="">{t(/*i18n*/ '選択してください')}</option>;
  const fieldProps = (field: AddressField, label: string, onValue: ((value: string) => void) | undefined, value: string) => {
    const shown = visibleError(field, errors[field]);
    return {
      id: `${name}-${field}`,
      name: `${name}-${field}`,
      label,
      value,
      error: shown !== undefined,
      helperText: shown,
      onChange: (changed: string) => { markEdited(field); onValue?.(changed); },
      onBlur: () => { markBlurred(field); onBlur?.(field); },
    };
  };
  return (
    <AddressFieldsRoot ref={ref} className={className}>
      <legend>{legend}</legend>
      <WithHint hint={prefectureHint}>
        <OutlinedField
          {...fieldProps('prefecture', t(/*i18n*/ '都道府県'), onPrefectureChange, prefecture)}
          options={<>{placeholder}{PREFECTURE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{t(option.label)}</option>)}</>}
        />
      </WithHint>
      <WithHint hint={cityHint}>
        <OutlinedField
          disabled={cityGroups.length === 0}
          {...fieldProps('city', t(/*i18n*/ '市区町村'), onCityChange, city)}
          options={
            <>
              {placeholder}
              {cityGroups.map((group) => (
                <optgroup key={group.label} label={group.label} {...placeNameProps()}>
                  {group.data.map((entry) => <option key={entry.cityCode} value={entry.cityCode}>{entry.cityName}</option>)}
                </optgroup>
              ))}
            </>
          }
        />
      </WithHint>
      {districts && (
        <OutlinedField
          disabled={districts.length === 0}
          {...fieldProps('district', t(/*i18n*/ '町名'), onDistrictChange, district)}
          options={<>{placeholder}{districts.map((entry) => <option key={entry.districtCode} value={entry.districtCode} {...placeNameProps()}>{entry.districtName}</option>)}</>}
        />
      )}
      {onDetailAddressChange && (
        <OutlinedField
          placeholder={t(/*i18n*/ '例）1-2-3 ○○マンション101')}
          autoComplete="address-line2"
          {...fieldProps('detailAddress', t(/*i18n*/ '番地・建物名'), onDetailAddressChange, detailAddress)}
        />
      )}
    </AddressFieldsRoot>
  );
}
