import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import { formatJapanDateTime, formatJapaneseDate } from '../../domain/format/japanTime.ts';
import { formatClosedDays } from '../../domain/format/list.ts';
import { formatYen } from '../../domain/format/price.ts';
import { ContactPreferenceSummary } from '../../ui/ContactPreferenceSummary/index.ts';
import { LoadingContainer } from '../../ui/LoadingContainer/index.ts';
import { RequestStatusList } from '../../ui/RequestStatusList/index.ts';
import { useRootStore } from '../stores/StoreContext.tsx';
import type { MyMoveStore } from './MyMoveStore.ts';
import { BookingActions } from './sections/BookingActions.tsx';
import { ChangeDialog } from './sections/ChangeDialog.tsx';
import { Facts, Part } from './sections/Part.tsx';

const FLOW_WORDS: Readonly<Record<MyMoveView['flow'], { title: string; reference: string; companies: string; priceLabel: string }>> = {
  estimate: { title: '見積り依頼の確認・取り下げ', reference: '受付番号', companies: '見積りを依頼した引越し業者', priceLabel: '概算' },
  reservation: { title: '仮予約の確認・取り下げ', reference: '受付番号', companies: '仮予約を依頼した引越し業者', priceLabel: '' },
  quickBooking: { title: 'ご予約の確認・変更・キャンセル', reference: '予約番号', companies: 'ご予約の引越し業者', priceLabel: '' },
};

/** The visitor's own page of a request or booking, opened from the link in their confirmation e-mail. */
export const MyMovePage = observer(function MyMovePage({ store }: { store: MyMoveStore }) {
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="lg">
          <Typography component="p" variant="h6">引越し比較</Typography>
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <PageBody store={store} />
      </Container>
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
      <Typography component="h1" variant="h2">このページは表示できません</Typography>
      <Typography>このリンクは無効か、有効期限が切れています。</Typography>
      <Typography>ご依頼のときにお送りした確認メールのリンクを、そのままお開きください。リンクの一部が欠けていると表示できません。</Typography>
      <Button href="/mitsumori/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>引越し見積もりのトップへ</Button>
    </Stack>
  );
}

const Erased = observer(function Erased({ store }: { store: MyMoveStore }) {
  const erased = store.erased!;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h2">お客様の情報を削除しました</Typography>
      {erased.ended.length > 0 && (
        <Alert severity="info">
          {erased.fee > 0 ? `ご予約をキャンセルしました（キャンセル料 ${formatYen(erased.fee)}）。` : ''}
          {erased.ended.join('、')}にお伝えしました。
        </Alert>
      )}
      <Typography>{erased.reference} のご依頼から、次の情報を削除しました。</Typography>
      <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label="削除した情報">
        {erased.erased.map((item) => <li key={item}>{item}</li>)}
      </Typography>
      <Typography>
        依頼先の引越し業者にもお伝えし、お控えの情報の削除をお願いしました。料金や日付など個人を特定しない情報は、引越し業者との精算と集計のために残ります。このページのリンクは使えなくなりました。
      </Typography>
    </Stack>
  );
});

const RequestPage = observer(function RequestPage({ store, view }: { store: MyMoveStore; view: MyMoveView }) {
  const { now } = useRootStore();
  const words = FLOW_WORDS[view.flow];
  const withdrawable = view.companies.filter((company) => company.withdrawable).map((company) => company.code);
  const booking = view.booking;
  const facts = [
    { label: words.reference, value: view.reference },
    { label: '受付日時', value: formatJapanDateTime(view.receivedAt) },
    ...(booking
      ? [
          { label: '引越し日', value: formatJapaneseDate(booking.movingDate) },
          ...(booking.holdEndsAt === null ? [] : [{ label: '有効期限', value: `${formatJapanDateTime(booking.holdEndsAt)}（この日時までに引越し業者から確認のご連絡があります）` }]),
          { label: '業者の電話番号', value: booking.telephoneNumber },
          { label: '営業時間', value: booking.businessHours },
          { label: '業者の定休日', value: formatClosedDays(booking.closedDays) },
          ...(booking.cancelled ? [{ label: 'キャンセル', value: `${formatJapanDateTime(booking.cancelled.at)}（キャンセル料 ${booking.cancelled.fee === 0 ? 'なし' : `${formatYen(booking.cancelled.fee)}・${booking.cancelled.percent}%`}）` }] : []),
        ]
      : []),
  ];
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">{words.title}</Typography>
      {store.notice && (
        <Alert severity={store.notice.severity} role={store.notice.severity === 'error' ? 'alert' : 'status'}>
          {store.notice.text}
        </Alert>
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
          <Part title={`${words.companies}（${view.companies.length}社）`}>
            <RequestStatusList
              label={words.companies}
              priceLabel={words.priceLabel}
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
                すべての業者への依頼を取り下げる
              </Button>
            )}
          </Part>
          {view.partners.length > 0 && (
            <Part title="あわせてお申し込みのサービス">
              <Typography component="ul" sx={{ m: 0, pl: 3 }} aria-label="あわせてお申し込みのサービス">
                {view.partners.map((partner) => <li key={partner}>{partner}</li>)}
              </Typography>
            </Part>
          )}
          {view.contact && (
            <Part title="引越し業者からのご連絡">
              <ContactPreferenceSummary value={view.contact} />
            </Part>
          )}
        </Stack>
        <Part title="ご依頼の内容" sx={{ gridArea: 'details' }}>
          <Facts rows={view.fields} />
        </Part>
        <Stack spacing={3} sx={{ gridArea: 'actions' }}>
          <BookingActions store={store} now={now} />
          <Part title="お客様の情報の削除">
            <Typography sx={{ mb: 1.5 }}>
              お名前やご連絡先などの個人情報は、引越し日から一定期間が過ぎると自動で削除します。今すぐ削除することもできます。
            </Typography>
            <Button variant="outlined" color="error" disabled={store.busy} onClick={() => store.askErase()}>
              今すぐ削除する
            </Button>
          </Part>
        </Stack>
      </Box>
    </Stack>
  );
});
