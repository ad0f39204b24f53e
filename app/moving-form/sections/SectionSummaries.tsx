import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { categorySummary } from '../../../domain/belongings/summary.ts';
import { englishAddress, englishPlace } from '../../../domain/format/address.ts';
import { enumerate, noneInWords } from '../../../domain/format/list.ts';
import { formatPhone } from '../../../domain/format/phone.ts';
import { activeLocale, i18n, t } from '../../../domain/i18n/i18n.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { readsRomaji } from '../../../domain/i18n/profiles.ts';
import { JapaneseName } from '../../../ui/i18n/index.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS } from '../../../domain/options/floorPlans.ts';
import { HOUSING_TYPE_OPTIONS, HEAD_COUNT_OPTIONS } from '../../../domain/options/household.ts';
import { optionLabelIn } from '../../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { ContactPreferenceSummary } from '../../../ui/ContactPreferenceSummary/index.ts';
import { RecipientList, type Recipient } from '../../../ui/RecipientList/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { nameWithReading } from './nameWithReading.tsx';
import type { SectionProps } from './sectionProps.ts';

/*
 * The confirm page's reading of the sections both forms share: what the visitor entered, in
 * words. Each flow adds its own schedule and company readings.
 */

type SummaryProps = Pick<SectionProps, 'form'>;

/** A home's type and floor plan: 「マンション・1K」, "Mansion (concrete apartment building), 1K". */
function dwellingOf(housingType: string, floorPlan: string): string {
  return t(/*i18n*/ { id: '{first}・{second}', values: { first: optionLabelIn(HOUSING_TYPE_OPTIONS, housingType, i18n), second: optionLabelIn(ESTIMATE_FLOOR_PLAN_OPTIONS, floorPlan, i18n) } });
}

function Line({ children }: { children: ReactNode }) {
  return <Typography variant="body2">{children}</Typography>;
}

const FromAddressSummary = observer(function FromAddressSummary({ form }: SummaryProps) {
  const { cities } = useRootStore();
  const address = form.values;
  const prefecture = optionLabelIn(PREFECTURE_OPTIONS, address.fromPrefecture, i18n);
  const city = cities.cityName(address.fromPrefecture, address.fromCity);
  const district = cities.districtName(address.fromPrefecture, address.fromCity, address.fromDistrict);
  const line = !readsRomaji(activeLocale())
      ? <JapaneseName>{`${address.fromPostalCode === '' ? '' : `〒${address.fromPostalCode} `}${prefecture}${city}${district} ${address.fromHouseNumber}`}</JapaneseName>
      : englishAddress({ postalCode: address.fromPostalCode, place: englishPlace([prefecture, city, district]), withTown: district !== '', details: [address.fromHouseNumber] });
  return (
    <>
      <Line>{line}</Line>
      <Line>{dwellingOf(address.fromHousingType, address.fromFloorPlan)}</Line>
    </>
  );
});

const ToAddressSummary = observer(function ToAddressSummary({ form }: SummaryProps) {
  const { cities } = useRootStore();
  const address = form.values;
  const prefecture = optionLabelIn(PREFECTURE_OPTIONS, address.toPrefecture, i18n);
  const city = cities.cityName(address.toPrefecture, address.toCity);
  const line = !readsRomaji(activeLocale())
      ? <JapaneseName>{`${prefecture}${city} ${address.toTownArea} ${address.toHouseNumber}`}</JapaneseName>
      : englishAddress({ postalCode: '', place: englishPlace([prefecture, city]), withTown: false, details: [address.toTownArea, address.toHouseNumber] });
  return (
    <>
      <Line>{line}</Line>
      <Line>{dwellingOf(address.toHousingType, address.toFloorPlan)}</Line>
    </>
  );
});

export const HeadCountSummary = observer(function HeadCountSummary({ form }: SummaryProps) {
  return <Line>{optionLabelIn(HEAD_COUNT_OPTIONS, form.values.headCount, i18n)}</Line>;
});

export const BelongingsSummary = observer(function BelongingsSummary({ form }: SummaryProps) {
  const belongings = form.values;
  return (
    <>
      {form.belongings.master.map((category) => (
        <Line key={category.code}>{`${t(category.label)}: ${categorySummary(category, belongings.belongingsCounts)}`}</Line>
      ))}
      {belongings.otherBelongings !== '' && <Line>{t(/*i18n*/ { id: 'リスト以外の家財: {belongings}', values: { belongings: belongings.otherBelongings } })}</Line>}
    </>
  );
});

const ContactSummary = observer(function ContactSummary({ form }: SummaryProps) {
  const contact = form.values;
  return (
    <>
      <Line>{nameWithReading(contact.name, contact.nameKana)}</Line>
      <Line>{contact.email}</Line>
      <Line>{contact.tel === '' ? t(/*i18n*/ '電話番号: 未入力') : formatPhone(contact.tel)}</Line>
      <ContactPreferenceSummary value={contact.contactPreference} />
    </>
  );
});

/** The chosen companies: exactly who the request will go to, with the prices where the flow lists them, open into their lines. */
export function ChosenCompaniesSummary({ recipients, label }: { recipients: readonly Recipient[]; label: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>{t(/*i18n*/ { id: 'ご依頼は、この{count}社にだけ送られます。', values: { count: recipients.length } })}</Typography>
      <RecipientList recipients={recipients} label={label} defaultLinesOpen />
    </>
  );
}

const AllianceSummary = observer(function AllianceSummary({ form }: SummaryProps) {
  const checked = form.alliances.alliances.filter((alliance) => form.alliances.isChecked(alliance.alliance_id));
  const locale = activeLocale();
  return <Line>{checked.length === 0 ? noneInWords(locale) : enumerate(checked.map((alliance) => alliance.title), locale)}</Line>;
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

/** The confirm-page headings of the modules both flows have (marked messages, shown with t()); each flow adds its own. */
export const SHARED_MODULE_TITLES = {
  fromAddress: /*i18n*/ '引越し元',
  toAddress: /*i18n*/ '引越し先',
  schedule: /*i18n*/ '引越し予定日',
  contactInfo: /*i18n*/ 'お客様情報',
  alliance: /*i18n*/ 'あわせて申し込むサービス',
  otherRequests: /*i18n*/ 'その他ご要望',
} as const satisfies Readonly<Record<string, Message>>;
