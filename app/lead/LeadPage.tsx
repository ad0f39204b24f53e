import { styled } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import type { LeadResponse } from '../../domain/api/lead.ts';
import { CONFIRMED_TIME_FRAME_OPTIONS, DECLINE_REASON_OPTIONS, LEAD_ANSWER_MESSAGES, type ConfirmedTimeFrame, type DeclineReason } from '../../domain/options/leadAnswers.ts';
import { LeadAnswerPanel } from '../../ui/LeadAnswerPanel/index.ts';
import { LeadDetails } from '../../ui/LeadDetails/index.ts';
import { LoadingContainer } from '../../ui/LoadingContainer/index.ts';
import { PageMessage } from '../../ui/PageMessage/index.ts';
import { LEAD_LINK_INVALID } from './leadLink.ts';
import { dateWithWeekday, japanTimeInWords } from '../../domain/format/japanTime.ts';
import { isAnswerable, leadDetailsProps } from './leadPresentation.ts';
import type { AnswerFieldErrors, LeadStore } from './LeadStore.ts';
import { DateProposalAnswer } from './DateProposalAnswer.tsx';

// Only a lead whose visitor reviewed the move shows it: the review's part loads when there is one.
const LeadReviewSection = lazy(() => import('./LeadReviewSection.tsx').then((module) => ({ default: module.LeadReviewSection })));

const LeadPageRoot = styled('main', { name: 'HkLeadPage', slot: 'Root' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  maxWidth: theme.spacing(140),
  margin: '0 auto',
  padding: theme.spacing(2, 1.5, 6),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(3, 3, 8) },
  '& .HkLeadPage-site': { ...theme.typography.caption, color: theme.palette.text.secondary, margin: 0 },
}));

interface AnswerValues {
  timeFrame?: ConfirmedTimeFrame;
  reason?: DeclineReason;
}

/**
 * The answer form: one final-form over both answers. Which button was pressed decides what is
 * checked and sent; what an answer lacks comes back as its submission errors, beside the field.
 */
const LeadAnswerForm = observer(function LeadAnswerForm({ store, lead }: { store: LeadStore; lead: LeadResponse }) {
  const action = useRef<'confirm' | 'decline'>('confirm');
  const confirmable = lead.confirmable;
  const submit = (values: AnswerValues): AnswerFieldErrors | Promise<AnswerFieldErrors | undefined> => {
    if (action.current === 'decline') return values.reason ? store.decline({ reason: values.reason }) : { reason: LEAD_ANSWER_MESSAGES.reasonRequired };
    if (confirmable === null) return store.confirm({});
    return values.timeFrame ? store.confirm({ date: confirmable.date, timeFrame: values.timeFrame }) : { timeFrame: LEAD_ANSWER_MESSAGES.timeFrameRequired };
  };
  // A single time frame is the one the visitor asked for: chosen already.
  const initialValues: AnswerValues = confirmable?.timeFrames.length === 1 ? { timeFrame: confirmable.timeFrames[0] } : {};
  return (
    <Form<AnswerValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, form, values, submitErrors }) => {
        const errors = submitErrors as AnswerFieldErrors | undefined;
        const press = (which: 'confirm' | 'decline') => {
          action.current = which;
          void handleSubmit();
        };
        return (
          <LeadAnswerPanel
            deadline={`${japanTimeInWords(lead.answerBy!)}までにご回答ください。期限を過ぎると、この依頼は終了し、お客様にお知らせします。`}
            confirmDate={confirmable === null ? undefined : dateWithWeekday(confirmable.date)}
            timeFrameOptions={confirmable === null ? [] : CONFIRMED_TIME_FRAME_OPTIONS.filter((option) => confirmable.timeFrames.includes(option.value))}
            timeFrame={values.timeFrame ?? ''}
            onTimeFrameChange={(value) => form.change('timeFrame', value)}
            timeFrameError={errors?.timeFrame}
            reasonOptions={DECLINE_REASON_OPTIONS}
            reason={values.reason ?? ''}
            onReasonChange={(value) => form.change('reason', value)}
            reasonError={errors?.reason}
            onConfirm={() => press('confirm')}
            onDecline={() => press('decline')}
            busy={store.busy}
            error={store.answerError}
          />
        );
      }}
    </Form>
  );
});

/** The company's lead page (/lead/#<token>): the lead as its e-mail showed it and, while it is open, the answers. */
export const LeadPage = observer(function LeadPage({ store }: { store: LeadStore }) {
  useEffect(() => void store.load(), [store]);
  const { state } = store;
  return (
    <LeadPageRoot>
      <p className="HkLeadPage-site">引越し比較 加盟店ページ</p>
      {state.kind === 'loading' && <LoadingContainer loading label="依頼を読み込んでいます"><div style={{ minHeight: 240 }} /></LoadingContainer>}
      {state.kind === 'invalid' && <PageMessage {...LEAD_LINK_INVALID} />}
      {state.kind === 'failed' && <PageMessage title="依頼を表示できませんでした" message="時間をおいて、このページを再読み込みしてください。" />}
      {state.kind === 'ready' && (
        <>
          {state.lead.dateProposal !== null && <DateProposalAnswer store={store} proposal={state.lead.dateProposal} />}
          {/* The visitor's review of the move (issue 38): what the company's review link is for. */}
          {store.review !== null && (
            <Suspense fallback={null}>
              <LeadReviewSection store={store} review={store.review} />
            </Suspense>
          )}
          <LeadDetails {...leadDetailsProps(state.lead)} />
          {isAnswerable(state.lead)
            ? <LeadAnswerForm store={store} lead={state.lead} />
            : state.lead.dateProposal === null && store.answerError && <PageMessage title="回答できませんでした" message={store.answerError} />}
        </>
      )}
    </LeadPageRoot>
  );
});
