import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { observer } from 'mobx-react-lite';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { dateInFigures } from '../../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { CompanyDetailModal } from '../../../ui/CompanyDetailModal/index.ts';
import type { CompanyCardData } from '../../../ui/CompanyCard/index.ts';
import { CompanyList } from '../../../ui/CompanyList/index.ts';
import { PriceCalendar } from '../../../ui/PriceCalendar/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { useQuickBooking } from '../flowContext.ts';
import { SpokenLanguageFilterPanel } from '../../wizard/SpokenLanguageFilterPanel.tsx';
import { useCompanyReviews } from '../../wizard/useCompanyReviews.ts';
import { StepSection } from '../../wizard/StepSection.tsx';
import { priceFor, priceLinesFor } from '../store/companies.ts';
import type { DesiredTime } from '../../../domain/options/schedule.ts';

/** A company as the ui/ card shows it: the price of the chosen time slot and its lines, its reviews' summary. */
function cardData(company: CompanyInfo, desiredTime: DesiredTime): CompanyCardData {
  return {
    id: company.companyId,
    name: company.name,
    logoUrl: company.logoImageFilePath,
    price: priceFor(company, desiredTime) ?? null,
    priceLines: priceLinesFor(company, desiredTime),
    priceSlot: desiredTime,
    reviews: company.reviews,
    telephoneNumber: company.telephoneNumber,
    businessHours: company.businessHours,
    languages: company.languages,
  };
}

/** The chosen day ('yyyy-MM-dd') as the company list's title says it: 2026/11/29, Sun, Nov 29, 2026. */
function chosenDayInWords(movingDate: string): string {
  return dateInFigures(movingDate, activeLocale());
}

/** Step 4: the calendar of daily lowest prices, the companies of the chosen day, sorting and details (spec §2, §3, §4). */
export const Step4Page = observer(function Step4Page() {
  const root = useRootStore();
  const store = useQuickBooking();
  const { calendar, inputs, feedback } = store;
  const { movingDate, desiredTime, sortType, selectedCompany } = inputs.reservation;
  const window = calendar.window;
  // Every company of the day (the detail modal and the choice look them up), and those the list shows.
  const companies = store.companiesOfMovingDate;
  const listing = calendar.listingOf(movingDate, desiredTime, sortType, selectedCompany?.companyId);
  // Every company serves Japanese: the other languages' pages filter by theirs.
  const filtersByLanguage = activeLocale() !== 'ja';
  const choose = (id: string) => {
    const company = companies.find((entry) => entry.companyId === id);
    if (company) store.chooseCompany(company);
  };
  const detailId = feedback.of('companyDetail')?.companyId;
  const detail = companies.find((company) => company.companyId === detailId) ?? null;
  const detailReviews = useCompanyReviews(detail?.companyId ?? null);
  const detailMorningPrice = detail && desiredTime === 'free' ? priceFor(detail, 'am') : undefined;
  const detailMorningLines = detail && desiredTime === 'free' ? priceLinesFor(detail, 'am') : undefined;

  return (
    <StepSection title={t(/*i18n*/ '引越し日と業者を選んでください')} onBack={() => store.navigator.goTo('step3')}>
      {calendar.month && (
        <PriceCalendar
          days={calendar.dayPrices}
          holidays={root.holidays.value}
          minDate={window.first}
          maxDate={window.last}
          value={movingDate || null}
          onChange={inputs.selectDate}
          timeSlot={desiredTime}
          onTimeSlotChange={store.setDesiredTime}
          month={calendar.month}
          onMonthChange={(month) => void calendar.showMonth(month)}
          loading={store.busy.loading}
        />
      )}
      {movingDate && (
        <Stack spacing={2}>
          {filtersByLanguage && (
            <SpokenLanguageFilterPanel
              listing={listing}
              onChange={calendar.spokenLanguage.set}
              total={companies.length}
              note={t(/*i18n*/ 'カレンダーの料金は、英語対応ではない業者も含めたすべての業者の最安値です。')}
            />
          )}
          <CompanyList
            title={t(/*i18n*/ { id: '{date} に予約できる業者', values: { date: chosenDayInWords(movingDate) } })}
            companies={listing.listed.map((company) => cardData(company, desiredTime))}
            sortType={sortType}
            onSortTypeChange={store.setSortType}
            selectedId={selectedCompany?.companyId ?? null}
            onSelect={choose}
            onShowDetail={(companyId) => feedback.open({ kind: 'companyDetail', companyId })}
          />
          {companies.length === 0 && !store.busy.loading && <Alert severity="info">{t(/*i18n*/ 'この日に予約できる業者はありません。別の日を選んでください。')}</Alert>}
        </Stack>
      )}
      <CompanyDetailModal
        open={detail !== null}
        onClose={() => feedback.close('companyDetail')}
        company={detail && cardData(detail, desiredTime)}
        reviews={detailReviews}
        acceptsAm={detail?.acceptAmPreferredRequest}
        morningPrice={detailMorningPrice !== undefined && detailMorningLines ? { total: detailMorningPrice, lines: detailMorningLines } : undefined}
        onSelect={choose}
      />
    </StepSection>
  );
});
