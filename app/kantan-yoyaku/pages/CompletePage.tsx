import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatJapanDateTime } from '../../../domain/format/japanTime.ts';
import { formatClosedDays } from '../../../domain/format/list.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { QUICK_BOOKING_PATHS } from '../../../domain/flows/urls.ts';
import { activeLocale, localizedHref, t } from '../../../domain/i18n/i18n.ts';
import { tWithNodes } from '../../../ui/i18n/index.ts';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../../wizard/StepSection.tsx';

/** Complete: reservation id, the booked price (the one shown), expiry and the company's closed days (spec §3 "Reservation result"). */
export const CompletePage = observer(function CompletePage() {
  const { reservationResult: result, bookedPrice } = useQuickBooking();
  if (!result) return null;
  const locale = activeLocale();
  return (
    <StepSection title={t(/*i18n*/ 'ご予約を受け付けました')}>
      <Alert severity="success">{t(/*i18n*/ '引越し業者から確認のご連絡があります。')}</Alert>
      <Typography>{t(/*i18n*/ 'ご入力のメールアドレスに、ご予約内容の確認メールをお送りします。')}</Typography>
      <Typography>{tWithNodes(/*i18n*/ '予約番号: {number}', { number: <strong data-testid="reservation-id">{result.reservationId}</strong> })}</Typography>
      {bookedPrice !== null && (
        <Typography data-testid="booked-price">
          {tWithNodes(/*i18n*/ 'ご予約の料金は、表示された料金 {price} のままです（当日のお荷物が入力内容と異なる場合を除きます）。', { price: <strong>{formatYen(bookedPrice, locale)}</strong> })}
        </Typography>
      )}
      <Typography>{tWithNodes(/*i18n*/ '有効期限: {expiry}', { expiry: formatJapanDateTime(result.expiredDate, locale) })}</Typography>
      <Typography>{tWithNodes(/*i18n*/ '業者の定休日: {days}', { days: formatClosedDays(result.closedDays, locale) })}</Typography>
      <Button href={localizedHref(QUICK_BOOKING_PATHS.step1)} variant="outlined">
        {t(/*i18n*/ 'かんたん予約のトップへ')}
      </Button>
    </StepSection>
  );
});
