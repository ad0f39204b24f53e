import type { Ref } from 'react';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import type { BelongingsCounts, HasOtherBelongings } from '../../domain/validation/belongingsRules.ts';

export interface BelongingsStepsProps {
  /** The belongings master: 8 categories in order. */
  categories: readonly BelongingsCategory[];
  /** Count per item code as typed; unset items are undefined. */
  quantity: BelongingsCounts;
  /** Called with an item code and its new count (an over-limit count comes back as '0' on blur). */
  onQuantityChange: (itemCode: string, count: string | undefined) => void;
  /** Called with a category code when the visitor resets that category's counts. */
  onResetCategory: (categoryCode: string) => void;
  /** The sub-step shown, 1 to 7. */
  subStep: number;
  /** Back from the sub-step (from 1 the flow goes back a step). */
  onBack: () => void;
  /** Next from the sub-step (from 7 the flow searches companies). */
  onNext: () => void;
  /**
   * Disables the next button (invalid counts, or the last step not answered).
   * @default false
   */
  nextDisabled?: boolean;
  /**
   * Label of the next button on the last sub-step, e.g. 「変更を確定する」 while editing from the confirm page.
   * @default '引越し業者を探す' in the page's language
   */
  nextLabel?: string;
  /** Other belongings not in the list: '' unanswered, '1' yes, '0' no. */
  hasOtherBelongings: HasOtherBelongings;
  /** Called with the answer to the other-belongings question. */
  onHasOtherBelongingsChange: (answer: HasOtherBelongings) => void;
  /** Free text describing the other belongings. */
  otherBelongings: string;
  /** Called with the edited free text. */
  onOtherBelongingsChange: (text: string) => void;
  /**
   * Called when the free text loses focus.
   * @default undefined
   */
  onOtherBelongingsBlur?: () => void;
  /**
   * Error of the free text, shown once edited.
   * @default undefined
   */
  otherBelongingsError?: string;
  /** Whether the visitor has furniture to assemble (IKEA and the like). */
  hasIkeaBelongings: boolean;
  /** Called when the IKEA answer changes. */
  onHasIkeaBelongingsChange: (hasIkeaBelongings: boolean) => void;
  /** Whether the IKEA summary panel is open. */
  ikeaPanelOpen: boolean;
  /** Opens or closes the IKEA summary panel. */
  onIkeaPanelToggle: () => void;
  /**
   * Error of the whole step (e.g. all counts 0).
   * @default undefined
   */
  error?: string;
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
