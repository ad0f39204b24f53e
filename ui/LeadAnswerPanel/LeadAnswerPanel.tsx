import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { OptionRadioGroup } from '../OptionRadioGroup/index.ts';
import type { LeadAnswerPanelProps } from './LeadAnswerPanel.types.ts';

const LeadAnswerPanelRoot = styled('section', { name: 'HkLeadAnswerPanel', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2),
  border: `2px solid ${theme.palette.primary.main}`,
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.raised,
  // Phone: confirm above decline. PC: side by side.
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', '& .HkLeadAnswerPanel-intro, & .HkLeadAnswerPanel-error': { gridColumn: '1 / -1' } },
  '& .HkLeadAnswerPanel-heading': { ...theme.typography.h6, margin: 0 },
  '& .HkLeadAnswerPanel-intro': { display: 'grid', gap: theme.spacing(0.5) },
  '& .HkLeadAnswerPanel-intro p': { margin: 0 },
  '& .HkLeadAnswerPanel-part': {
    display: 'grid',
    gap: theme.spacing(1.5),
    alignContent: 'start',
    padding: theme.spacing(1.5),
    borderRadius: theme.radius.md,
    backgroundColor: theme.palette.surface.muted,
  },
  '& .HkLeadAnswerPanel-partHeading': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0 },
  '& .HkLeadAnswerPanel-part p': { margin: 0 },
  '& .HkLeadAnswerPanel-part fieldset .MuiRadioGroup-root': { flexDirection: 'column' },
}));

/**
 * Where a company answers a lead: confirm it (for a provisional reservation, on the visitor's day in a
 * time frame they asked for; the price stays the one shown) or decline it with a reason from the
 * list. Controlled: the values, their errors and the busy state come in; the two answers go out.
 */
export function LeadAnswerPanel<T extends string, R extends string>(props: LeadAnswerPanelProps<T, R>) {
  const {
    deadline, confirmDate, timeFrameOptions = [], timeFrame = '', onTimeFrameChange, timeFrameError,
    reasonOptions, reason, onReasonChange, reasonError, onConfirm, onDecline, busy = false, error, className, ref,
  } = props;
  const id = useId();
  return (
    <LeadAnswerPanelRoot ref={ref} className={className} aria-labelledby={`${id}-heading`} aria-busy={busy} data-state={busy ? 'busy' : 'idle'}>
      <div className="HkLeadAnswerPanel-intro">
        <h2 id={`${id}-heading`} className="HkLeadAnswerPanel-heading">{t(/*i18n*/ 'この依頼へのご回答')}</h2>
        <p>{deadline}</p>
        <p>{t(/*i18n*/ '料金は、お客様に表示した料金のままです。この料金でお引き受けできない場合は、辞退を選んでください。')}</p>
      </div>
      {error && <Alert className="HkLeadAnswerPanel-error" severity="error">{error}</Alert>}
      <div className="HkLeadAnswerPanel-part" role="group" aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`} className="HkLeadAnswerPanel-partHeading">{t(/*i18n*/ 'お引き受けする（確定）')}</h3>
        {confirmDate && <p>{t(/*i18n*/ { id: '確定する日：{date}（お客様のご希望日）', values: { date: confirmDate } })}</p>}
        {timeFrameOptions.length > 0 && onTimeFrameChange && (
          <div>
            <OptionRadioGroup name={`${id}-timeFrame`} legend={t(/*i18n*/ 'お伺いする時間帯')} options={timeFrameOptions} value={timeFrame} onChange={onTimeFrameChange} />
            {timeFrameError && <FormHelperText error>{timeFrameError}</FormHelperText>}
          </div>
        )}
        <Button variant="contained" color="primary" onClick={onConfirm} disabled={busy}>{t(/*i18n*/ '確定する')}</Button>
      </div>
      <div className="HkLeadAnswerPanel-part" role="group" aria-labelledby={`${id}-decline`}>
        <h3 id={`${id}-decline`} className="HkLeadAnswerPanel-partHeading">{t(/*i18n*/ 'お引き受けできない（辞退）')}</h3>
        <div>
          <OptionRadioGroup name={`${id}-reason`} legend={t(/*i18n*/ '辞退の理由')} options={reasonOptions} value={reason} onChange={onReasonChange} />
          {reasonError && <FormHelperText error>{reasonError}</FormHelperText>}
        </div>
        <Button variant="outlined" color="error" onClick={onDecline} disabled={busy}>{t(/*i18n*/ '辞退する')}</Button>
      </div>
    </LeadAnswerPanelRoot>
  );
}
