import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import type { LeadReview } from '../../domain/api/reviews.ts';
import { japanTimeInWords } from '../../domain/format/japanTime.ts';
import { t } from '../../domain/i18n/i18n.ts';
import { REVIEW_ANSWER_MAX_LENGTH } from '../../domain/reviews/review.ts';
import { REVIEW_MESSAGES } from '../../domain/reviews/reviewMessages.ts';
import { reviewAnswerRule } from '../../domain/reviews/reviewRules.ts';
import { characterCount } from '../../domain/validation/validator.ts';
import { ModalDialog } from '../../ui/ModalDialog/index.ts';
import { ReviewList } from '../../ui/ReviewList/index.ts';
import type { LeadStore, ReviewAnswerErrors, ReviewReportReason } from './LeadStore.ts';

// The lead page is Japanese only (README "Companies answer their leads"): its words are written as they are shown.

const LeadReviewRoot = styled('section', { name: 'HkLeadReview', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3) },
  '& .HkLeadReview-heading': { ...theme.typography.h3, margin: 0 },
  '& .HkLeadReview-subheading': { ...theme.typography.subtitle1, fontWeight: theme.typography.fontWeightBold, margin: 0 },
  '& .HkLeadReview-note': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
  '& .HkLeadReview-answer': { display: 'grid', gap: theme.spacing(1.5) },
  '& .HkLeadReview-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1.5),
  },
  '& .HkLeadReview-report': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1, 2),
    paddingTop: theme.spacing(2),
    borderTop: `1px solid ${theme.palette.divider}`,
  },
}));

const REPORT_REASONS: readonly { value: ReviewReportReason; label: string; hint: string }[] = [
  { value: 'personalData', label: '口コミに個人情報が書かれている', hint: 'お客様や従業員のお名前、電話番号、住所など' },
  { value: 'notCustomer', label: '当社のお客様ではない', hint: 'この引越しを当社が行っていない場合' },
];

const REASON_LABELS: Readonly<Record<ReviewReportReason, string>> = { personalData: '個人情報が書かれている', notCustomer: '当社のお客様ではない' };

/**
 * The review of the company's lead (issue 38): the review as everyone reads it, the company's one
 * public answer (a text and 「回答を公開する」, gone once answered), and a report to the operator.
 */
export const LeadReviewSection = observer(function LeadReviewSection({ store, review }: { store: LeadStore; review: LeadReview }) {
  const headingId = useId();
  const [reporting, setReporting] = useState(false);
  return (
    <LeadReviewRoot aria-labelledby={headingId}>
      <h2 id={headingId} className="HkLeadReview-heading">お客様からの口コミ</h2>
      {review.hidden && <Alert severity="info">この口コミは、運営の判断で非公開にしています。公開されず、評価にも数えません。</Alert>}
      <ReviewList reviews={[review]} />
      {store.reviewError && <Alert severity="error" role="alert">{store.reviewError}</Alert>}
      {review.answer !== null && <p className="HkLeadReview-note" role="status">回答を公開しました。口コミの下に、どなたでも読めるように表示しています。</p>}
      {review.answerable && <AnswerForm store={store} />}
      {!review.answerable && review.answer === null && !review.hidden && <p className="HkLeadReview-note">この口コミには回答できません。</p>}
      <div className="HkLeadReview-report">
        {review.report === null ? (
          <>
            <p className="HkLeadReview-note">個人情報が書かれている口コミや、当社のお客様ではない方の口コミは、運営にお知らせください。</p>
            <Button variant="outlined" color="inherit" size="small" disabled={store.reviewBusy} onClick={() => setReporting(true)}>運営に報告する</Button>
          </>
        ) : (
          <p className="HkLeadReview-note" role="status">
            {`${japanTimeInWords(review.report.reportedAt)}に「${REASON_LABELS[review.report.reason]}」として運営に報告しました。運営が確認します。`}
          </p>
        )}
      </div>
      {reporting && review.report === null && <ReportDialog store={store} onClose={() => setReporting(false)} />}
    </LeadReviewRoot>
  );
});

/** The answer: one text, at most REVIEW_ANSWER_MAX_LENGTH characters, published once. */
const AnswerForm = observer(function AnswerForm({ store }: { store: LeadStore }) {
  const validate = (values: { text?: string }): ReviewAnswerErrors => {
    const message = reviewAnswerRule(values.text ?? '');
    return message === undefined ? {} : { text: t(message) };
  };
  return (
    <Form<{ text?: string }> onSubmit={(values) => store.answerReview(values.text ?? '')} validate={validate}>
      {({ handleSubmit, values, form, errors, submitErrors, submitFailed, dirtySinceLastSubmit, submitting }) => {
        const length = characterCount(values.text ?? '');
        const error = submitFailed ? (errors as ReviewAnswerErrors).text ?? (dirtySinceLastSubmit ? undefined : (submitErrors as ReviewAnswerErrors | undefined)?.text) : undefined;
        const counter = `${length} / ${REVIEW_ANSWER_MAX_LENGTH}`;
        return (
          <form className="HkLeadReview-answer" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <h3 className="HkLeadReview-subheading">口コミに回答する</h3>
            <p className="HkLeadReview-note">回答は口コミの下に公開されます。お客様の連絡先が残っていれば、メールでもお知らせします。回答できるのは一度だけで、あとから直すことはできません。</p>
            <TextField
              label="回答"
              name="text"
              multiline
              minRows={4}
              fullWidth
              value={values.text ?? ''}
              onChange={(event) => form.change('text', event.target.value)}
              error={error !== undefined || length > REVIEW_ANSWER_MAX_LENGTH}
              helperText={
                <Stack component="span" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <span>{error ?? '個人情報（お客様のお名前など）は書かないでください。'}</span>
                  <span style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>{counter}</span>
                </Stack>
              }
            />
            <div className="HkLeadReview-actions">
              <Button type="submit" variant="contained" disabled={submitting || store.reviewBusy}>回答を公開する</Button>
            </div>
          </form>
        );
      }}
    </Form>
  );
});

/** The report: one of the two reasons, then 「報告する」. */
const ReportDialog = observer(function ReportDialog({ store, onClose }: { store: LeadStore; onClose: () => void }) {
  const [reason, setReason] = useState<ReviewReportReason | ''>('');
  const [missing, setMissing] = useState(false);
  const labelId = useId();
  const send = async () => {
    if (reason === '') {
      setMissing(true);
      return;
    }
    if (await store.reportReview(reason)) onClose();
  };
  return (
    <ModalDialog
      open
      onClose={onClose}
      title="口コミを運営に報告する"
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={store.reviewBusy}>やめる</Button>
          <Button variant="contained" color="error" onClick={() => void send()} disabled={store.reviewBusy}>報告する</Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography>運営が口コミを確認し、必要なときは非公開にします。報告したことはお客様には伝わりません。</Typography>
        <Typography id={labelId} sx={{ fontWeight: 'bold' }}>報告の理由</Typography>
        <RadioGroup
          aria-labelledby={labelId}
          value={reason}
          onChange={(_, value) => {
            setReason(value as ReviewReportReason);
            setMissing(false);
          }}
        >
          {REPORT_REASONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={
                <span>
                  {option.label}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>{option.hint}</Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
        {missing && <FormHelperText error>{t(REVIEW_MESSAGES.reportReason)}</FormHelperText>}
        {store.reviewError && <Alert severity="error">{store.reviewError}</Alert>}
      </Stack>
    </ModalDialog>
  );
});
