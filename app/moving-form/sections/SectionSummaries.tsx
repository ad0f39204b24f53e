import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { categorySummary } from '../../../domain/belongings/index.ts';
import { formatPhone } from '../../../domain/format/phone.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';
import { HOUSING_TYPE_OPTIONS, HEAD_COUNT_OPTIONS } from '../../../domain/options/household.ts';
import { optionLabel, type Option } from '../../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { ContactPreferenceSummary } from '../../../ui/ContactPreferenceSummary/index.ts';
import { RecipientList, type Recipient } from '../../../ui/RecipientList/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import type { SectionProps } from './sectionProps.ts';

/*
 * The confirm page's reading of the sections both forms share: what the visitor entered, in
 * words. Each flow adds its own schedule and company readings.
 */

type SummaryProps = Pick<SectionProps, 'form'>;

function label(options: readonly Option[], value: string): string {
  return optionLabel(options, value) ?? '';
}

function Line({ children }: { children: string }) {
  return <Typography variant="body2">{children}</Typography>;
}

const FromAddressSummary = observer(function FromAddressSummary({ form }: SummaryProps) {
  const { cities } = useRootStore();
  const address = form.values;
  const place = `${label(PREFECTURE_OPTIONS, address.fromPrefecture)}${cities.cityName(address.fromPrefecture, address.fromCity)}${cities.districtName(address.fromPrefecture, address.fromCity, address.fromDistrict)}`;
  return (
    <>
      <Line>{`${address.fromPostalCode === '' ? '' : `〒${address.fromPostalCode} `}${place} ${address.fromHouseNumber}`}</Line>
      <Line>{`${label(HOUSING_TYPE_OPTIONS, address.fromHousingType)}・${label(ESTIMATE_FLOOR_PLAN_OPTIONS, address.fromFloorPlan)}`}</Line>
    </>
  );
});

const ToAddressSummary = observer(function ToAddressSummary({ form }: SummaryProps) {
  const { cities } = useRootStore();
  const address = form.values;
  return (
    <>
      <Line>{`${label(PREFECTURE_OPTIONS, address.toPrefecture)}${cities.cityName(address.toPrefecture, address.toCity)} ${address.toTownArea} ${address.toHouseNumber}`}</Line>
      <Line>{`${label(HOUSING_TYPE_OPTIONS, address.toHousingType)}・${label(ESTIMATE_FLOOR_PLAN_OPTIONS, address.toFloorPlan)}`}</Line>
    </>
  );
});

export const HeadCountSummary = observer(function HeadCountSummary({ form }: SummaryProps) {
  return <Line>{label(HEAD_COUNT_OPTIONS, form.values.headCount)}</Line>;
});

export const BelongingsSummary = observer(function BelongingsSummary({ form }: SummaryProps) {
  const belongings = form.values;
  return (
    <>
      {form.belongings.master.map((category) => (
        <Line key={category.code}>{`${category.label}: ${categorySummary(category, belongings.belongingsCounts)}`}</Line>
      ))}
      {belongings.otherBelongings !== '' && <Line>{`リスト以外の家財: ${belongings.otherBelongings}`}</Line>}
    </>
  );
});

const ContactSummary = observer(function ContactSummary({ form }: SummaryProps) {
  const contact = form.values;
  return (
    <>
      <Line>{`${contact.name}（${contact.nameKana}）`}</Line>
      <Line>{contact.email}</Line>
      <Line>{contact.tel === '' ? '電話番号: 未入力' : formatPhone(contact.tel)}</Line>
      <ContactPreferenceSummary value={contact.contactPreference} />
    </>
  );
});

/** The chosen companies: exactly who the request will go to, with the prices where the flow lists them, open into their lines. */
export function ChosenCompaniesSummary({ recipients, label }: { recipients: readonly Recipient[]; label: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>{`ご依頼は、この${recipients.length}社にだけ送られます。`}</Typography>
      <RecipientList recipients={recipients} label={label} defaultLinesOpen />
    </>
  );
}

const AllianceSummary = observer(function AllianceSummary({ form }: SummaryProps) {
  const checked = form.alliances.alliances.filter((alliance) => form.alliances.isChecked(alliance.alliance_id));
  return <Line>{checked.length === 0 ? 'なし' : checked.map((alliance) => alliance.title).join('、')}</Line>;
});

const SHARED_SUMMARY_MODULES = ['fromAddress', 'toAddress', 'contactInfo', 'alliance'] as const;

/** The modules both flows read alike on their confirm pages. */
export type SharedSummaryModule = (typeof SHARED_SUMMARY_MODULES)[number];

/** Whether both flows read `module` alike (SharedModuleSummary reads it). */
export function isSharedSummaryModule(module: string): module is SharedSummaryModule {
  return (SHARED_SUMMARY_MODULES as readonly string[]).includes(module);
}

/** The confirm page's reading of a module both flows share. */
export function SharedModuleSummary({ form, module }: SummaryProps & { module: SharedSummaryModule }) {
  switch (module) {
    case 'fromAddress':
      return <FromAddressSummary form={form} />;
    case 'toAddress':
      return <ToAddressSummary form={form} />;
    case 'contactInfo':
      return <ContactSummary form={form} />;
    case 'alliance':
      return <AllianceSummary form={form} />;
  }
}

/** The confirm-page headings of the modules both flows have; each flow adds its own. */
export const SHARED_MODULE_TITLES = {
  fromAddress: '引越し元',
  toAddress: '引越し先',
  schedule: '引越し予定日',
  contactInfo: 'お客様情報',
  alliance: 'あわせて申し込むサービス',
  otherRequests: 'その他ご要望',
} as const;
