import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useField } from 'react-final-form';
import { BELONGINGS_SUB_STEPS } from '../../../domain/belongings/quantity.ts';
import { categorySummary } from '../../../domain/belongings/summary.ts';
import { t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { HeadCountField } from '../../../ui/HeadCountField/index.ts';
import { isFieldErrorShown, useBoundField, useRevealProps, useStepErrors } from '../../forms/fields.tsx';
import { useErrorReveal } from '../../forms/StepForm.tsx';
import { LateAlert } from '../../forms/LateAlert.tsx';
import type { SectionProps } from './sectionProps.ts';

// The 7-step modal (with the count steppers and images) loads when the visitor first opens it.
const BelongingsModal = lazy(() => import('../../../ui/BelongingsModal/index.ts').then((module) => ({ default: module.BelongingsModal })));

/** The belongings modal bound to the form (spec §2: 7 steps; §4 limits, category reset, other-belongings stash). */
const FormBelongingsModal = observer(function FormBelongingsModal({ form }: SectionProps) {
  const { belongings, values } = form;
  const errors = useStepErrors();
  const otherBelongings = useBoundField<string>('otherBelongings');
  const hasIkeaBelongings = useBoundField<boolean>('hasIkeaBelongings');
  const last = belongings.belongingsSubStep === BELONGINGS_SUB_STEPS;
  return (
    <BelongingsModal
      open={belongings.belongingsModalOpen}
      onClose={belongings.closeBelongingsModal}
      categories={belongings.master}
      quantity={values.belongingsCounts}
      onQuantityChange={belongings.setItemCount}
      onResetCategory={belongings.resetCategory}
      subStep={belongings.belongingsSubStep}
      onBack={belongings.previousBelongingsSubStep}
      onNext={belongings.nextBelongingsSubStep}
      nextLabel={t(/*i18n*/ '荷物の入力を終える')}
      nextDisabled={last && errors.otherBelongings !== undefined}
      hasOtherBelongings={values.hasOtherBelongings}
      onHasOtherBelongingsChange={belongings.setHasOtherBelongings}
      otherBelongings={otherBelongings.value}
      onOtherBelongingsChange={otherBelongings.onChange}
      otherBelongingsError={errors.otherBelongings}
      hasIkeaBelongings={hasIkeaBelongings.value}
      onHasIkeaBelongingsChange={hasIkeaBelongings.onChange}
      ikeaPanelOpen={belongings.ikeaPanelOpen}
      onIkeaPanelToggle={belongings.toggleIkeaPanel}
      error={belongings.subStepError === undefined ? undefined : t(belongings.subStepError)}
    />
  );
});

/** The belongings counted (once a person count is chosen), the button to change them, and their error once edited (spec §4, §5). */
const BelongingsCounts = observer(function BelongingsCounts({ form }: SectionProps) {
  const { belongings, values } = form;
  const errors = useStepErrors();
  const { reveal } = useErrorReveal();
  const { meta } = useField('belongingsCounts', { subscription: { modified: true, touched: true, submitFailed: true } });
  const counted = belongings.master.map((category) => ({ category, summary: categorySummary(category, values.belongingsCounts) }));
  const quantityError = isFieldErrorShown(meta, reveal) ? errors.belongingsCounts : undefined;
  return (
    <>
      {values.headCount !== '' && (
        <>
          <Typography variant="body2">{t(/*i18n*/ '人数に合わせた標準的な荷物を入力しました。実際の荷物に合わせて変更できます。')}</Typography>
          {belongings.master.length > 0 && (
            <dl aria-label={t(/*i18n*/ '荷物の内容')}>
              {counted.map(({ category, summary }) => (
                <div key={category.code}>
                  <Typography component="dt" variant="subtitle2">
                    {t(category.label)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ ml: 2 }}>
                    {summary}
                  </Typography>
                </div>
              ))}
            </dl>
          )}
          <Button variant="outlined" onClick={() => void belongings.openBelongingsModal()}>
            {t(/*i18n*/ '荷物の量を変更する')}
          </Button>
        </>
      )}
      {quantityError !== undefined && <LateAlert severity="error">{quantityError}</LateAlert>}
    </>
  );
});

/** Which part of the section a page shows (the reservation flow asks the person count on step 1 and the belongings on step 2). */
export type BelongingsPart = 'both' | 'headCount' | 'belongings';

const BELONGINGS_HEADINGS: Readonly<Record<BelongingsPart, Message>> = { both: /*i18n*/ '人数・荷物', headCount: /*i18n*/ '引越しする人数', belongings: /*i18n*/ '荷物' };

/** Person count and belongings: the count fills default belongings, the modal adjusts them. */
export const BelongingsSection = observer(function BelongingsSection({ form, part = 'both' }: SectionProps & { part?: BelongingsPart }) {
  const errors = useStepErrors();
  const reveals = useRevealProps();
  return (
    <Stack spacing={2} component="section" aria-labelledby="belongings-heading">
      <Typography variant="h6" component="h3" id="belongings-heading">
        {t(BELONGINGS_HEADINGS[part])}
      </Typography>
      {part !== 'belongings' && (
        <HeadCountField
          name="headCount"
          label={t(/*i18n*/ '引越しする人数')}
          value={form.values.headCount}
          onChange={(count) => void form.belongings.setHeadCount(count)}
          error={errors.headCount}
          {...reveals}
        />
      )}
      {part !== 'headCount' && <BelongingsCounts form={form} />}
      {form.belongings.belongingsModalOpened && (
        <Suspense fallback={null}>
          <FormBelongingsModal form={form} />
        </Suspense>
      )}
    </Stack>
  );
});
