import { styled } from '@mui/material/styles';
import { StarIcon } from './icons.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

const ReviewStarsRoot = styled('span', { name: 'HkReviewStars', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  verticalAlign: 'middle',
  lineHeight: 0,
  '& svg': { fontSize: '1em' },
  '& .HkReviewStars-empty': { display: 'inline-flex', color: theme.palette.text.disabled },
  // The filled stars over the empty ones, cut at the score: 4.3 fills four stars and 30 % of the fifth.
  '& .HkReviewStars-filled': {
    position: 'absolute',
    inset: 0,
    display: 'inline-flex',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    color: theme.palette.warning.main,
  },
}));

/**
 * Five stars filled up to `value` (0–5, a fraction fills part of a star), drawn for the eye only:
 * the component showing them says the score in words. Sized by the font size around them.
 */
export function ReviewStars({ value, className }: { value: number; className?: string }) {
  const filled = `${Math.round(Math.min(Math.max(value, 0), 5) * 200) / 10}%`;
  return (
    <ReviewStarsRoot aria-hidden className={className} data-value={value}>
      <span className="HkReviewStars-empty">{STARS.map((star) => <StarIcon key={star} />)}</span>
      <span className="HkReviewStars-filled" style={{ width: filled }}>{STARS.map((star) => <StarIcon key={star} />)}</span>
    </ReviewStarsRoot>
  );
}
