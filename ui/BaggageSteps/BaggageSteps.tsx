import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { BAGGAGE_SUB_STEPS, categoriesOfSubStep } from '../../domain/baggage/index.ts';
import type { BaggageStepsProps } from './BaggageSteps.types.ts';
import { BaggageStepsCategory } from './BaggageStepsCategory.tsx';
import { BaggageStepsExtras } from './BaggageStepsExtras.tsx';

const BaggageStepsRoot = styled('div', { name: 'HkBaggageSteps', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(2),
}));

const BaggageStepsProgress = styled('div', { name: 'HkBaggageSteps', slot: 'Progress' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
}));

const BaggageStepsNav = styled('div', { name: 'HkBaggageSteps', slot: 'Nav' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  gap: theme.spacing(1),
}));

/**
 * The belongings in 7 sub-steps over the 8 categories (the 5th shows two): count steppers with
 * the 30 / 99 limits, per-category reset, and on the last sub-step the other-baggage question and
 * the IKEA furniture panel.
 */
export function BaggageSteps(props: BaggageStepsProps) {
  const { categories, quantity, onQuantityChange, onResetCategory, subStep, onBack, onNext, nextDisabled = false, nextLabel = '引越し業者を探す', error, className, ref } = props;
  const progressId = useId();
  const last = subStep >= BAGGAGE_SUB_STEPS;
  return (
    <BaggageStepsRoot ref={ref} className={className} data-step={subStep}>
      <BaggageStepsProgress>
        <span id={progressId}>
          荷物の入力 {subStep} / {BAGGAGE_SUB_STEPS}
        </span>
        <LinearProgress variant="determinate" value={(subStep / BAGGAGE_SUB_STEPS) * 100} aria-labelledby={progressId} />
      </BaggageStepsProgress>
      {categoriesOfSubStep(categories, subStep).map((category) => (
        <BaggageStepsCategory
          key={category.code}
          category={category}
          quantity={quantity}
          onQuantityChange={onQuantityChange}
          onReset={onResetCategory}
        />
      ))}
      {last && <BaggageStepsExtras {...props} />}
      {error && <Alert severity="error">{error}</Alert>}
      <BaggageStepsNav>
        <Button variant="outlined" onClick={onBack}>戻る</Button>
        <Button variant="contained" color="secondary" disabled={nextDisabled} onClick={onNext}>
          {last ? nextLabel : '次へ'}
        </Button>
      </BaggageStepsNav>
    </BaggageStepsRoot>
  );
}
