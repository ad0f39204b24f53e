import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { categorySummary } from '../../../domain/belongings/index.ts';
import { formatPhone } from '../../../domain/format/phone.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';
import { HEAD_COUNT_OPTIONS } from '../../../domain/options/household.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { BUILDING_TYPE_OPTIONS, TO_PARKING_OPTIONS } from '../../../domain/options/quickBooking.ts';
import { DESIRED_TIME_OPTIONS } from '../../../domain/options/schedule.ts';
import { PriceBreakdown } from '../../../ui/PriceBreakdown/index.ts';
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
        <Button size="small" onClick={() => onEdit(module)} aria-label={`${title}を変更する`}>
          変更する
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }}>{children}</Box>
    </Box>
  );
}


const OTHER_INFO_TEXT =
  'ご予約は仮予約です。引越し業者から確認のご連絡があり、有効期限までにご連絡がつかない場合は取り消されます。当日の荷物量が入力内容と異なる場合、料金が変わることがあります。';

const PRIVACY_TEXT =
  'ご入力いただいた個人情報は、お選びいただいた引越し業者への予約の取次ぎと、そのご連絡のためにのみ利用します。';

/** Confirm: every module with its edit button, the privacy policy and the reservation button (spec §2, §4). */
export const ConfirmPage = observer(function ConfirmPage() {
  const root = useRootStore();
  const store = useQuickBooking();
  const { address, buildings, detail, reservation, customer, belongings, edit } = store.inputs;
  const prefecture = (code: string) => optionLabel(PREFECTURE_OPTIONS, code) ?? '';
  const floorPlan = (value: string) => optionLabel(QUICK_BOOKING_FLOOR_PLAN_OPTIONS, value) ?? '';
  const building = (type: string) => optionLabel(BUILDING_TYPE_OPTIONS, type) ?? '';

  return (
    <StepSection title="入力内容の確認" onBack={() => store.navigator.goTo('step5')}>
      <ConfirmToggle title="個人情報の取り扱いについて">
        {PRIVACY_TEXT}
      </ConfirmToggle>
      <ConfirmBlock title="引越し元" module="fromAddressInfo" onEdit={edit}>
        {prefecture(address.fromPrefecture)}
        {root.cities.cityName(address.fromPrefecture, address.fromCity)}
        {root.cities.districtName(address.fromPrefecture, address.fromCity, address.fromDistrict)}（{floorPlan(address.fromFloorPlan)}・
        {optionLabel(HEAD_COUNT_OPTIONS, address.headCount)}）
      </ConfirmBlock>
      <ConfirmBlock title="引越し先" module="toAddressInfo" onEdit={edit}>
        {prefecture(address.toPrefecture)}
        {root.cities.cityName(address.toPrefecture, address.toCity)}（{floorPlan(address.toFloorPlan)}）
      </ConfirmBlock>
      <ConfirmBlock title="引越し元の建物" module="fromAddressDetailInfo" onEdit={edit}>
        {detail.fromDetailAddress} {building(buildings.from.buildingType)}
      </ConfirmBlock>
      <ConfirmBlock title="引越し先の建物" module="toAddressDetailInfo" onEdit={edit}>
        {detail.toDetailAddress} {building(buildings.to.buildingType)}（駐車: {optionLabel(TO_PARKING_OPTIONS, buildings.to.parkingAvailability)}）
      </ConfirmBlock>
      <ConfirmBlock title="お荷物" module="belongingsInfo" onEdit={edit}>
        {root.belongingsMaster.value.map((category) => (
          <Typography key={category.code} variant="body2">
            {category.label}: {categorySummary(category, belongings.belongingsCounts)}
          </Typography>
        ))}
        {belongings.hasOtherBelongings === '1' && <Typography variant="body2">リスト以外の家財: {belongings.otherBelongings}</Typography>}
      </ConfirmBlock>
      <ConfirmBlock title="予約内容" module="reservationInfo" onEdit={edit}>
        <Typography>
          {reservation.movingDate.replaceAll('-', '/')}（{optionLabel(DESIRED_TIME_OPTIONS, reservation.desiredTime)}）
        </Typography>
        <Typography>{reservation.selectedCompany?.name}</Typography>
        <Typography variant="h6" component="p" data-testid="confirm-price">
          {store.selectedPrice !== undefined ? formatYen(store.selectedPrice) : ''}
        </Typography>
        {store.selectedPrice !== undefined && store.selectedPriceLines && (
          <PriceBreakdown lines={store.selectedPriceLines} total={store.selectedPrice} slot={reservation.desiredTime} defaultOpen />
        )}
      </ConfirmBlock>
      <ConfirmBlock title="お客様情報" module="customerInfo" onEdit={edit}>
        <Typography>
          {customer.customerName}（{customer.customerNameKana}）
        </Typography>
        <Typography>{formatPhone(customer.customerTel)}</Typography>
        <Typography>{customer.customerEmail}</Typography>
      </ConfirmBlock>
      <ConfirmToggle title="その他のご案内">
        {OTHER_INFO_TEXT}
      </ConfirmToggle>
      <ConfirmToggle title="個人情報の取り扱いについて">
        {PRIVACY_TEXT}
      </ConfirmToggle>
      <Button variant="contained" size="large" onClick={() => void store.reserve()} disabled={store.busy.overlay}>
        この内容で予約する
      </Button>
    </StepSection>
  );
});
