import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { BAGGAGE_SUB_STEPS, categorySummary } from '../../../domain/baggage/index.ts';
import { HeadCountField } from '../../../ui/HeadCountField/index.ts';
import { LateAlert } from '../../forms/LateAlert.tsx';
import type { SectionProps } from './sectionProps.ts';

// The 7-step modal (with the count steppers and images) loads when the visitor first opens it.
const BaggageModal = lazy(() => import('../../../ui/BaggageModal/index.ts').then((module) => ({ default: module.BaggageModal })));

/** The baggage modal bound to the form (spec §2: 7 steps; §4 limits, category reset, other-baggage stash). */
const FormBaggageModal = observer(function FormBaggageModal({ form }: { form: SectionProps['form'] }) {
  const belongings = form.belongings.values;
  const last = form.belongings.baggageSubStep === BAGGAGE_SUB_STEPS;
  return (
    <BaggageModal
      open={form.belongings.baggageModalOpen}
      onClose={form.belongings.closeBaggageModal}
      categories={form.belongings.master}
      quantity={belongings.baggageQuantity}
      onQuantityChange={form.belongings.setItemCount}
      onResetCategory={form.belongings.resetCategory}
      subStep={form.belongings.baggageSubStep}
      onBack={form.belongings.previousBaggageSubStep}
      onNext={form.belongings.nextBaggageSubStep}
      nextLabel="荷物の入力を終える"
      nextDisabled={last && form.belongings.errors.etcBaggages !== undefined}
      hasEtcBaggages={belongings.hasEtcBaggages}
      onHasEtcBaggagesChange={form.belongings.setHasEtcBaggages}
      etcBaggages={belongings.etcBaggages}
      onEtcBaggagesChange={form.belongings.setEtcBaggages}
      etcBaggagesError={form.belongings.errors.etcBaggages}
      hasIkeaBaggages={belongings.hasIkeaBaggages}
      onHasIkeaBaggagesChange={form.belongings.setHasIkeaBaggages}
      ikeaPanelOpen={form.belongings.ikeaPanelOpen}
      onIkeaPanelToggle={form.belongings.toggleIkeaPanel}
      error={form.belongings.subStepError}
    />
  );
});

/** Which part of the section a page shows (the reservation flow asks the person count on step 1 and the belongings on step 2). */
export type BelongingsPart = 'both' | 'personCount' | 'baggage';

const BELONGINGS_HEADINGS: Readonly<Record<BelongingsPart, string>> = { both: '人数・荷物', personCount: '引越しする人数', baggage: '荷物' };

/** Person count and belongings: the count fills default belongings, the modal adjusts them. */
export const BelongingsSection = observer(function BelongingsSection({ form, showAllErrors, part = 'both' }: SectionProps & { part?: BelongingsPart }) {
  const { values: belongings, errors } = form.belongings;
  const counted = form.belongings.master.map((category) => ({ category, summary: categorySummary(category, belongings.baggageQuantity) }));
  return (
    <Stack spacing={2} component="section" aria-labelledby="belongings-heading">
      <Typography variant="h6" component="h3" id="belongings-heading">
        {BELONGINGS_HEADINGS[part]}
      </Typography>
      {part !== 'baggage' && (
        <HeadCountField
          name="personCount"
          label="引越しする人数"
          value={belongings.personCount}
          onChange={(count) => void form.belongings.setPersonCount(count)}
          error={errors.personCount}
          revealErrors="edited"
          showAllErrors={showAllErrors}
        />
      )}
      {part !== 'personCount' && belongings.personCount !== '' && (
        <>
          <Typography variant="body2">人数に合わせた標準的な荷物を入力しました。実際の荷物に合わせて変更できます。</Typography>
          {form.belongings.master.length > 0 && (
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
          <Button variant="outlined" onClick={() => void form.belongings.openBaggageModal()}>
            荷物の量を変更する
          </Button>
        </>
      )}
      {part !== 'personCount' && form.belongings.quantityError(showAllErrors) !== undefined && (
        <LateAlert severity="error">{form.belongings.quantityError(showAllErrors)}</LateAlert>
      )}
      {form.belongings.baggageModalOpened && (
        <Suspense fallback={null}>
          <FormBaggageModal form={form} />
        </Suspense>
      )}
    </Stack>
  );
});
