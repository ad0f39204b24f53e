import { useState } from 'react';
import { changeHasEtcBaggages, resetCategory, setItemCount } from '../../domain/baggage/index.ts';
import type { BaggageQuantity, HasEtcBaggages } from '../../domain/validation/index.ts';
import type { BaggageStepsProps } from '../../ui/index.ts';

/**
 * State for the baggage stories, changed with the same domain functions the flow store uses,
 * while every callback still reaches the story's spies.
 */
export function useBaggageHarness(args: BaggageStepsProps): BaggageStepsProps {
  const [quantity, setQuantity] = useState<BaggageQuantity>(args.quantity);
  const [subStep, setSubStep] = useState(args.subStep);
  const [etc, setEtc] = useState({ hasEtcBaggages: args.hasEtcBaggages, etcBaggages: args.etcBaggages, tempEtcBaggages: '' });
  const [hasIkeaBaggages, setHasIkeaBaggages] = useState(args.hasIkeaBaggages);
  const [ikeaPanelOpen, setIkeaPanelOpen] = useState(args.ikeaPanelOpen);
  return {
    ...args,
    quantity,
    subStep,
    ...etc,
    hasIkeaBaggages,
    ikeaPanelOpen,
    onQuantityChange: (code, count) => { args.onQuantityChange(code, count); setQuantity((current) => setItemCount(current, code, count ?? '')); },
    onResetCategory: (code) => {
      args.onResetCategory(code);
      const category = args.categories.find((candidate) => candidate.code === code);
      if (category) setQuantity((current) => resetCategory(current, category));
    },
    onBack: () => { args.onBack(); setSubStep((step) => Math.max(1, step - 1)); },
    onNext: () => { args.onNext(); setSubStep((step) => Math.min(7, step + 1)); },
    onHasEtcBaggagesChange: (answer: HasEtcBaggages) => { args.onHasEtcBaggagesChange(answer); setEtc((current) => changeHasEtcBaggages(current, answer)); },
    onEtcBaggagesChange: (text) => { args.onEtcBaggagesChange(text); setEtc((current) => ({ ...current, etcBaggages: text })); },
    onHasIkeaBaggagesChange: (next) => { args.onHasIkeaBaggagesChange(next); setHasIkeaBaggages(next); },
    onIkeaPanelToggle: () => { args.onIkeaPanelToggle(); setIkeaPanelOpen((open) => !open); },
  };
}
