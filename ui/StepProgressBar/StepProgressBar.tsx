import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { StepProgressBarProps, StepProgressState } from './StepProgressBar.types.ts';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';

const StepProgressBarRoot = styled('nav', { name: 'HkStepProgressBar', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.caption,
  fontFamily: theme.typography.fontFamily,
}));

const StepProgressBarList = styled('ol', { name: 'HkStepProgressBar', slot: 'List' })(({ theme }) => ({
  display: 'grid',
  gridAutoColumns: '1fr',
  gridAutoFlow: 'column',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const StepProgressBarStep = styled('li', { name: 'HkStepProgressBar', slot: 'Step' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
  '&::before': {
    content: '""',
    alignSelf: 'stretch',
    height: theme.spacing(0.75),
    borderRadius: theme.radius.pill,
    backgroundColor: theme.palette.divider,
  },
  '&[data-state="complete"]::before, &[data-state="active"]::before': {
    backgroundColor: theme.palette.primary.main,
  },
  '&[data-state="active"]': {
    color: theme.palette.primary.main,
    fontWeight: theme.typography.fontWeightBold,
  },
  '&[data-state="complete"]': { color: theme.palette.text.primary },
}));

function stateOf(index: number, activeStep: number): StepProgressState {
  if (index < activeStep) return 'complete';
  return index === activeStep ? 'active' : 'upcoming';
}

/** What a screen reader hears after a step's label (nothing for the step being filled in and those to come). */
const STATE_TEXT: Record<StepProgressState, string | undefined> = { complete: /*i18n*/ '（入力済み）', active: undefined, upcoming: undefined };

/** The form-step indicator: one segment per step, filled up to the step being entered. */
export function StepProgressBar({ steps, activeStep, 'aria-label': ariaLabel = t(/*i18n*/ '入力ステップ'), className, ref }: StepProgressBarProps) {
  return (
    <StepProgressBarRoot ref={ref} className={className} aria-label={ariaLabel}>
      <StepProgressBarList>
        {steps.map((label, index) => {
          const state = stateOf(index, activeStep);
          const stateText = STATE_TEXT[state];
          return (
            <StepProgressBarStep key={label} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
              <span>
                {index + 1}. {label}
                {stateText && <VisuallyHidden>{t(stateText)}</VisuallyHidden>}
              </span>
            </StepProgressBarStep>
          );
        })}
      </StepProgressBarList>
    </StepProgressBarRoot>
  );
}
