import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { priceLinesOf } from '../../../domain/api/priceLines.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import type { Option } from '../../../domain/options/option.ts';
import { CancellationFeeTable } from '../../../ui/CancellationFeeTable/index.ts';
import { DateChangeComparison } from '../../../ui/DateChangeComparison/index.ts';
import { ModalDialog } from '../../../ui/ModalDialog/index.ts';
import { OptionRadioGroup } from '../../../ui/OptionRadioGroup/index.ts';
import { recordStaysInWords } from './SharingSection.tsx';
import type { MyMoveStore, PendingChange } from '../MyMoveStore.ts';

const TITLES: Readonly<Record<PendingChange['kind'], Message>> = {
  cancel: /*i18n*/ 'ご予約をキャンセルしますか',
  withdraw: /*i18n*/ '依頼を取り下げますか',
  changeDate: /*i18n*/ '引越し日を変更しますか',
  erase: /*i18n*/ 'お客様の情報を削除しますか',
};

const CONFIRM_LABELS: Readonly<Record<PendingChange['kind'], Message>> = {
  cancel: /*i18n*/ 'キャンセルする',
  withdraw: /*i18n*/ '取り下げる',
  changeDate: /*i18n*/ 'この日に変更する',
  erase: /*i18n*/ '削除する',
};

/** The confirm step of every change: what it does, its fee or price first, then the one button that does it. */
export const ChangeDialog = observer(function ChangeDialog({ store }: { store: MyMoveStore }) {
  const change = store.pending;
  const view = store.view;
  if (!change || !view) return null;
  return (
    <ModalDialog
      open
      onClose={() => store.closeDialog()}
      title={t(TITLES[change.kind])}
      maxWidth="md"
      fullScreenOnMobile={change.kind === 'changeDate'}
      actions={
        <>
          <Button onClick={() => store.closeDialog()} disabled={store.busy}>{t(/*i18n*/ 'やめる')}</Button>
          <Button variant="contained" color={change.kind === 'changeDate' ? 'primary' : 'error'} onClick={() => void store.confirm()} disabled={store.busy}>
            {t(CONFIRM_LABELS[change.kind])}
          </Button>
        </>
      }
    >
      <ChangeBody change={change} store={store} />
    </ModalDialog>
  );
});

function ChangeBody({ change, store }: { change: PendingChange; store: MyMoveStore }) {
  const view = store.view!;
  const fee = view.booking?.cancellation ?? null;
  // Company names are names: a list of them is joined the reader's way (「A社、B社」, "A and B") as a message's value.
  const names = (codes: readonly string[]) => view.companies.filter((company) => codes.includes(company.code)).map((company) => company.name);
  switch (change.kind) {
    case 'cancel':
      return (
        <>
          {fee && <CancellationFeeTable fee={fee} />}
          <Typography sx={{ mt: 1 }}>{t(/*i18n*/ 'キャンセルすると、引越し業者にお伝えし、この日の予約枠を空けます。元に戻すことはできません。')}</Typography>
        </>
      );
    case 'withdraw':
      return (
        <Typography>
          {t(/*i18n*/ { id: '{companies}への依頼を取り下げます。取り下げた引越し業者には、お客様へのご連絡（電話・メールとも）をやめるようお伝えします。元に戻すことはできません。', values: { companies: names(change.companyCodes) } })}
        </Typography>
      );
    case 'changeDate': {
      const { current, proposed } = change.quote;
      return (
        <>
          {/* The company agreed to the current day: a new one is theirs to accept. */}
          {view.companies[0]?.status === 'confirmed' && (
            <Typography sx={{ mb: 1.5 }}>
              {t(/*i18n*/ '引越し業者が確定したご予約です。新しい日は、引越し業者の承諾があってから変わります。承諾があるまで、ご予約は今の日のままです（キャンセル料も今の日から数えます）。')}
            </Typography>
          )}
          <DateChangeComparison
            current={{ date: current.date, price: current.price, lines: priceLinesOf(current.priceParts) }}
            proposed={{ date: proposed.date, price: proposed.price, lines: priceLinesOf(proposed.priceParts) }}
          />
        </>
      );
    }
    case 'erase':
      return (
        <>
          {view.booking && fee && (
            <>
              <Typography sx={{ mb: 1 }}>
                {fee.fee === 0
                  ? t(/*i18n*/ 'ご予約はまだ有効です。連絡先のわからないお客様の引越しはお受けできないため、削除の前にご予約をキャンセルします（キャンセル料はかかりません）。')
                  : t(/*i18n*/ { id: 'ご予約はまだ有効です。連絡先のわからないお客様の引越しはお受けできないため、削除の前にご予約をキャンセルします（キャンセル料 {fee}）。', values: { fee: formatYen(fee.fee, activeLocale()) } })}
              </Typography>
              <CancellationFeeTable fee={fee} />
            </>
          )}
          {view.companies.some((company) => company.withdrawable) && (
            <Typography sx={{ mb: 1 }}>
              {t(/*i18n*/ {
                id: '連絡先のわからないお客様にはお見積りやご予約のご連絡ができないため、削除の前に、まだ有効な依頼（{companies}）を取り下げます。',
                values: { companies: names(view.companies.filter((company) => company.withdrawable).map((company) => company.code)) },
              })}
            </Typography>
          )}
          <Typography>
            {t(/*i18n*/ 'お名前・フリガナ・メールアドレス・電話番号・番地・建物名と、ご自由に書かれた内容を削除します。依頼先の引越し業者にもお伝えし、お控えの情報の削除をお願いします。削除したあとは、このページもご覧いただけなくなります。元に戻すことはできません。')}
          </Typography>
          <RecordStays store={store} />
          <ReviewOnErase store={store} keepReview={change.keepReview} />
        </>
      );
  }
}

type ReviewChoice = 'delete' | 'keep';

const REVIEW_CHOICES: readonly Option<ReviewChoice>[] = [
  { value: 'delete', label: /*i18n*/ '口コミも削除する' },
  { value: 'keep', label: /*i18n*/ '口コミは残す' },
];

/**
 * Whether the visitor's posted review goes with their data (the default) or stays, asked only when
 * they have one. It holds neither their name nor their contact details (server/reviews/review-repository.ts),
 * but once their link is revoked they can no longer edit or delete it.
 */
const ReviewOnErase = observer(function ReviewOnErase({ store, keepReview }: { store: MyMoveStore; keepReview: boolean }) {
  if (!store.review?.review) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography>
        {t(/*i18n*/ '口コミには、お名前やご連絡先は含まれません。公開されるのは、評価とご感想、引越しの年月と都道府県だけです。残した口コミは、このページが使えなくなるため、あとから編集や削除はできません。')}
      </Typography>
      <OptionRadioGroup
        name="review-on-erase"
        legend={t(/*i18n*/ '投稿した口コミはどうしますか')}
        options={REVIEW_CHOICES}
        value={keepReview ? 'keep' : 'delete'}
        onChange={(choice) => store.keepReviewOnErase(choice === 'keep')}
      />
    </Stack>
  );
});

/** What of the record of shared data outlives the erasure, said before the visitor confirms it. */
function RecordStays({ store }: { store: MyMoveStore }) {
  const stays = recordStaysInWords(store.sharing);
  return stays && <Typography sx={{ mt: 1 }}>{stays}</Typography>;
}
