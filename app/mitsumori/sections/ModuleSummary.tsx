import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { categorySummary } from '../../../domain/baggage/index.ts';
import { formatPhone } from '../../../domain/format/phone.ts';
import { CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS } from '../../../domain/options/contactPreference.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';
import { HOUSING_TYPE_OPTIONS, PERSON_COUNT_OPTIONS } from '../../../domain/options/household.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { PREFERRED_TIME_OPTIONS, TIMING_OPTIONS, WEEKDAY_PREFERENCE_OPTIONS } from '../../../domain/options/schedule.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { useEstimate } from '../flowContext.ts';
import type { EstimateModule } from '../store/layouts.ts';

/** The confirm page's reading of a module: what the visitor entered, in words. */
export const ModuleSummary = observer(function ModuleSummary({ module }: { module: EstimateModule }) {
  const { cities, nimotsu } = useRootStore();
  const { form } = useEstimate();
  const { address, schedule, belongings, contact } = form;
  const label = (options: Parameters<typeof optionLabel>[0], value: string) => optionLabel(options, value) ?? '';
  const line = (text: string) => <Typography variant="body2">{text}</Typography>;
  switch (module) {
    case 'fromAddress':
      return (
        <>
          {line(`〒${address.fromPostalcode} ${label(PREFECTURE_OPTIONS, address.fromPrefecture)}${cities.cityName(address.fromPrefecture, address.fromCity)}${cities.districtName(address.fromPrefecture, address.fromCity, address.fromDistrict)} ${address.fromHouseNumber}`)}
          {line(`${label(HOUSING_TYPE_OPTIONS, address.fromHousingType)}・${label(ESTIMATE_FLOOR_PLAN_OPTIONS, address.fromFloorPlan)}`)}
        </>
      );
    case 'toAddress':
      return (
        <>
          {line(`${label(PREFECTURE_OPTIONS, address.toPrefecture)}${cities.cityName(address.toPrefecture, address.toCity)} ${address.toTownArea} ${address.toHouseNumber}`)}
          {line(`${label(HOUSING_TYPE_OPTIONS, address.toHousingType)}・${label(ESTIMATE_FLOOR_PLAN_OPTIONS, address.toFloorPlan)}`)}
        </>
      );
    case 'schedule': {
      const when =
        schedule.scheduleFormat === 'precise'
          ? schedule.pickedDate
          : `${schedule.month.slice(0, 4)}年${Number(schedule.month.slice(4))}月${label(TIMING_OPTIONS, schedule.timing)}（${label(WEEKDAY_PREFERENCE_OPTIONS, schedule.day)}）`;
      const times = schedule.showPreferredTime ? schedule.preferredTime.map((time) => label(PREFERRED_TIME_OPTIONS, time)).join('、') : '';
      return (
        <>
          {line(when)}
          {times !== '' && line(`希望時間帯: ${times}`)}
        </>
      );
    }
    case 'baggageQuantity':
      return (
        <>
          {line(label(PERSON_COUNT_OPTIONS, belongings.personCount))}
          {nimotsu.value.map((category) => (
            <Typography key={category.code} variant="body2">
              {category.label}: {categorySummary(category, belongings.baggageQuantity)}
            </Typography>
          ))}
          {belongings.etcBaggages !== '' && line(`リスト以外の家財: ${belongings.etcBaggages}`)}
        </>
      );
    case 'contactInfo':
      return (
        <>
          {line(`${contact.name}（${contact.nameKana}）`)}
          {line(contact.email)}
          {line(contact.tel === '' ? '電話番号: 未入力' : formatPhone(contact.tel))}
          {line(`ご連絡方法: ${[label(CONTACT_METHOD_OPTIONS, contact.contactPreference.method), ...contact.contactPreference.windows.map((window) => label(CONTACT_WINDOW_OPTIONS, window))].join('、')}`)}
        </>
      );
    case 'company':
      return <>{line(form.companies.chosen.map((company) => company.name).join('、'))}</>;
    case 'otherRequests':
      return <>{line(contact.otherRequests === '' ? 'なし' : contact.otherRequests)}</>;
    case 'alliance': {
      const checked = form.alliances.alliances.filter((alliance) => form.alliances.isChecked(alliance.alliance_id));
      return <>{line(checked.length === 0 ? 'なし' : checked.map((alliance) => alliance.title).join('、'))}</>;
    }
  }
});

/** The heading of each module on the confirm page. */
export const MODULE_TITLES: Readonly<Record<EstimateModule, string>> = {
  fromAddress: '引越し元',
  toAddress: '引越し先',
  schedule: '引越し予定日',
  baggageQuantity: '人数・荷物',
  contactInfo: 'お客様情報',
  company: '見積りを依頼する引越し業者',
  otherRequests: 'その他ご要望',
  alliance: 'あわせて申し込むサービス',
};
