import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';
import type { CompanyCardData } from '../CompanyCard/index.ts';

export interface CompanyDetailModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the visitor closes the modal. */
  onClose: () => void;
  /** The company to describe; nothing renders while null. */
  company: CompanyCardData | null;
  /**
   * Whether the company accepts a morning (AM) move.
   * @default undefined
   */
  acceptsAm?: boolean;
  /**
   * The morning (午前便) price and its own lines, shown beside a free-time `company.price`.
   * @default undefined
   */
  morningPrice?: { total: number; lines: readonly PriceLine[] };
  /**
   * Called when the visitor chooses the company from the modal; no button without it.
   * @default undefined
   */
  onSelect?: (id: string) => void;
  /**
   * Extra class on the dialog root.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the dialog root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
