import { styled } from '@mui/material/styles';
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

const STATE_TEXT: Record<StepProgressState, string> = { complete: '（入力済み）', active: '', upcoming: '' };

/** The form-step indicator: one segment per step, filled up to the step being entered. */
export function StepProgressBar({ steps, activeStep, 'aria-label': ariaLabel = '入力ステップ', className, ref }: StepProgressBarProps) {
  return (
    <StepProgressBarRoot ref={ref} className={className} aria-label={ariaLabel}>
      <StepProgressBarList>
        {steps.map((label, index) => {
          const state = stateOf(index, activeStep);
          return (
            <StepProgressBarStep key={label} data-state={state} aria-current={state === 'active' ? 'step' : undefined}>
              <span>
                {index + 1}. {label}
                {STATE_TEXT[state] && <VisuallyHidden>{STATE_TEXT[state]}</VisuallyHidden>}
              </span>
            </StepProgressBarStep>
          );
        })}
      </StepProgressBarList>
    </StepProgressBarRoot>
  );
}
