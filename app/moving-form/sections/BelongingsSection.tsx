import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useField } from 'react-final-form';
import { BAGGAGE_SUB_STEPS, categorySummary } from '../../../domain/baggage/index.ts';
import { HeadCountField } from '../../../ui/HeadCountField/index.ts';
import { isFieldErrorShown, useBoundField, useRevealProps, useStepErrors } from '../../forms/fields.tsx';
import { useErrorReveal } from '../../forms/StepForm.tsx';
import { LateAlert } from '../../forms/LateAlert.tsx';
import type { SectionProps } from './sectionProps.ts';

// The 7-step modal (with the count steppers and images) loads when the visitor first opens it.
const BaggageModal = lazy(() => import('../../../ui/BaggageModal/index.ts').then((module) => ({ default: module.BaggageModal })));

/** The baggage modal bound to the form (spec §2: 7 steps; §4 limits, category reset, other-baggage stash). */
const FormBaggageModal = observer(function FormBaggageModal({ form }: SectionProps) {
  const { belongings, values } = form;
  const errors = useStepErrors();
  const etcBaggages = useBoundField<string>('etcBaggages');
  const hasIkeaBaggages = useBoundField<boolean>('hasIkeaBaggages');
  const last = belongings.baggageSubStep === BAGGAGE_SUB_STEPS;
  return (
    <BaggageModal
      open={belongings.baggageModalOpen}
      onClose={belongings.closeBaggageModal}
      categories={belongings.master}
      quantity={values.baggageQuantity}
      onQuantityChange={belongings.setItemCount}
      onResetCategory={belongings.resetCategory}
      subStep={belongings.baggageSubStep}
      onBack={belongings.previousBaggageSubStep}
      onNext={belongings.nextBaggageSubStep}
      nextLabel="荷物の入力を終える"
      nextDisabled={last && errors.etcBaggages !== undefined}
      hasEtcBaggages={values.hasEtcBaggages}
      onHasEtcBaggagesChange={belongings.setHasEtcBaggages}
      etcBaggages={etcBaggages.value}
      onEtcBaggagesChange={etcBaggages.onChange}
      etcBaggagesError={errors.etcBaggages}
      hasIkeaBaggages={hasIkeaBaggages.value}
      onHasIkeaBaggagesChange={hasIkeaBaggages.onChange}
      ikeaPanelOpen={belongings.ikeaPanelOpen}
      onIkeaPanelToggle={belongings.toggleIkeaPanel}
      error={belongings.subStepError}
    />
  );
});

/** The belongings counted (once a person count is chosen), the button to change them, and their error once edited (spec §4, §5). */
const BaggageCounts = observer(function BaggageCounts({ form }: SectionProps) {
  const { belongings, values } = form;
  const errors = useStepErrors();
  const { reveal } = useErrorReveal();
  const { meta } = useField('baggageQuantity', { subscription: { modified: true, touched: true, submitFailed: true } });
  const counted = belongings.master.map((category) => ({ category, summary: categorySummary(category, values.baggageQuantity) }));
  const quantityError = isFieldErrorShown(meta, reveal) ? errors.baggageQuantity : undefined;
  return (
    <>
      {values.personCount !== '' && (
        <>
          <Typography variant="body2">人数に合わせた標準的な荷物を入力しました。実際の荷物に合わせて変更できます。</Typography>
          {belongings.master.length > 0 && (
            <dl aria-label="荷物の内容">
              {counted.map(({ category, summary }) => (
                <div key={category.code}>
                  <Typography component="dt" variant="subtitle2">
                    {category.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ ml: 2 }}>
                    {summary}
                  </Typography>
                </div>
              ))}
            </dl>
          )}
          <Button variant="outlined" onClick={() => void belongings.openBaggageModal()}>
            荷物の量を変更する
          </Button>
        </>
      )}
      {quantityError !== undefined && <LateAlert severity="error">{quantityError}</LateAlert>}
    </>
  );
});

/** Which part of the section a page shows (the reservation flow asks the person count on step 1 and the belongings on step 2). */
export type BelongingsPart = 'both' | 'personCount' | 'baggage';

const BELONGINGS_HEADINGS: Readonly<Record<BelongingsPart, string>> = { both: '人数・荷物', personCount: '引越しする人数', baggage: '荷物' };

/** Person count and belongings: the count fills default belongings, the modal adjusts them. */
export const BelongingsSection = observer(function BelongingsSection({ form, part = 'both' }: SectionProps & { part?: BelongingsPart }) {
  const errors = useStepErrors();
  const reveals = useRevealProps();
  return (
    <Stack spacing={2} component="section" aria-labelledby="belongings-heading">
      <Typography variant="h6" component="h3" id="belongings-heading">
        {BELONGINGS_HEADINGS[part]}
      </Typography>
      {part !== 'baggage' && (
        <HeadCountField
          name="personCount"
          label="引越しする人数"
          value={form.values.personCount}
          onChange={(count) => void form.belongings.setPersonCount(count)}
          error={errors.personCount}
          {...reveals}
        />
      )}
      {part !== 'personCount' && <BaggageCounts form={form} />}
      {form.belongings.baggageModalOpened && (
        <Suspense fallback={null}>
          <FormBaggageModal form={form} />
        </Suspense>
      )}
    </Stack>
  );
});
