import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { bookableWindow, japanToday } from '../../../domain/dates/bookableWindow.ts';
import { dateInFigures } from '../../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { CancellationFeeTable } from '../../../ui/CancellationFeeTable/index.ts';
import type { MyMoveStore } from '../MyMoveStore.ts';
import { saidInWords } from '../myMoveWords.ts';
import { Part } from './Part.tsx';

/** A quick booking's changes: another day (while free), and the cancellation with its fee shown first. */
export const BookingActions = observer(function BookingActions({ store, now }: { store: MyMoveStore; now: () => Date }) {
  const booking = store.view?.booking;
  const [date, setDate] = useState('');
  if (!booking) return null;
  const window = bookableWindow(japanToday(now()));
  return (
    <>
      {booking.dateChangeable && (
        <Part title={t(/*i18n*/ '引越し日の変更')}>
          <Typography sx={{ mb: 1.5 }}>
            {t(/*i18n*/ '同じ引越し業者・同じ時間帯のまま、別の日に変更できます。新しい日の料金を、変更前の料金と並べてご確認いただいてから変更します。日程の変更は、手数料のかからない引越し日の3日前まで、このページでできます。')}
          </Typography>
          {store.view?.companies[0]?.status === 'confirmed' && (
            <Typography sx={{ mb: 1.5 }}>
              {t(/*i18n*/ '引越し業者が確定したご予約では、新しい日は引越し業者の承諾があってから変わります。')}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              type="date"
              label={t(/*i18n*/ '新しい引越し日')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: window.first, max: window.last } }}
              error={store.dateError !== null}
              helperText={
                store.dateError === null
                  ? t(/*i18n*/ { id: '{first}〜{last} の日を選べます', values: { first: dateInFigures(window.first, activeLocale()), last: dateInFigures(window.last, activeLocale()) } })
                  : saidInWords(store.dateError)
              }
              size="small"
            />
            <Button variant="outlined" disabled={date === '' || store.busy} onClick={() => void store.quoteDate(date)}>
              {t(/*i18n*/ '新しい日の料金を確認する')}
            </Button>
          </Stack>
        </Part>
      )}
      {booking.cancellation && (
        <Part title={t(/*i18n*/ 'ご予約のキャンセル')}>
          <CancellationFeeTable fee={booking.cancellation} />
          <Button variant="outlined" color="error" sx={{ mt: 1.5 }} disabled={store.busy} onClick={() => store.askCancel()}>
            {t(/*i18n*/ 'ご予約をキャンセルする')}
          </Button>
        </Part>
      )}
    </>
  );
});
