import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { BELONGINGS_SUB_STEPS, categoriesOfSubStep } from '../../domain/belongings/quantity.ts';
import { t } from '../../domain/i18n/i18n.ts';
import type { BelongingsStepsProps } from './BelongingsSteps.types.ts';
import { BelongingsStepsCategory } from './BelongingsStepsCategory.tsx';
import { BelongingsStepsExtras } from './BelongingsStepsExtras.tsx';

const BelongingsStepsRoot = styled('div', { name: 'HkBelongingsSteps', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(2),
}));

const BelongingsStepsProgress = styled('div', { name: 'HkBelongingsSteps', slot: 'Progress' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
}));

const BelongingsStepsNav = styled('div', { name: 'HkBelongingsSteps', slot: 'Nav' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: theme.spacing(1),
}));

/**
 * The belongings in 7 sub-steps over the 8 categories (the 5th shows two): count steppers with
 * the 30 / 99 limits, per-category reset, and on the last sub-step the other-belongings question and
 * the IKEA furniture panel.
 */
export function BelongingsSteps(props: BelongingsStepsProps) {
  const { categories, quantity, onQuantityChange, onResetCategory, subStep, onBack, onNext, nextDisabled = false, nextLabel = t(/*i18n*/ '引越し業者を探す'), error, className, ref } = props;
  const progressId = useId();
  const last = subStep >= BELONGINGS_SUB_STEPS;
  return (
    <BelongingsStepsRoot ref={ref} className={className} data-step={subStep}>
      <BelongingsStepsProgress>
        <span id={progressId}>{t(/*i18n*/ { id: '荷物の入力 {step} / {steps}', values: { step: subStep, steps: BELONGINGS_SUB_STEPS } })}</span>
        <LinearProgress variant="determinate" value={(subStep / BELONGINGS_SUB_STEPS) * 100} aria-labelledby={progressId} />
      </BelongingsStepsProgress>
      {categoriesOfSubStep(categories, subStep).map((category) => (
        <BelongingsStepsCategory
          key={category.code}
          category={category}
          quantity={quantity}
          onQuantityChange={onQuantityChange}
          onReset={onResetCategory}
        />
      ))}
      {last && <BelongingsStepsExtras {...props} />}
      {error && <Alert severity="error">{error}</Alert>}
      <BelongingsStepsNav>
        <Button variant="outlined" onClick={onBack}>{t(/*i18n*/ '戻る')}</Button>
        <Button variant="contained" color="secondary" disabled={nextDisabled} onClick={onNext}>
          {last ? nextLabel : t(/*i18n*/ '次へ')}
        </Button>
      </BelongingsStepsNav>
    </BelongingsStepsRoot>
  );
}
