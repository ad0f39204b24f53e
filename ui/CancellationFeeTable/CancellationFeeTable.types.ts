import type { Ref } from 'react';
import type { CancellationFee } from '../../domain/cancellation/cancellationFee.ts';

export interface CancellationFeeTableProps {
  /** The fee of cancelling now (`cancellationFee`): its row of the table is marked and its amount said. */
  fee: CancellationFee;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
