import { observer } from 'mobx-react-lite';
import { useField, useForm, useFormState } from 'react-final-form';
import { BELONGINGS_SUB_STEPS, categoriesOfSubStep, resetCategory, setItemCount, subStepBelongingsError } from '../../../domain/belongings/quantity.ts';
import { changeHasOtherBelongings } from '../../../domain/belongings/otherBelongings.ts';
import { t } from '../../../domain/i18n/i18n.ts';
import { canProceedFromBelongings, itemCountRule } from '../../../domain/validation/belongingsRules.ts';
import { BelongingsSteps } from '../../../ui/BelongingsSteps/index.ts';
import { LoadingContainer } from '../../../ui/LoadingContainer/index.ts';
import { revealedError } from '../../forms/fields.tsx';
import { StepForm, useErrorReveal } from '../../forms/StepForm.tsx';
import type { BelongingsAnswers } from '../../moving-form/values.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useQuickBooking } from '../flowContext.ts';

/** The belongings modal's sub-steps bound to the step's form: edits stay in the form until next. */
const BelongingsFields = observer(function BelongingsFields() {
  const form = useForm<BelongingsAnswers>();
  const { values } = useFormState<BelongingsAnswers>({ subscription: { values: true } });
  const root = useRootStore();
  const store = useQuickBooking();
  const { inputs } = store;
  const master = root.belongingsMaster.value;
  const subStep = inputs.belongingsSubStep;
  const last = subStep === BELONGINGS_SUB_STEPS;
  // The free-text error shows by the form's rule: once edited and then left (spec §5).
  const etc = useField<string>('otherBelongings', { parse: (value) => value });
  const { reveal } = useErrorReveal();
  const quantity = values.belongingsCounts;
  const shownItems = categoriesOfSubStep(master, subStep).flatMap((category) => category.items);
  const subStepValid = shownItems.every((item) => itemCountRule(item.code)(quantity[item.code]) === undefined);
  const change = (next: Partial<BelongingsAnswers>) => form.batch(() => (Object.keys(next) as (keyof BelongingsAnswers)[]).forEach((key) => form.change(key, next[key])));
  return (
    <BelongingsSteps
      categories={master}
      quantity={quantity}
      onQuantityChange={(itemCode, count) => change({ belongingsCounts: setItemCount(quantity, itemCode, count ?? '') })}
      onResetCategory={(code) => {
        const category = master.find((candidate) => candidate.code === code);
        if (category) change({ belongingsCounts: resetCategory(quantity, category) });
      }}
      subStep={subStep}
      onBack={store.previousBelongingsSubStep}
      onNext={() => void store.nextBelongingsSubStep()}
      nextDisabled={!(last ? canProceedFromBelongings(values) : subStepValid)}
      nextLabel={store.edits.isEditing() ? t(/*i18n*/ '変更を確定する') : undefined}
      hasOtherBelongings={values.hasOtherBelongings}
      onHasOtherBelongingsChange={(answer) => change(changeHasOtherBelongings(values, answer))}
      otherBelongings={values.otherBelongings}
      onOtherBelongingsChange={etc.input.onChange}
      onOtherBelongingsBlur={() => etc.input.onBlur()}
      otherBelongingsError={revealedError(etc.meta, reveal)}
      hasIkeaBelongings={values.hasIkeaBelongings}
      onHasIkeaBelongingsChange={(hasIkeaBelongings) => change({ hasIkeaBelongings })}
      ikeaPanelOpen={inputs.ikeaPanelOpen}
      onIkeaPanelToggle={inputs.toggleIkeaPanel}
      error={subStepBelongingsError(master, quantity, subStep)}
    />
  );
});

/** Step 3: belongings in 7 sub-steps, other belongings and IKEA furniture (spec §2, §4, §5). */
export const Step3Page = observer(function Step3Page() {
  const root = useRootStore();
  const { inputs } = useQuickBooking();
  if (!root.belongingsMaster.loaded) return <LoadingContainer loading label={t(/*i18n*/ '荷物の一覧を読み込んでいます')}>{null}</LoadingContainer>;
  return (
    <StepSection title={t(/*i18n*/ 'お荷物の量を教えてください')}>
      <StepForm form={inputs.fields.form('belongings')} reveal="editedAndBlurred">
        {() => <BelongingsFields />}
      </StepForm>
    </StepSection>
  );
});
