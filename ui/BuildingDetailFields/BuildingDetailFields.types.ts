import type { Ref } from 'react';
import type { BuildingDetail, DestinationBuildingDetail } from '../../domain/address/buildingDetail.ts';

/** Building details of the origin, or of the destination (which also records whether the building is new). */
export type BuildingDetailValue = BuildingDetail | DestinationBuildingDetail;

export interface BuildingDetailFieldsProps<T extends BuildingDetailValue = BuildingDetailValue> {
  /**
   * The details of one end of the move. A destination value (with `isNewBuilding`) adds the new-building
   * question and the 「わからない」 parking answer.
   */
  value: T;
  /** Called with the whole new value; choosing a detached house clears tower, floor, stairs and elevator. */
  onChange: (value: T) => void;
  /**
   * Called when focus leaves the fields.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * Show the alert naming the items still missing (「階数、エレベーターの有無を入力してください。」).
   * @default true
   */
  showMissingAlert?: boolean;
  /**
   * Accessible name of the group, e.g. 「引越し元の建物」.
   * @default '建物の情報' in the page's language
   */
  label?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<fieldset>` element.
   * @default undefined
   */
  ref?: Ref<HTMLFieldSetElement>;
}
