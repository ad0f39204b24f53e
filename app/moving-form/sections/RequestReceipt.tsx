import Typography from '@mui/material/Typography';
import { dateInWords, formatJapanDateTime } from '../../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';

export interface RequestReceiptProps {
  /** The reference number the confirmation e-mail's subject names. */
  requestId: string;
  /** ISO 8601 date-time the request was stored. */
  requestDateTime: string;
  /** The moving date, when the request names one day. */
  preferredDate?: string;
}

/** What a sent request's complete page says of it first: its reference number, when it was made and the moving date. */
export function RequestReceipt({ requestId, requestDateTime, preferredDate }: RequestReceiptProps) {
  const locale = activeLocale();
  return (
    <dl>
      <Typography component="dt" variant="subtitle2">{t(/*i18n*/ '受付番号')}</Typography>
      <Typography component="dd" sx={{ ml: 2, mb: 1 }} data-testid="request-id">{requestId}</Typography>
      <Typography component="dt" variant="subtitle2">{t(/*i18n*/ '依頼日時')}</Typography>
      <Typography component="dd" sx={{ ml: 2, mb: 1 }}>{formatJapanDateTime(requestDateTime, locale)}</Typography>
      {preferredDate && (
        <>
          <Typography component="dt" variant="subtitle2">{t(/*i18n*/ '引越し予定日')}</Typography>
          <Typography component="dd" sx={{ ml: 2 }}>{dateInWords(preferredDate, locale)}</Typography>
        </>
      )}
    </dl>
  );
}
