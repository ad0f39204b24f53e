import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { japanTimeInWords } from '../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { REVIEW_TEXT_MAX_LENGTH } from '../../domain/reviews/review.ts';
import { characterCount } from '../../domain/validation/validator.ts';
import { tWithNodes } from '../i18n/index.ts';
import { InfoIcon } from '../internal/icons.tsx';
import { JapaneseName } from '../internal/JapaneseName.tsx';
import type { ReviewFormField, ReviewFormProps, ReviewFormValues } from './ReviewForm.types.ts';
import { ReviewFormStars } from './ReviewFormStars.tsx';
import { actionOf, outcomeChoices, outcomeKey, type ReviewFormAction, type ReviewFormOutcomeChoice } from './reviewFormModel.ts';

const ReviewFormRoot = styled('form', { name: 'HkReviewForm', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(3),
  minWidth: 0,
  '& p': { margin: 0 },
  '& .HkReviewForm-group': { minWidth: 0, margin: 0, padding: 0, border: 0 },
  '& .HkReviewForm-group > legend': {
    ...theme.typography.subtitle1,
    fontWeight: theme.typography.fontWeightBold,
    padding: 0,
    marginBottom: theme.spacing(1),
    color: theme.palette.text.primary,
  },
  '& .HkReviewForm-editable': { color: theme.palette.text.secondary },
  // The live region takes no room of its own: only its note, when there is one, is a row of the form.
  '& .HkReviewForm-live': { display: 'contents' },
}));

/** The outcomes, one under the other, each a bordered row the whole of which chooses it. */
const ReviewFormOutcomes = styled(RadioGroup, { name: 'HkReviewForm', slot: 'Outcomes' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .MuiFormControlLabel-root': {
    margin: 0,
    padding: theme.spacing(0.5, 1.5, 0.5, 0.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.radius.md,
    backgroundColor: theme.palette.surface.raised,
    overflowWrap: 'anywhere',
  },
  '& .MuiFormControlLabel-root:has(.Mui-checked)': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
}));

/** What the review asks once the visitor says the company moved them. */
const ReviewFormReview = styled('div', { name: 'HkReviewForm', slot: 'Review' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  '& .HkReviewForm-aspects': {
    display: 'grid',
    gap: theme.spacing(2),
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '& > legend': { gridColumn: '1 / -1', float: 'left', width: '100%', marginBottom: 0 },
  },
  '& .HkReviewForm-amount': { [theme.breakpoints.up('sm')]: { maxWidth: theme.spacing(32) } },
  '& .HkReviewForm-textHelp': {
    ...theme.typography.caption,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: theme.spacing(2),
    marginTop: theme.spacing(0.5),
    color: theme.palette.text.secondary,
  },
  '& .HkReviewForm-counter': { flexShrink: 0, fontVariantNumeric: 'tabular-nums' },
  '& .HkReviewForm-counter[data-state="over"]': { color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
}));

/** The note an outcome other than a review leads to: what happens next. */
const ReviewFormNote = styled('p', { name: 'HkReviewForm', slot: 'Note' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5),
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.info.light,
  '& svg': { color: theme.palette.info.main, fontSize: theme.typography.h6.fontSize, marginTop: '0.1em' },
}));

const ReviewFormActions = styled('div', { name: 'HkReviewForm', slot: 'Actions' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  // PC: the main button first, delete apart at the end.
  [theme.breakpoints.up('sm')]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' },
  '& .HkReviewForm-submit': { [theme.breakpoints.up('sm')]: { minWidth: theme.spacing(30) } },
}));

const ACTION_LABELS: Readonly<Record<ReviewFormAction, string>> = {
  post: /*i18n*/ '口コミを投稿する',
  update: /*i18n*/ '口コミを更新する',
  report: /*i18n*/ '報告する',
  send: /*i18n*/ '送信する',
};

/** The label of one answer to 「引越しはどうでしたか」, the company's name kept in Japanese. */
function outcomeLabel({ outcome, company }: ReviewFormOutcomeChoice): ReactNode {
  if (company === null) return t(/*i18n*/ '別の引越し業者で引越しました');
  const name = <JapaneseName>{company.name}</JapaneseName>;
  return outcome === 'moved'
    ? tWithNodes(/*i18n*/ '{company}が引越しをしました', { company: name })
    : tWithNodes(/*i18n*/ '{company}が来ませんでした', { company: name });
}

/** A field's error attributes and message, tied together by id. */
function errorOf(errors: Partial<Record<ReviewFormField, string>>, field: ReviewFormField, id: string) {
  const message = errors[field];
  return { message, id: message ? `${id}-${field}-error` : undefined };
}

/**
 * The review of a move booked through us, as a controlled group of fields: the visitor says how the
 * move went (a company moved them, did not come, or another company moved them) and, when a company
 * moved them, rates it: overall, whether the quoted price was kept (and what they paid if not), on
 * time, care of belongings and communication, with optional words. The page holds the values
 * (react-final-form), validates them and sends them.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { companies, value, onChange, errors = {}, onSubmit, submitting = false, onDelete, editableUntil, className, ref } = props;
  const id = useId();
  const locale = activeLocale();
  const set = (change: Partial<ReviewFormValues>) => onChange({ ...value, ...change });
  const choices = outcomeChoices(companies);
  const action = actionOf(value.outcome, onDelete !== undefined);
  const chosenCompany = companies.find((company) => company.code === value.companyCode);
  const outcomeError = errorOf(errors, errors.outcome ? 'outcome' : 'companyCode', id);

  return (
    <ReviewFormRoot
      ref={ref}
      className={className}
      noValidate
      aria-busy={submitting}
      data-state={value.outcome ?? 'unanswered'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) onSubmit();
      }}
    >
      {editableUntil && (
        <p className="HkReviewForm-editable">
          {t(/*i18n*/ { id: '{date}まで編集できます', values: { date: japanTimeInWords(editableUntil, locale) } })}
        </p>
      )}

      <fieldset className="HkReviewForm-group">
        <legend id={`${id}-outcome`}>{t(/*i18n*/ '引越しはどうでしたか')}</legend>
        <ReviewFormOutcomes
          name={`${id}-outcome`}
          aria-labelledby={`${id}-outcome`}
          aria-invalid={outcomeError.message ? true : undefined}
          aria-describedby={outcomeError.id}
          value={outcomeKey(value.outcome, value.companyCode)}
          onChange={(_, key) => {
            const choice = choices.find((option) => option.key === key);
            if (choice) set({ outcome: choice.outcome, companyCode: choice.company?.code ?? null });
          }}
        >
          {choices.map((choice) => (
            <FormControlLabel key={choice.key} value={choice.key} control={<Radio />} label={outcomeLabel(choice)} />
          ))}
        </ReviewFormOutcomes>
        {outcomeError.message && <FormHelperText id={outcomeError.id} error>{outcomeError.message}</FormHelperText>}
      </fieldset>

      <div className="HkReviewForm-live" aria-live="polite">
        {value.outcome === 'noShow' && chosenCompany && (
          <ReviewFormNote>
            <InfoIcon />
            <span>{tWithNodes(/*i18n*/ '{company}が来なかったことを、運営に報告します。', { company: <JapaneseName>{chosenCompany.name}</JapaneseName> })}</span>
          </ReviewFormNote>
        )}
        {value.outcome === 'movedElsewhere' && (
          <ReviewFormNote>
            <InfoIcon />
            <span>{t(/*i18n*/ 'ご回答ありがとうございます。口コミは、当サイトで予約した引越し業者で引越したときにだけ投稿できます。')}</span>
          </ReviewFormNote>
        )}
      </div>

      {value.outcome === 'moved' && <ReviewFields id={id} value={value} set={set} errors={errors} />}

      <ReviewFormActions>
        <Button className="HkReviewForm-submit" type="submit" variant="contained" color="secondary" size="large" disabled={submitting}>
          {t(ACTION_LABELS[action])}
        </Button>
        {onDelete && (
          <Button type="button" variant="outlined" color="error" disabled={submitting} onClick={onDelete}>
            {t(/*i18n*/ '口コミを削除する')}
          </Button>
        )}
      </ReviewFormActions>
    </ReviewFormRoot>
  );
}

interface ReviewFieldsProps {
  id: string;
  value: ReviewFormValues;
  set: (change: Partial<ReviewFormValues>) => void;
  errors: Partial<Record<ReviewFormField, string>>;
}

/** The review itself: asked only of a visitor whom the company moved. */
function ReviewFields({ id, value, set, errors }: ReviewFieldsProps) {
  const priceKeptError = errorOf(errors, 'priceKept', id);
  const amountError = errorOf(errors, 'paidAmount', id);
  const textError = errorOf(errors, 'text', id);
  const length = characterCount(value.text);
  return (
    <ReviewFormReview>
      <ReviewFormStars
        name={`${id}-overall`}
        legend={t(/*i18n*/ '総合評価')}
        value={value.overall}
        onChange={(overall) => set({ overall })}
        error={errors.overall}
        emphasis
      />

      <fieldset className="HkReviewForm-group">
        <legend id={`${id}-priceKept`}>{t(/*i18n*/ '見積りどおりの料金でしたか')}</legend>
        <RadioGroup
          row
          name={`${id}-priceKept`}
          aria-labelledby={`${id}-priceKept`}
          aria-invalid={priceKeptError.message ? true : undefined}
          aria-describedby={priceKeptError.id}
          value={value.priceKept === null ? '' : String(value.priceKept)}
          onChange={(_, kept) => set({ priceKept: kept === 'true' })}
        >
          <FormControlLabel value="true" control={<Radio />} label={t(/*i18n*/ 'はい')} />
          <FormControlLabel value="false" control={<Radio />} label={t(/*i18n*/ 'いいえ')} />
        </RadioGroup>
        {priceKeptError.message && <FormHelperText id={priceKeptError.id} error>{priceKeptError.message}</FormHelperText>}
      </fieldset>

      {value.priceKept === false && (
        <FormControl className="HkReviewForm-amount" variant="outlined" error={amountError.message !== undefined}>
          <InputLabel htmlFor={`${id}-paidAmount`} shrink>{t(/*i18n*/ '実際に支払った金額（円）')}</InputLabel>
          <OutlinedInput
            id={`${id}-paidAmount`}
            name="paidAmount"
            label={t(/*i18n*/ '実際に支払った金額（円）')}
            notched
            value={value.paidAmount}
            onChange={(event) => set({ paidAmount: event.target.value })}
            aria-describedby={amountError.id}
            inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
          {amountError.message && <FormHelperText id={amountError.id}>{amountError.message}</FormHelperText>}
        </FormControl>
      )}

      <fieldset className="HkReviewForm-group HkReviewForm-aspects">
        <legend>{t(/*i18n*/ '項目ごとの評価')}</legend>
        <ReviewFormStars name={`${id}-onTime`} legend={t(/*i18n*/ '時間どおり')} value={value.onTime} onChange={(onTime) => set({ onTime })} error={errors.onTime} />
        <ReviewFormStars name={`${id}-care`} legend={t(/*i18n*/ '荷物の扱い')} value={value.care} onChange={(care) => set({ care })} error={errors.care} />
        <ReviewFormStars
          name={`${id}-communication`}
          legend={t(/*i18n*/ '対応')}
          value={value.communication}
          onChange={(communication) => set({ communication })}
          error={errors.communication}
        />
      </fieldset>

      <FormControl variant="outlined" error={textError.message !== undefined}>
        <InputLabel htmlFor={`${id}-text`} shrink>{t(/*i18n*/ 'ご感想（任意）')}</InputLabel>
        <OutlinedInput
          id={`${id}-text`}
          name="text"
          label={t(/*i18n*/ 'ご感想（任意）')}
          notched
          multiline
          minRows={5}
          value={value.text}
          onChange={(event) => set({ text: event.target.value })}
          aria-describedby={[`${id}-text-hint`, `${id}-text-counter`, textError.id].filter(Boolean).join(' ')}
        />
        {textError.message && <FormHelperText id={textError.id}>{textError.message}</FormHelperText>}
        <div className="HkReviewForm-textHelp">
          <span id={`${id}-text-hint`}>
            {t(/*i18n*/ '口コミは、引越しの月と引越し元・引越し先の都道府県だけを添えて公開します。お名前は公開しません。')}
          </span>
          <span id={`${id}-text-counter`} className="HkReviewForm-counter" data-state={length > REVIEW_TEXT_MAX_LENGTH ? 'over' : 'within'}>
            {`${length} / ${REVIEW_TEXT_MAX_LENGTH}`}
          </span>
        </div>
      </FormControl>
    </ReviewFormReview>
  );
}
