import { observer } from 'mobx-react-lite';
import { useField, useForm, useFormState } from 'react-final-form';
import { BAGGAGE_SUB_STEPS, categoriesOfSubStep, changeHasEtcBaggages, resetCategory, setItemCount, subStepBaggageError } from '../../../domain/baggage/index.ts';
import { canProceedFromBaggage, itemCountRule } from '../../../domain/validation/index.ts';
import { BaggageSteps } from '../../../ui/BaggageSteps/index.ts';
import { LoadingContainer } from '../../../ui/LoadingContainer/index.ts';
import { revealedError } from '../../forms/fields.tsx';
import { StepForm, useErrorReveal } from '../../forms/StepForm.tsx';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useQuickBooking } from '../flowContext.ts';
import type { BaggageForm } from '../store/forms.ts';

/** The baggage modal's sub-steps bound to the step's form: edits stay in the form until next. */
const BaggageFields = observer(function BaggageFields() {
  const form = useForm<BaggageForm>();
  const { values } = useFormState<BaggageForm>({ subscription: { values: true } });
  const root = useRootStore();
  const store = useQuickBooking();
  const { inputs } = store;
  const master = root.nimotsu.value;
  const subStep = inputs.baggageSubStep;
  const last = subStep === BAGGAGE_SUB_STEPS;
  // The free-text error shows by the form's rule: once edited and then left (spec §5).
  const etc = useField<string>('etcBaggages', { parse: (value) => value });
  const { reveal } = useErrorReveal();
  const quantity = values.baggageQuantity;
  const shownItems = categoriesOfSubStep(master, subStep).flatMap((category) => category.items);
  const subStepValid = shownItems.every((item) => itemCountRule(item.code)(quantity[item.code]) === undefined);
  const change = (next: Partial<BaggageForm>) => form.batch(() => (Object.keys(next) as (keyof BaggageForm)[]).forEach((key) => form.change(key, next[key])));
  return (
    <BaggageSteps
      categories={master}
      quantity={quantity}
      onQuantityChange={(itemCode, count) => change({ baggageQuantity: setItemCount(quantity, itemCode, count ?? '') })}
      onResetCategory={(code) => {
        const category = master.find((candidate) => candidate.code === code);
        if (category) change({ baggageQuantity: resetCategory(quantity, category) });
      }}
      subStep={subStep}
      onBack={store.previousBaggageSubStep}
      onNext={() => void store.nextBaggageSubStep()}
      nextDisabled={!(last ? canProceedFromBaggage(values) : subStepValid)}
      nextLabel={store.edits.isEditing() ? '変更を確定する' : undefined}
      hasEtcBaggages={values.hasEtcBaggages}
      onHasEtcBaggagesChange={(answer) => change(changeHasEtcBaggages(values, answer))}
      etcBaggages={values.etcBaggages}
      onEtcBaggagesChange={etc.input.onChange}
      onEtcBaggagesBlur={() => etc.input.onBlur()}
      etcBaggagesError={revealedError(etc.meta, reveal)}
      hasIkeaBaggages={values.hasIkeaBaggages}
      onHasIkeaBaggagesChange={(hasIkeaBaggages) => change({ hasIkeaBaggages })}
      ikeaPanelOpen={inputs.ikeaPanelOpen}
      onIkeaPanelToggle={inputs.toggleIkeaPanel}
      error={subStepBaggageError(master, quantity, subStep)}
    />
  );
});

/** Step 3: belongings in 7 sub-steps, other baggage and IKEA furniture (spec §2, §4, §5). */
export const Step3Page = observer(function Step3Page() {
  const root = useRootStore();
  const { inputs } = useQuickBooking();
  if (!root.nimotsu.loaded) return <LoadingContainer loading label="荷物の一覧を読み込んでいます">{null}</LoadingContainer>;
  return (
    <StepSection title="お荷物の量を教えてください">
      <StepForm form={inputs.forms.baggage} reveal="editedAndBlurred">
        {() => <BaggageFields />}
      </StepForm>
    </StepSection>
  );
});
