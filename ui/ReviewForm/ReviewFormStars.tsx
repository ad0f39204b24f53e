import FormHelperText from '@mui/material/FormHelperText';
import SvgIcon from '@mui/material/SvgIcon';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { REVIEW_SCORES, type ReviewScore } from '../../domain/reviews/review.ts';
import { StarIcon } from '../internal/icons.tsx';
import { VisuallyHidden } from '../internal/VisuallyHidden.tsx';

/** Material's "star border" (Apache 2.0), the outline of a star not (yet) given. */
function StarOutlineIcon() {
  return (
    <SvgIcon aria-hidden className="HkReviewForm-starOff">
      <path d="m22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z" />
    </SvgIcon>
  );
}

/** While the pointer rests on a star, it and the stars before it show filled: what a click would give. */
const hoverPreview = Object.fromEntries(
  REVIEW_SCORES.map((score) => [
    `&:has(label:nth-of-type(${score}):hover)`,
    {
      [`& label:nth-of-type(-n+${score}) .HkReviewForm-starOn`]: { display: 'inline-block' },
      [`& label:nth-of-type(-n+${score}) .HkReviewForm-starOff`]: { display: 'none' },
      [`& label:nth-of-type(n+${score + 1}) .HkReviewForm-starOn`]: { display: 'none' },
      [`& label:nth-of-type(n+${score + 1}) .HkReviewForm-starOff`]: { display: 'inline-block' },
    },
  ]),
);

const ReviewFormStarsRoot = styled('fieldset', { name: 'HkReviewForm', slot: 'Stars' })(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { ...theme.typography.body2, fontWeight: theme.typography.fontWeightBold, padding: 0, marginBottom: theme.spacing(0.5) },
  '&[data-emphasis="true"] legend': { ...theme.typography.subtitle1, fontWeight: theme.typography.fontWeightBold, marginBottom: theme.spacing(0.5) },
  '& .HkReviewForm-starRow': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.25) },
  '& label': {
    position: 'relative',
    display: 'inline-flex',
    padding: theme.spacing(0.25),
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
    lineHeight: 0,
    '& svg': { fontSize: theme.spacing(4.5) },
  },
  // The radio covers its star: a click or tap anywhere on the star chooses it.
  '& input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
  '& label:has(input:focus-visible)': { outline: `${theme.spacing(0.375)} solid ${theme.palette.focusRing}` },
  '& .HkReviewForm-starOn': { display: 'none', color: theme.palette.warning.main },
  '& .HkReviewForm-starOff': { color: theme.palette.text.secondary },
  '& label[data-filled="true"] .HkReviewForm-starOn': { display: 'inline-block' },
  '& label[data-filled="true"] .HkReviewForm-starOff': { display: 'none' },
  '@media (hover: hover)': { '& .HkReviewForm-starRow': hoverPreview },
  '& .HkReviewForm-starValue': { ...theme.typography.body2, marginLeft: theme.spacing(1), fontWeight: theme.typography.fontWeightBold, minWidth: '3em' },
  '&[data-state="invalid"] .HkReviewForm-starOff': { color: theme.palette.error.main },
}));

export interface ReviewFormStarsProps {
  /** The radios' name. */
  name: string;
  /** The question, as the group's legend. */
  legend: string;
  value: ReviewScore | null;
  onChange: (value: ReviewScore) => void;
  /** Why the answer is refused, shown under the stars. */
  error?: string;
  /** A main question (its legend as large as the form's other questions) rather than one of a group. */
  emphasis?: boolean;
}

/**
 * A score from 1 to 5 as five stars: a radio group under its legend, each star a radio named
 * 「1点」 … 「5点」, answered by a click, a tap or the arrow keys.
 */
export function ReviewFormStars({ name, legend, value, onChange, error, emphasis = false }: ReviewFormStarsProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <ReviewFormStarsRoot className="HkReviewForm-stars" data-state={error ? 'invalid' : 'valid'} data-emphasis={emphasis}>
      <legend id={legendId}>{legend}</legend>
      <div
        className="HkReviewForm-starRow"
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {REVIEW_SCORES.map((score) => (
          <label key={score} data-filled={value !== null && score <= value}>
            <input type="radio" name={name} value={score} checked={value === score} onChange={() => onChange(score)} />
            <StarIcon className="HkReviewForm-starOn" />
            <StarOutlineIcon />
            <VisuallyHidden>{t(/*i18n*/ { id: '{score}点', values: { score } })}</VisuallyHidden>
          </label>
        ))}
        <span className="HkReviewForm-starValue" aria-hidden>
          {value !== null && t(/*i18n*/ { id: '{score}点', values: { score: value } })}
        </span>
      </div>
      {error && <FormHelperText id={errorId} error>{error}</FormHelperText>}
    </ReviewFormStarsRoot>
  );
}
