import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import { WORDING_REPORT_MAX_LENGTH } from '../../domain/wordings/wordingReport.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import type { WordingReportDialogProps, WordingReportField } from './WordingReportDialog.types.ts';

const WordingReportForm = styled('form', { name: 'HkWordingReportDialog', slot: 'Form' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  paddingTop: theme.spacing(1),
  '& p': { margin: 0 },
  '& .HkWordingReportDialog-note': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .HkWordingReportDialog-failure': { ...theme.typography.body2, color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
}));

/**
 * The dialog a reader reports a wording of a translated page in (issue 37): the words that read
 * wrong, as copied from the page, and how they would say them. It asks for nothing personal and
 * promises no reply; once the report is stored it thanks the reader with its number.
 */
export function WordingReportDialog(props: WordingReportDialogProps) {
  const { open, onClose, value, onChange, errors = {}, onSubmit, submitting = false, failure, receipt, className, ref } = props;
  const field = (name: WordingReportField, label: string, helper: string) => (
    <TextField
      id={`wording-report-${name}`}
      name={name}
      label={label}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      multiline
      minRows={2}
      required={name === 'wording'}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? helper}
      slotProps={{ htmlInput: { maxLength: WORDING_REPORT_MAX_LENGTH + 50 } }}
      fullWidth
    />
  );
  if (receipt !== undefined) {
    return (
      <ModalDialog ref={ref} className={className} open={open} onClose={onClose} title={t(/*i18n*/ '報告を受け付けました')} actions={<Button variant="contained" onClick={onClose}>{t(/*i18n*/ '閉じる')}</Button>}>
        <p>{t(/*i18n*/ { id: 'ありがとうございます。翻訳の担当者が確認し、必要なら直します。受付番号：{id}', values: { id: receipt } })}</p>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog
      ref={ref}
      className={className}
      open={open}
      onClose={onClose}
      title={t(/*i18n*/ '翻訳の誤りを報告する')}
      actions={
        <>
          <Button onClick={onClose} disabled={submitting}>{t(/*i18n*/ 'やめる')}</Button>
          <Button variant="contained" type="submit" form="wording-report-form" disabled={submitting}>{t(/*i18n*/ '送信する')}</Button>
        </>
      }
    >
      <WordingReportForm
        id="wording-report-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className="HkWordingReportDialog-note">{t(/*i18n*/ 'お返事はしていません。お名前や連絡先など、個人情報は書かないでください。')}</p>
        {field('wording', t(/*i18n*/ 'おかしいと思った文言'), t(/*i18n*/ 'ページの文言をそのまま書き写してください。'))}
        {field('suggestion', t(/*i18n*/ 'よりよい言い方（任意）'), t(/*i18n*/ 'このページの言語で書いてください。'))}
        {failure !== undefined && <p className="HkWordingReportDialog-failure" role="alert">{failure}</p>}
      </WordingReportForm>
    </ModalDialog>
  );
}
