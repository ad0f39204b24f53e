import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { MyMoveReview, OwnReview } from '../../../domain/api/reviews.ts';
import { dateInWords, japanTimeInWords } from '../../../domain/format/japanTime.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { ModalDialog } from '../../../ui/ModalDialog/index.ts';
import { EMPTY_REVIEW_FORM_VALUES, ReviewForm, type ReviewFormField, type ReviewFormValues } from '../../../ui/ReviewForm/index.ts';
import { ReviewList } from '../../../ui/ReviewList/index.ts';
import type { MyMoveStore } from '../MyMoveStore.ts';
import { saidInWords } from '../myMoveWords.ts';
import { changeFields, shownErrors, translatedErrors } from '../../forms/controlledForm.ts';
import { reviewFormErrors, valuesOfReview } from '../reviewValues.ts';
import { Part } from './Part.tsx';

/**
 * The review part of the visitor's page (issue 38), loaded apart from the page (it shows only after
 * a move a company confirmed): before the day after the move, when it opens; then the form; once
 * told, the review (editable within its window, deletable at any time), why the operator hid it, or
 * what the visitor told instead of a review.
 */
export const ReviewSection = observer(function ReviewSection({ store }: { store: MyMoveStore }) {
  const part = store.review;
  if (part === null) return null;
  return (
    <Part
      title={t(/*i18n*/ '引越しの口コミ')}
      sx={{ maxWidth: 880, p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: (theme) => `${theme.radius.lg}px`, bgcolor: 'background.paper' }}
    >
      <Stack spacing={2}>
        {store.reviewNotice && (
          <Alert severity={store.reviewNotice.severity} role={store.reviewNotice.severity === 'error' ? 'alert' : 'status'}>
            {saidInWords(store.reviewNotice.said)}
          </Alert>
        )}
        <ReviewPartBody store={store} part={part} />
      </Stack>
      <DeleteReviewDialog store={store} />
    </Part>
  );
});

const ReviewPartBody = observer(function ReviewPartBody({ store, part }: { store: MyMoveStore; part: MyMoveReview }) {
  const locale = activeLocale();
  if (part.review !== null) {
    return store.reviewEditing ? <ReviewEditor store={store} part={part} review={part.review} /> : <OwnReviewShown store={store} part={part} review={part.review} />;
  }
  if (part.outcome !== null) return <ToldOutcome store={store} part={part} outcome={part.outcome} />;
  if (!part.open) {
    return <Typography>{t(/*i18n*/ { id: '口コミは{date}から書けます。', values: { date: dateInWords(part.opensOn, locale) } })}</Typography>;
  }
  return (
    <>
      <Typography>
        {t(/*i18n*/ '当サイトでご予約いただいた引越しはいかがでしたか。口コミは、これから引越し業者を選ぶ方の参考になります。')}
      </Typography>
      <ReviewFinalForm store={store} part={part} initialValues={EMPTY_REVIEW_FORM_VALUES} />
    </>
  );
});

/** What the visitor told instead of a review, and while its window lasts, the way to take it back (a mistake, say). */
const ToldOutcome = observer(function ToldOutcome({ store, part, outcome }: { store: MyMoveStore; part: MyMoveReview; outcome: NonNullable<MyMoveReview['outcome']> }) {
  const company = part.companies.find((listed) => listed.code === outcome.companyCode);
  return (
    <>
      <Alert severity="info">
        {outcome.outcome === 'noShow' && company
          ? t(/*i18n*/ { id: '{company}が来なかったと、運営にご報告いただきました。ご迷惑をおかけし、申し訳ございません。運営から引越し業者に確認します。', values: { company: company.name } })
          : t(/*i18n*/ '別の引越し業者で引越したと、お知らせいただきました。ご回答ありがとうございました。')}
      </Alert>
      {outcome.withdrawable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button variant="outlined" onClick={() => void store.withdrawOutcome()} disabled={store.reviewBusy}>{t(/*i18n*/ 'お知らせを取り消す')}</Button>
          <Typography variant="body2" color="text.secondary">
            {t(/*i18n*/ { id: '{date}まで取り消せます。取り消すと、あらためて口コミを書けます。', values: { date: japanTimeInWords(outcome.withdrawableUntil, activeLocale()) } })}
          </Typography>
        </Box>
      )}
    </>
  );
});

/** The visitor's own review as others see it, with what only they see (the amount paid) and their two actions. */
const OwnReviewShown = observer(function OwnReviewShown({ store, part, review }: { store: MyMoveStore; part: MyMoveReview; review: OwnReview }) {
  const locale = activeLocale();
  const company = part.companies.find((listed) => listed.code === review.companyCode);
  return (
    <>
      {review.hidden && (
        <Alert severity="warning">
          {t(/*i18n*/ { id: 'この口コミは、運営の判断で非公開にしています（理由：{reason}）。公開されず、評価にも数えません。', values: { reason: review.hidden.reason } })}
        </Alert>
      )}
      {company && <Typography>{t(/*i18n*/ { id: '{company}への口コミです。', values: { company: company.name } })}</Typography>}
      <ReviewList reviews={[review]} />
      {review.ratings.paidAmount !== null && (
        <Typography variant="body2" color="text.secondary">
          {t(/*i18n*/ { id: '実際に支払った金額：{amount}（お客様にだけ表示しています）', values: { amount: formatYen(review.ratings.paidAmount, locale) } })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {review.editable && (
          <Button variant="contained" onClick={() => store.editReview()} disabled={store.reviewBusy}>{t(/*i18n*/ '編集する')}</Button>
        )}
        <Button variant="outlined" color="error" onClick={() => store.askDeleteReview()} disabled={store.reviewBusy}>{t(/*i18n*/ '削除する')}</Button>
        <Typography variant="body2" color="text.secondary">
          {review.editable
            ? t(/*i18n*/ { id: '{date}まで編集できます', values: { date: japanTimeInWords(review.editableUntil, locale) } })
            : t(/*i18n*/ '編集できる期間は終わりました。削除はいつでもできます。')}
        </Typography>
      </Box>
    </>
  );
});

function ReviewEditor({ store, part, review }: { store: MyMoveStore; part: MyMoveReview; review: OwnReview }) {
  const initialValues = useMemo(() => valuesOfReview(review.companyCode, review.ratings), [review]);
  return (
    <>
      <ReviewFinalForm store={store} part={part} initialValues={initialValues} editableUntil={review.editableUntil} />
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => store.stopEditingReview()}>{t(/*i18n*/ '編集をやめる')}</Button>
    </>
  );
}

interface ReviewFinalFormProps {
  store: MyMoveStore;
  part: MyMoveReview;
  initialValues: ReviewFormValues;
  /** Given, the form edits the visitor's review: it says until when, and offers deleting it. */
  editableUntil?: string;
}

/**
 * ui/ReviewForm bound with react-final-form: checked by the rules the server checks (a field's
 * message shows once the visitor tried to send, and follows their changes), sent through the store;
 * a refusal's field errors show on their fields until the visitor changes the form.
 */
const ReviewFinalForm = observer(function ReviewFinalForm({ store, part, initialValues, editableUntil }: ReviewFinalFormProps) {
  return (
    <Form<ReviewFormValues> initialValues={initialValues} validate={(values) => translatedErrors(reviewFormErrors(values))} onSubmit={(values) => store.sendReview(values)}>
      {({ handleSubmit, form, values, submitting, ...sending }) => {
        return (
          <ReviewForm
            companies={part.companies}
            value={{ ...EMPTY_REVIEW_FORM_VALUES, ...values }}
            onChange={(next) => changeFields(form, values, next)}
            errors={shownErrors<ReviewFormField>(sending)}
            onSubmit={() => void handleSubmit()}
            submitting={submitting || store.reviewBusy}
            onDelete={editableUntil === undefined ? undefined : () => store.askDeleteReview()}
            editableUntil={editableUntil}
          />
        );
      }}
    </Form>
  );
});

/** The confirm step of deleting the review: it cannot be undone (the visitor may write a new one). */
const DeleteReviewDialog = observer(function DeleteReviewDialog({ store }: { store: MyMoveStore }) {
  if (!store.reviewDeleteAsked) return null;
  return (
    <ModalDialog
      open
      onClose={() => store.closeReviewDialog()}
      title={t(/*i18n*/ '口コミを削除しますか')}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={() => store.closeReviewDialog()} disabled={store.reviewBusy}>{t(/*i18n*/ 'やめる')}</Button>
          <Button variant="contained" color="error" onClick={() => void store.deleteReview()} disabled={store.reviewBusy}>{t(/*i18n*/ '削除する')}</Button>
        </>
      }
    >
      <Typography>
        {t(/*i18n*/ '口コミを削除すると、公開をやめ、引越し業者の評価からも外します。元に戻すことはできません。')}
      </Typography>
    </ModalDialog>
  );
});
