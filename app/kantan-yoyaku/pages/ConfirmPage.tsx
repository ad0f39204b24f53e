import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { categorySummary } from '../../../domain/belongings/summary.ts';
import { englishPlace } from '../../../domain/format/address.ts';
import { dateInFigures } from '../../../domain/format/japanTime.ts';
import { formatPhone } from '../../../domain/format/phone.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { activeLocale, i18n, t } from '../../../domain/i18n/i18n.ts';
import { readsRomaji } from '../../../domain/i18n/profiles.ts';
import { optionLabelIn } from '../../../domain/options/option.ts';
import { QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';
import { HEAD_COUNT_OPTIONS } from '../../../domain/options/household.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { BUILDING_TYPE_OPTIONS, TO_PARKING_OPTIONS } from '../../../domain/options/quickBooking.ts';
import { DESIRED_TIME_OPTIONS } from '../../../domain/options/schedule.ts';
import { PriceBreakdown } from '../../../ui/PriceBreakdown/index.ts';
import { JapaneseName, tWithNodes } from '../../../ui/i18n/index.ts';
import { nameWithReading } from '../../moving-form/sections/nameWithReading.tsx';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { useQuickBooking } from '../flowContext.ts';
import { ConfirmToggle } from '../../wizard/ConfirmToggle.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import type { EditModule } from '../store/steps.ts';

function ConfirmBlock({ title, module, onEdit, children }: { title: string; module: EditModule; onEdit: (module: EditModule) => void; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h3" variant="h6">
          {title}
        </Typography>
        <Button size="small" onClick={() => onEdit(module)} aria-label={t(/*i18n*/ { id: '{title}を変更する', values: { title } })}>
          {t(/*i18n*/ '変更する')}
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Box>
  );
}

const OTHER_INFO_TEXT =
  /*i18n*/ 'ご予約は仮予約です。引越し業者から確認のご連絡があり、有効期限までにご連絡がつかない場合は取り消されます。当日の荷物量が入力内容と異なる場合、料金が変わることがあります。';

const PRIVACY_TEXT =
  /*i18n*/ 'ご入力いただいた個人情報は、お選びいただいた引越し業者への予約の取次ぎと、そのご連絡のためにのみ利用します。';

/** What confirm says of an end whose detail address a reload cleared: whole sentences, as each language says the end its own way. */
const CLEARED_DETAIL_WORDS = {
  from: {
    text: /*i18n*/ 'ページを再読み込みしたため、引越し元の番地・建物名が消えました（番地・建物名はブラウザに保存しません）。このままでは番地なしで予約されます。',
    action: /*i18n*/ '引越し元の番地・建物名を入力する',
  },
  to: {
    text: /*i18n*/ 'ページを再読み込みしたため、引越し先の番地・建物名が消えました（番地・建物名はブラウザに保存しません）。このままでは番地なしで予約されます。',
    action: /*i18n*/ '引越し先の番地・建物名を入力する',
  },
} as const;

const DETAIL_MODULES = { from: 'fromAddressDetailInfo', to: 'toAddressDetailInfo' } as const satisfies Record<string, EditModule>;

/**
 * A place from its parts, largest first, as the page's reader reads it: 東京都新宿区西新宿 in kanji
 * (each part its own text, as the page always wrote them; marked Japanese on a Chinese page), smallest
 * part first in romaji for readers of Latin script (Nishishinjuku, Shinjuku-ku, Tokyo), as the API
 * names places for them.
 */
function placeInWords(parts: readonly string[]): ReactNode {
  if (readsRomaji(activeLocale())) return englishPlace(parts);
  return <JapaneseName>{parts.map((part, index) => <Fragment key={index}>{part}</Fragment>)}</JapaneseName>;
}

/** Confirm: every module with its edit button, the privacy policy and the reservation button (spec §2, §4). */
export const ConfirmPage = observer(function ConfirmPage() {
  const root = useRootStore();
  const store = useQuickBooking();
  const { address, buildings, detail, reservation, customer, belongings, edit } = store.inputs;
  const { cities } = root;
  const fromPlace = placeInWords([
    optionLabelIn(PREFECTURE_OPTIONS, address.fromPrefecture, i18n),
    cities.cityName(address.fromPrefecture, address.fromCity),
    cities.districtName(address.fromPrefecture, address.fromCity, address.fromDistrict),
  ]);
  const toPlace = placeInWords([optionLabelIn(PREFECTURE_OPTIONS, address.toPrefecture, i18n), cities.cityName(address.toPrefecture, address.toCity)]);
  const floorPlan = (value: string) => optionLabelIn(QUICK_BOOKING_FLOOR_PLAN_OPTIONS, value, i18n);
  const building = (type: string) => optionLabelIn(BUILDING_TYPE_OPTIONS, type, i18n);

  return (
    <StepSection title={t(/*i18n*/ '入力内容の確認')} onBack={() => store.navigator.goTo('step5')}>
      {store.inputs.clearedDetailAddresses.map((end) => (
        <Alert
          key={end}
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => edit(DETAIL_MODULES[end])}>
              {t(CLEARED_DETAIL_WORDS[end].action)}
            </Button>
          }
        >
          {t(CLEARED_DETAIL_WORDS[end].text)}
        </Alert>
      ))}
      <ConfirmToggle title={t(/*i18n*/ '個人情報の取り扱いについて')}>
        {t(PRIVACY_TEXT)}
      </ConfirmToggle>
      <ConfirmBlock title={t(/*i18n*/ '引越し元')} module="fromAddressInfo" onEdit={edit}>
        {tWithNodes(/*i18n*/ '{place}（{floorPlan}・{headCount}）', {
          place: fromPlace,
          floorPlan: floorPlan(address.fromFloorPlan),
          headCount: optionLabelIn(HEAD_COUNT_OPTIONS, address.headCount, i18n),
        })}
      </ConfirmBlock>
      <ConfirmBlock title={t(/*i18n*/ '引越し先')} module="toAddressInfo" onEdit={edit}>
        {tWithNodes(/*i18n*/ '{place}（{floorPlan}）', { place: toPlace, floorPlan: floorPlan(address.toFloorPlan) })}
      </ConfirmBlock>
      <ConfirmBlock title={t(/*i18n*/ '引越し元の建物')} module="fromAddressDetailInfo" onEdit={edit}>
        {detail.fromDetailAddress} {building(buildings.from.buildingType)}
      </ConfirmBlock>
      <ConfirmBlock title={t(/*i18n*/ '引越し先の建物')} module="toAddressDetailInfo" onEdit={edit}>
        {tWithNodes(/*i18n*/ '{address} {building}（駐車: {parking}）', {
          address: detail.toDetailAddress,
          building: building(buildings.to.buildingType),
          parking: optionLabelIn(TO_PARKING_OPTIONS, buildings.to.parkingAvailability, i18n),
        })}
      </ConfirmBlock>
      <ConfirmBlock title={t(/*i18n*/ 'お荷物')} module="belongingsInfo" onEdit={edit}>
        {root.belongingsMaster.value.map((category) => (
          <Typography key={category.code} variant="body2">
            {t(category.label)}: {categorySummary(category, belongings.belongingsCounts)}
          </Typography>
        ))}
        {belongings.hasOtherBelongings === '1' && (
          <Typography variant="body2">{tWithNodes(/*i18n*/ 'リスト以外の家財: {belongings}', { belongings: belongings.otherBelongings })}</Typography>
        )}
      </ConfirmBlock>
      <ConfirmBlock title={t(/*i18n*/ '予約内容')} module="reservationInfo" onEdit={edit}>
        <Typography>
          {tWithNodes(/*i18n*/ '{date}（{time}）', { date: dateInFigures(reservation.movingDate, activeLocale()), time: optionLabelIn(DESIRED_TIME_OPTIONS, reservation.desiredTime, i18n) })}
        </Typography>
        <Typography>
          <JapaneseName>{reservation.selectedCompany?.name}</JapaneseName>
        </Typography>
        <Typography variant="h6" component="p" data-testid="confirm-price">
          {store.selectedPrice !== undefined ? formatYen(store.selectedPrice, activeLocale()) : ''}
        </Typography>
        {store.selectedPrice !== undefined && store.selectedPriceLines && (
          <PriceBreakdown lines={store.selectedPriceLines} total={store.selectedPrice} slot={reservation.desiredTime} defaultOpen />
        )}
      </ConfirmBlock>
      <ConfirmBlock title={t(/*i18n*/ 'お客様情報')} module="customerInfo" onEdit={edit}>
        <Typography>{nameWithReading(customer.name, customer.nameKana)}</Typography>
        <Typography>{formatPhone(customer.tel)}</Typography>
        <Typography>{customer.email}</Typography>
      </ConfirmBlock>
      <ConfirmToggle title={t(/*i18n*/ 'その他のご案内')}>
        {t(OTHER_INFO_TEXT)}
      </ConfirmToggle>
      <ConfirmToggle title={t(/*i18n*/ '個人情報の取り扱いについて')}>
        {t(PRIVACY_TEXT)}
      </ConfirmToggle>
      <Button variant="contained" size="large" onClick={() => void store.reserve()} disabled={store.busy.overlay}>
        {t(/*i18n*/ 'この内容で予約する')}
      </Button>
    </StepSection>
  );
});
