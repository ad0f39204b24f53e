import { useState } from 'react';
import { changeHasOtherBelongings, resetCategory, setItemCount } from '../../domain/belongings/index.ts';
import type { BelongingsCounts, HasOtherBelongings } from '../../domain/validation/index.ts';
import type { BelongingsStepsProps } from '../../ui/index.ts';

/**
 * State for the belongings stories, changed with the same domain functions the flow store uses,
 * while every callback still reaches the story's spies.
 */
export function useBelongingsHarness(args: BelongingsStepsProps): BelongingsStepsProps {
  const [quantity, setQuantity] = useState<BelongingsCounts>(args.quantity);
  const [subStep, setSubStep] = useState(args.subStep);
  const [etc, setEtc] = useState({ hasOtherBelongings: args.hasOtherBelongings, otherBelongings: args.otherBelongings, stashedOtherBelongings: '' });
  const [hasIkeaBelongings, setHasIkeaBelongings] = useState(args.hasIkeaBelongings);
  const [ikeaPanelOpen, setIkeaPanelOpen] = useState(args.ikeaPanelOpen);
  return {
    ...args,
    quantity,
    subStep,
    ...etc,
    hasIkeaBelongings,
    ikeaPanelOpen,
    onQuantityChange: (code, count) => { args.onQuantityChange(code, count); setQuantity((current) => setItemCount(current, code, count ?? '')); },
    onResetCategory: (code) => {
      args.onResetCategory(code);
      const category = args.categories.find((candidate) => candidate.code === code);
      if (category) setQuantity((current) => resetCategory(current, category));
    },
    onBack: () => { args.onBack(); setSubStep((step) => Math.max(1, step - 1)); },
    onNext: () => { args.onNext(); setSubStep((step) => Math.min(7, step + 1)); },
    onHasOtherBelongingsChange: (answer: HasOtherBelongings) => { args.onHasOtherBelongingsChange(answer); setEtc((current) => changeHasOtherBelongings(current, answer)); },
    onOtherBelongingsChange: (text) => { args.onOtherBelongingsChange(text); setEtc((current) => ({ ...current, otherBelongings: text })); },
    onHasIkeaBelongingsChange: (next) => { args.onHasIkeaBelongingsChange(next); setHasIkeaBelongings(next); },
    onIkeaPanelToggle: () => { args.onIkeaPanelToggle(); setIkeaPanelOpen((open) => !open); },
  };
}
