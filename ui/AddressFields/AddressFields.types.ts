import type { ReactNode, Ref } from 'react';
import type { CityGroup, District } from '../../domain/api/lookups.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

/** The parts of an address these fields edit. */
export type AddressField = 'prefecture' | 'city' | 'district' | 'detailAddress';

/** A closable hint above one of the selects (spec §2: to-prefecture, to-city). */
export interface AddressFieldHint {
  /** Whether the hint shows. */
  open: boolean;
  /** Called when the visitor closes it. */
  onClose: () => void;
  /** The hint text. */
  text: ReactNode;
}

export interface AddressFieldsProps extends ErrorRevealProps {
  /** Legend of the group, e.g. 「引越し元の住所」. */
  legend: string;
  /** Prefix of the inputs' names and ids, e.g. 'from' or 'to'. */
  name: string;
  /** Chosen prefecture code '01'..'47', or ''. */
  prefecture: string;
  /** Called with the chosen prefecture code. */
  onPrefectureChange: (code: string) => void;
  /** Cities of the chosen prefecture, grouped under headings. */
  cityGroups: readonly CityGroup[];
  /** Chosen city code, or ''. */
  city: string;
  /** Called with the chosen city code. */
  onCityChange: (code: string) => void;
  /**
   * Districts of the chosen city; the district select shows only when this is given.
   * @default undefined
   */
  districts?: readonly District[];
  /**
   * Chosen district code, or ''.
   * @default ''
   */
  district?: string;
  /**
   * Called with the chosen district code.
   * @default undefined
   */
  onDistrictChange?: (code: string) => void;
  /**
   * Block number and building; the input shows only when `onDetailAddressChange` is given.
   * @default ''
   */
  detailAddress?: string;
  /**
   * Called with the edited detail address.
   * @default undefined
   */
  onDetailAddressChange?: (text: string) => void;
  /**
   * Called with the part that lost focus.
   * @default undefined
   */
  onBlur?: (field: AddressField) => void;
  /**
   * Validation messages per part (from domain/validation), shown per `revealErrors`.
   * @default {}
   */
  errors?: Partial<Record<AddressField, string>>;
  /**
   * Closable hint above the prefecture select.
   * @default undefined
   */
  prefectureHint?: AddressFieldHint;
  /**
   * Closable hint above the city select.
   * @default undefined
   */
  cityHint?: AddressFieldHint;
  /**
   * Extra class on the root `<fieldset>`.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<fieldset>`.
   * @default undefined
   */
  ref?: Ref<HTMLFieldSetElement>;
}
