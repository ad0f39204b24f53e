import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatJapaneseDate } from '../../../domain/format/japanTime.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { RESERVATION_TIME_FRAME_OPTIONS } from '../../../domain/options/schedule.ts';
import {
  AllianceSummary,
  BaggageSummary,
  ContactSummary,
  FromAddressSummary,
  PersonCountSummary,
  ToAddressSummary,
} from '../../moving-form/sections/SectionSummaries.tsx';
import { useReservation } from '../flowContext.ts';
import type { ReservationModule } from '../store/modules.ts';

/** The heading of each module on the confirm page. */
export const MODULE_TITLES: Readonly<Record<ReservationModule, string>> = {
  fromAddress: '引越し元',
  toAddress: '引越し先',
  schedule: '引越し予定日',
  personCount: '引越しする人数',
  baggageQuantity: '荷物',
  contactInfo: 'お客様情報',
  company: '仮予約を依頼する引越し業者',
  alliance: 'あわせて申し込むサービス',
  otherRequests: 'その他ご要望',
};

/** The confirm page's reading of a module: what the visitor entered, in words. */
export const ReservationSummary = observer(function ReservationSummary({ module }: { module: Exclude<ReservationModule, 'otherRequests'> }) {
  const { form } = useReservation();
  switch (module) {
    case 'fromAddress':
      return <FromAddressSummary form={form} />;
    case 'toAddress':
      return <ToAddressSummary form={form} />;
    case 'schedule':
      return (
        <Typography variant="body2">
          {formatJapaneseDate(form.schedule.pickedDate)}（希望時間帯: {optionLabel(RESERVATION_TIME_FRAME_OPTIONS, form.schedule.preferredTime)}）
        </Typography>
      );
    case 'personCount':
      return <PersonCountSummary form={form} />;
    case 'baggageQuantity':
      return <BaggageSummary form={form} />;
    case 'contactInfo':
      return <ContactSummary form={form} />;
    case 'company':
      return (
        <>
          {form.companies.chosen.map((company) => (
            <Typography key={company.kissCd} variant="body2">
              {company.name}
              {company.price !== null && `（${formatYen(company.price)}）`}
            </Typography>
          ))}
        </>
      );
    case 'alliance':
      return <AllianceSummary form={form} />;
  }
});
