import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { NimotsuItem } from '../../../domain/api/nimotsu.ts';
import { BAGGAGE_SUB_STEPS, categoriesOfSubStep, changeHasEtcBaggages, resetCategory, setItemCount } from '../../../domain/baggage/index.ts';
import {
  baggageQuantityRule,
  canProceedFromBaggage,
  etcBaggagesRule,
  isOverItemLimit,
  itemCountRule,
  type BaggageQuantity,
} from '../../../domain/validation/index.ts';
import { BaggageSteps } from '../../../ui/BaggageSteps/index.ts';
import { LoadingContainer } from '../../../ui/LoadingContainer/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../components/StepSection.tsx';
import type { BaggageForm } from '../store/forms.ts';

/**
 * The page's copy of the store's baggage: edits stay here until next, and the copy starts over
 * whenever the store's baggage is replaced (next, or the default counts arriving after the master loads).
 */
function useBaggageDraft(stored: BaggageForm): [BaggageForm, (next: BaggageForm) => void] {
  const [draft, setDraft] = useState(stored);
  const [source, setSource] = useState(stored);
  if (source !== stored) {
    setSource(stored);
    setDraft(stored);
  }
  return [source === stored ? draft : stored, setDraft];
}

/**
 * The step-level error: a count on this sub-step that is not digits, and on the last sub-step the
 * whole list (every count at 0). None while a count is over its limit: that one has its own warning
 * beside the stepper and becomes 0 on blur.
 */
function baggageError(quantity: BaggageQuantity, items: readonly NimotsuItem[], last: boolean): string | undefined {
  if (items.some((item) => isOverItemLimit(item.code, quantity[item.code]))) return undefined;
  const itemError = items.map((item) => itemCountRule(item.code)(quantity[item.code])).find((message) => message !== undefined);
  return itemError ?? (last ? baggageQuantityRule(quantity) : undefined);
}

/** Step 3: belongings in 7 sub-steps, other baggage and IKEA furniture (spec §2, §4, §5). */
export const Step3Page = observer(function Step3Page() {
  const root = useRootStore();
  const store = useQuickBooking();
  const master = root.nimotsu.value;
  const subStep = store.baggageSubStep;
  const last = subStep === BAGGAGE_SUB_STEPS;
  const [draft, setDraft] = useBaggageDraft(store.baggage);
  // The free-text error shows once the text was edited and then left (spec §5).
  const [etcEdited, setEtcEdited] = useState(false);
  const [etcLeft, setEtcLeft] = useState(false);

  if (!root.nimotsu.loaded) return <LoadingContainer loading label="荷物の一覧を読み込んでいます">{null}</LoadingContainer>;

  const quantity = draft.baggageQuantity;
  const shownItems = categoriesOfSubStep(master, subStep).flatMap((category) => category.items);
  const subStepValid = shownItems.every((item) => itemCountRule(item.code)(quantity[item.code]) === undefined);
  const etcError = etcEdited && etcLeft ? etcBaggagesRule(draft.etcBaggages) : undefined;

  return (
    <StepSection title="お荷物の量を教えてください">
      <BaggageSteps
        categories={master}
        quantity={quantity}
        onQuantityChange={(itemCode, count) => setDraft({ ...draft, baggageQuantity: setItemCount(quantity, itemCode, count ?? '') })}
        onResetCategory={(code) => {
          const category = master.find((candidate) => candidate.code === code);
          if (category) setDraft({ ...draft, baggageQuantity: resetCategory(quantity, category) });
        }}
        subStep={subStep}
        onBack={store.previousBaggageSubStep}
        onNext={() => void store.nextBaggageSubStep(draft)}
        nextDisabled={!(last ? canProceedFromBaggage(draft) : subStepValid)}
        nextLabel={store.moduleToEdit ? '変更を確定する' : undefined}
        hasEtcBaggages={draft.hasEtcBaggages}
        onHasEtcBaggagesChange={(answer) => setDraft({ ...draft, ...changeHasEtcBaggages(draft, answer) })}
        etcBaggages={draft.etcBaggages}
        onEtcBaggagesChange={(etcBaggages) => {
          setEtcEdited(true);
          setDraft({ ...draft, etcBaggages });
        }}
        onEtcBaggagesBlur={() => setEtcLeft(true)}
        etcBaggagesError={etcError}
        hasIkeaBaggages={draft.hasIkeaBaggages}
        onHasIkeaBaggagesChange={(hasIkeaBaggages) => setDraft({ ...draft, hasIkeaBaggages })}
        ikeaPanelOpen={store.ikeaPanelOpen}
        onIkeaPanelToggle={store.toggleIkeaPanel}
        error={baggageError(quantity, shownItems, last)}
      />
    </StepSection>
  );
});
