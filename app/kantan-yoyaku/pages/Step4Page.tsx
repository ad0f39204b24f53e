import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { SORT_TYPE_OPTIONS, type SortType } from '../../../domain/options/quickBooking.ts';
import { PriceCalendar } from '../../../ui/PriceCalendar/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { CompanyCard } from '../components/CompanyCard.tsx';
import { StepSection } from '../components/StepSection.tsx';
import { calendarWindow } from '../store/searchWindow.ts';

/** Step 4: the calendar of daily lowest prices, the companies of the chosen day, sorting (spec §2, §3, §4). */
export const Step4Page = observer(function Step4Page() {
  const root = useRootStore();
  const store = root.kantanYoyaku;
  const { movingDate, desiredTime, sortType, selectedCompany } = store.reservation;
  const window = calendarWindow(store.today);
  const companies = store.companiesOfMovingDate;

  return (
    <StepSection title="引越し日と業者を選んでください" onBack={() => store.goTo('step3')}>
      {store.calendarMonth && (
        <PriceCalendar
          days={store.calendarDayPrices}
          holidays={root.holidays.dates}
          minDate={window.first}
          maxDate={window.last}
          value={movingDate || null}
          onChange={store.selectDate}
          timeSlot={desiredTime}
          onTimeSlotChange={store.setDesiredTime}
          month={store.calendarMonth}
          onMonthChange={(month) => void store.showMonth(month)}
          loading={store.loading}
        />
      )}
      {movingDate && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
            <Typography component="h3" variant="h6">
              {movingDate.replaceAll('-', '/')} に予約できる業者（{companies.length}社）
            </Typography>
            <TextField
              select
              id="sortType"
              label="並び替え"
              value={String(sortType)}
              onChange={(event) => store.setSortType(Number(event.target.value) as SortType)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              {SORT_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          </Stack>
          {companies.length === 0 && !store.loading && <Alert severity="info">この日に予約できる業者はありません。別の日を選んでください。</Alert>}
          {companies.map((company) => (
            <CompanyCard
              key={company.companyId}
              company={company}
              desiredTime={desiredTime}
              selected={selectedCompany?.companyId === company.companyId}
              onChoose={() => store.chooseCompany(company)}
            />
          ))}
        </Stack>
      )}
    </StepSection>
  );
});
