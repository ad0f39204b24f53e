import { fn } from 'storybook/test';
import type { BelongingsStepsProps } from '../../ui/index.ts';
import { BELONGINGS_MASTER, PAIR_COUNTS } from '../fixtures/belongings.ts';

/** Args shared by the BelongingsSteps and BelongingsModal stories: a pair household on sub-step 1. */
export const belongingsArgs: BelongingsStepsProps = {
  categories: BELONGINGS_MASTER,
  quantity: PAIR_COUNTS,
  subStep: 1,
  hasOtherBelongings: '',
  otherBelongings: '',
  hasIkeaBelongings: false,
  ikeaPanelOpen: false,
  nextDisabled: false,
  onQuantityChange: fn(),
  onResetCategory: fn(),
  onBack: fn(),
  onNext: fn(),
  onHasOtherBelongingsChange: fn(),
  onOtherBelongingsChange: fn(),
  onHasIkeaBelongingsChange: fn(),
  onIkeaPanelToggle: fn(),
};
