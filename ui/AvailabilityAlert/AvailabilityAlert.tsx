import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { styled } from '@mui/material/styles';
import { t } from '../../domain/i18n/i18n.ts';
import type { AvailabilityReason } from './availabilityReasons.ts';
import type { AvailabilityAlertProps } from './AvailabilityAlert.types.ts';

const AvailabilityAlertRoot = styled(Alert, { name: 'HkAvailabilityAlert', slot: 'Root' })(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  '& ul': { margin: 0, paddingLeft: theme.spacing(2.5) },
}));

const REASON_TEXT: Record<AvailabilityReason, string> = {
  largeFloorPlan: /*i18n*/ '間取りが2K以上の場合、ご予約いただける業者や日程が限られることがあります。',
  parkingUnknown: /*i18n*/ '引越し先にトラックを停められるか分からない場合、当日の状況により料金が変わることがあります。',
  otherBelongings: /*i18n*/ 'リスト以外の家財がある場合、作業内容の確認により料金が変わることがあります。',
  ikeaBelongings: /*i18n*/ 'IKEAの家具は分解・組み立てが必要なことがあり、料金が変わることがあります。',
};

/** The availability and price warning: one line per reason that applies (spec §4). */
export function AvailabilityAlert({ reasons, className, ref }: AvailabilityAlertProps) {
  if (reasons.length === 0) return null;
  return (
    <AvailabilityAlertRoot ref={ref} className={className} severity="warning" role="status">
      <AlertTitle>{t(/*i18n*/ 'ご確認ください')}</AlertTitle>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{t(REASON_TEXT[reason])}</li>
        ))}
      </ul>
    </AvailabilityAlertRoot>
  );
}
