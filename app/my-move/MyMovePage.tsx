import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import { dateInWords, formatJapanDateTime } from '../../domain/format/japanTime.ts';
import { formatClosedDays } from '../../domain/format/list.ts';
import { formatYen } from '../../domain/format/price.ts';
import { activeLocale, localizedHref, t } from '../../domain/i18n/i18n.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { ContactPreferenceSummary } from '../../ui/ContactPreferenceSummary/index.ts';
import { LoadingContainer } from '../../ui/LoadingContainer/index.ts';
import { RequestStatusList } from '../../ui/RequestStatusList/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import { PageLanguageMenu } from '../wizard/PageLanguageMenu.tsx';
import { TranslatedPageFooter } from '../wordings/TranslatedPageFooter.tsx';
import type { MyMoveStore } from './MyMoveStore.ts';
import { saidInWords } from './myMoveWords.ts';
import { BookingActions } from './sections/BookingActions.tsx';
import { ChangeDialog } from './sections/ChangeDialog.tsx';
import { Facts, Part } from './sections/Part.tsx';
import { recordStaysInWords, SharingSection } from './sections/SharingSection.tsx';

// The review part shows only after a move a company confirmed: its form (react-final-form, the
// review components) loads apart, so the page's first load does not carry it.
const ReviewSection = lazy(() => import('./sections/ReviewSection.tsx').then((module) => ({ default: module.ReviewSection })));

const FLOW_WORDS: Readonly<Record<MyMoveView['flow'], { title: Message; reference: Message; companies: Message; priceLabel: Message | null }>> = {
  estimate: { title: /*i18n*/ '見積り依頼の確認・取り下げ', reference: /*i18n*/ '受付番号', companies: /*i18n*/ '見積りを依頼した引越し業者', priceLabel: /*i18n*/ '概算' },
  reservation: { title: /*i18n*/ '仮予約の確認・取り下げ', reference: /*i18n*/ '受付番号', companies: /*i18n*/ '仮予約を依頼した引越し業者', priceLabel: null },
  quickBooking: { title: /*i18n*/ 'ご予約の確認・変更・キャンセル', reference: /*i18n*/ '予約番号', companies: /*i18n*/ 'ご予約の引越し業者', priceLabel: null },
};

/** The visitor's own page of a request or booking, opened from the link in their confirmation e-mail (in its language: /en/my-move/ in English). */
export const MyMovePage = observer(function MyMovePage({ store }: { store: MyMoveStore }) {
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="p" variant="h6">{t(/*i18n*/ '引越し比較')}</Typography>
          {/* The same page in the other language, its token kept in the fragment; inert while a change is on its way. */}
          <PageLanguageMenu disabled={store.busy} />
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <PageBody store={store} />
      </Container>
      <TranslatedPageFooter maxWidth="lg" />
      <ChangeDialog store={store} />
    </>
  );
});

const PageBody = observer(function PageBody({ store }: { store: MyMoveStore }) {
  switch (store.phase) {
    case 'loading':
      return <LoadingContainer loading>{null}</LoadingContainer>;
    case 'unavailable':
      return <LinkUnavailable />;
    case 'erased':
      return <Erased store={store} />;
    case 'ready':
      return <RequestPage store={store} view={store.view!} />;
  }
});

/** One page for every link that opens nothing (wrong, tampered, expired, revoked, or its request gone): it says no more. */
function LinkUnavailable() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h2">{t(/*i18n*/ 'このページは表示できません')}</Typography>
      <Typography>{t(/*i18n*/ 'このリンクは無効か、有効期限が切れています。')}</Typography>
      <Typography>{t(/*i18n*/ 'ご依頼のときにお送りした確認メールのリンクを、そのままお開きください。リンクの一部が欠けていると表示できません。')}</Typography>
      <Button href={localizedHref('/mitsumori/')} variant="outlined" sx={{ alignSelf: 'flex-start' }}>{t(/*i18n*/ '引越し見積もりのトップへ')}</Button>
    </Stack>
  );
}

const Erased = observer(function Erased({ store }: { store: MyMoveStore }) {
  const erased = store.erased!;
  // Company names are names: listed the reader's way (「A社、B社」, "A and B"), never translated.
  const companies = erased.ended;
  const stays = recordStaysInWords(store.sharing);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h2">{t(/*i18n*/ 'お客様の情報を削除しました')}</Typography>
      {erased.ended.length > 0 && (
        <Alert severity="info">
          {erased.fee > 0
            ? t(/*i18n*/ { id: 'ご予約をキャンセルしました（キャンセル料 {fee}）。{companies}にお伝えしました。', values: { fee: formatYen(erased.fee, activeLocale()), companies } })
            : t(/*i18n*/ { id: '{companies}にお伝えしました。', values: { companies } })}
        </Alert>
      )}
      <Typography>{t(/*i18n*/ { id: '{reference} のご依頼から、次の情報を削除しました。', values: { reference: erased.reference } })}</Typography>
      <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label={t(/*i18n*/ '削除した情報')}>
        {erased.erased.map((item) => <li key={item}>{item}</li>)}
      </Typography>
      <Typography>
        {t(/*i18n*/ '依頼先の引越し業者にもお伝えし、お控えの情報の削除をお願いしました。料金や日付など個人を特定しない情報は、引越し業者との精算と集計のために残ります。このページのリンクは使えなくなりました。')}
      </Typography>
      {stays && <Typography>{stays}</Typography>}
    </Stack>
  );
});

const RequestPage = observer(function RequestPage({ store, view }: { store: MyMoveStore; view: MyMoveView }) {
  const { now } = useRootStore();
  const locale = activeLocale();
  const words = FLOW_WORDS[view.flow];
  const companies = t(words.companies);
  const withdrawable = view.companies.filter((company) => company.withdrawable).map((company) => company.code);
  const booking = view.booking;
  const proposal = booking?.dateProposal ?? null;
  // The day and time frame each company confirmed, as the visitor's e-mail says it.
  const confirmedTimes = view.companies.flatMap((company) =>
    company.confirmedTime === null ? [] : [{ label: t(/*i18n*/ { id: '確定した日時（{company}）', values: { company: company.name } }), value: company.confirmedTime }]);
  const facts = [
    { label: t(words.reference), value: view.reference },
    { label: t(/*i18n*/ '受付日時'), value: formatJapanDateTime(view.receivedAt, locale) },
    ...(booking
      ? [
          {
            label: t(/*i18n*/ '引越し日'),
            value: proposal === null ? dateInWords(booking.movingDate, locale) : t(/*i18n*/ { id: '{date}（確定済み）', values: { date: dateInWords(booking.movingDate, locale) } }),
          },
          ...(proposal === null
            ? []
            : [{
                label: t(/*i18n*/ '変更のご希望'),
                value: t(/*i18n*/ { id: '{date}（{price}）：引越し業者の回答待ち（{time}まで）', values: { date: dateInWords(proposal.date, locale), price: formatYen(proposal.price, locale), time: formatJapanDateTime(proposal.answerBy, locale) } }),
              }]),
          ...(booking.holdEndsAt === null
            ? []
            : [{ label: t(/*i18n*/ '有効期限'), value: t(/*i18n*/ { id: '{time}（この日時までに引越し業者から確認のご連絡があります）', values: { time: formatJapanDateTime(booking.holdEndsAt, locale) } }) }]),
          { label: t(/*i18n*/ '業者の電話番号'), value: booking.telephoneNumber },
          { label: t(/*i18n*/ '営業時間'), value: booking.businessHours },
          { label: t(/*i18n*/ '業者の定休日'), value: formatClosedDays(booking.closedDays, locale) },
          ...(booking.cancelled ? [{ label: t(/*i18n*/ 'キャンセル'), value: cancelledInWords(booking.cancelled) }] : []),
        ]
      : []),
    ...confirmedTimes,
  ];
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">{t(words.title)}</Typography>
      {proposal !== null && booking !== null && (
        <Alert severity="info" role="status">
          {t(/*i18n*/ { id: '{proposed}への変更を、引越し業者に確認しています。承諾があるまで、ご予約は確定済みの{confirmed}のままです（キャンセル料もこの日から数えます）。', values: { proposed: dateInWords(proposal.date, locale), confirmed: dateInWords(booking.movingDate, locale) } })}
        </Alert>
      )}
      {store.notice && (
        <Alert severity={store.notice.severity} role={store.notice.severity === 'error' ? 'alert' : 'status'}>
          {saidInWords(store.notice.said)}
        </Alert>
      )}
      {/* After the move, telling how it went comes first. */}
      {store.review !== null && (
        <Suspense fallback={null}>
          <ReviewSection store={store} />
        </Suspense>
      )}
      {/* On a phone the changes come right after the companies, before the long details; on PC they stand beside both. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: { xs: '"summary" "actions" "details"', md: '"summary actions" "details actions"' },
          gridTemplateRows: { md: 'auto 1fr' },
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ gridArea: 'summary' }}>
          <Facts rows={facts} />
          <Part title={t(/*i18n*/ { id: '{companies}（{count}社）', values: { companies, count: view.companies.length } })}>
            <RequestStatusList
              label={companies}
              priceLabel={words.priceLabel === null ? '' : t(words.priceLabel)}
              busy={store.busy}
              companies={view.companies.map((company) => ({
                id: company.code,
                name: company.name,
                logoUrl: company.logoPath || undefined,
                price: company.price,
                priceLines: company.priceParts ? priceLinesOf(company.priceParts) : undefined,
                status: company.status,
                withdrawable: company.withdrawable,
              }))}
              onWithdraw={view.booking ? undefined : (code) => store.askWithdraw([code])}
            />
            {withdrawable.length > 1 && (
              <Button variant="outlined" color="error" sx={{ mt: 1.5 }} disabled={store.busy} onClick={() => store.askWithdraw(withdrawable)}>
                {t(/*i18n*/ 'すべての業者への依頼を取り下げる')}
              </Button>
            )}
          </Part>
          {view.partners.length > 0 && (
            <Part title={t(/*i18n*/ 'あわせてお申し込みのサービス')}>
              <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label={t(/*i18n*/ 'あわせてお申し込みのサービス')}>
                {view.partners.map((partner) => <li key={partner}>{partner}</li>)}
              </Typography>
            </Part>
          )}
          {view.contact && (
            <Part title={t(/*i18n*/ '引越し業者からのご連絡')}>
              <ContactPreferenceSummary value={view.contact} />
            </Part>
          )}
        </Stack>
        <Stack spacing={3} sx={{ gridArea: 'details' }}>
          <Part title={t(/*i18n*/ 'ご依頼の内容')}>
            {/* The rows come worded in the page's language from the API. */}
            <Facts rows={view.fields} />
          </Part>
          <SharingSection store={store} />
        </Stack>
        <Stack spacing={3} sx={{ gridArea: 'actions' }}>
          <BookingActions store={store} now={now} />
          <Part title={t(/*i18n*/ 'お客様の情報の削除')}>
            <Typography sx={{ mb: 1.5 }}>
              {t(/*i18n*/ 'お名前やご連絡先などの個人情報は、引越し日から一定期間が過ぎると自動で削除します。今すぐ削除することもできます。')}
            </Typography>
            <Button variant="outlined" color="error" disabled={store.busy} onClick={() => store.askErase()}>
              {t(/*i18n*/ '今すぐ削除する')}
            </Button>
          </Part>
        </Stack>
      </Box>
    </Stack>
  );
});

/** A cancelled booking: when, and its fee (「2026/12/01 10:00（キャンセル料 12,000円・30%）」). */
function cancelledInWords(cancelled: { at: string; fee: number; percent: number }): string {
  const locale = activeLocale();
  const time = formatJapanDateTime(cancelled.at, locale);
  return cancelled.fee === 0
    ? t(/*i18n*/ { id: '{time}（キャンセル料 なし）', values: { time } })
    : t(/*i18n*/ { id: '{time}（キャンセル料 {fee}・{percent}%）', values: { time, fee: formatYen(cancelled.fee, locale), percent: cancelled.percent } });
}
