import { fn } from 'storybook/test';
import type { BaggageStepsProps } from '../../ui/index.ts';
import { BAGGAGE_MASTER, PAIR_QUANTITY } from '../fixtures/baggage.ts';

/** Args shared by the BaggageSteps and BaggageModal stories: a pair household on sub-step 1. */
export const baggageArgs: BaggageStepsProps = {
  categories: BAGGAGE_MASTER,
  quantity: PAIR_QUANTITY,
  subStep: 1,
  hasEtcBaggages: '',
  etcBaggages: '',
  hasIkeaBaggages: false,
  ikeaPanelOpen: false,
  nextDisabled: false,
  onQuantityChange: fn(),
  onResetCategory: fn(),
  onBack: fn(),
  onNext: fn(),
  onHasEtcBaggagesChange: fn(),
  onEtcBaggagesChange: fn(),
  onHasIkeaBaggagesChange: fn(),
  onIkeaPanelToggle: fn(),
};
