import type { Ref } from 'react';
import type { SortType } from '../../domain/options/quickBooking.ts';
import type { CompanyCardData } from '../CompanyCard/index.ts';

export interface CompanyListProps {
  /** Companies in the order to show them (the parent sorts by `sortType`). */
  companies: readonly CompanyCardData[];
  /** The chosen sort order: 1 recommended, 2 price, 3 satisfaction. */
  sortType: SortType;
  /** Called when the visitor picks another sort order. */
  onSortTypeChange: (sortType: SortType) => void;
  /**
   * Id of the chosen company.
   * @default null
   */
  selectedId?: string | null;
  /** Called with the id of the company the visitor chooses. */
  onSelect: (id: string) => void;
  /**
   * Called with the id of the company whose details the visitor asks for.
   * @default undefined
   */
  onShowDetail?: (id: string) => void;
  /**
   * Heading above the list.
   * @default '予約できる引越し業者' ("Moving companies you can book" on an English page)
   */
  title?: string;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<section>` element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}
