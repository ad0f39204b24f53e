import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { SORT_TYPE_OPTIONS, type SortType } from '../../domain/options/quickBooking.ts';
import { CompanyCard } from '../CompanyCard/index.ts';
import { tWithNodes } from '../i18n/index.ts';
import type { CompanyListProps } from './CompanyList.types.ts';

const CompanyListRoot = styled('section', { name: 'HkCompanyList', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(2),
}));

const CompanyListHeader = styled('div', { name: 'HkCompanyList', slot: 'Header' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  '& h2': { ...theme.typography.h3, margin: 0 },
  '& .MuiFormControl-root': { width: 'auto', minWidth: theme.spacing(22) },
}));

const CompanyListSortBasis = styled('p', { name: 'HkCompanyList', slot: 'SortBasis' })(({ theme }) => ({
  ...theme.typography.caption,
  margin: 0,
  color: theme.palette.text.secondary,
}));

const CompanyListItems = styled('ul', { name: 'HkCompanyList', slot: 'Items' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const toSortType = (value: string): SortType => Number(value) as SortType;

/**
 * The companies of the chosen day with the sort control (recommended, price, satisfaction; sorted
 * by satisfaction, a note under it says what that order is made of); each card shows its reviews'
 * mean and count, and 「英語対応」 ("English spoken") for a company serving its customers in English.
 */
export function CompanyList(props: CompanyListProps) {
  const { companies, sortType, onSortTypeChange, selectedId = null, onSelect, onShowDetail, title = t(/*i18n*/ '予約できる引越し業者'), className, ref } = props;
  const headingId = useId();
  const sortBasisId = useId();
  const bySatisfaction = sortType === 3;
  return (
    <CompanyListRoot ref={ref} className={className} aria-labelledby={headingId}>
      <CompanyListHeader>
        <h2 id={headingId}>
          {title}
          {tWithNodes(/*i18n*/ '（{count}社）', { count: companies.length })}
        </h2>
        <TextField
          select
          label={t(/*i18n*/ '並び替え')}
          value={String(sortType)}
          onChange={(event) => onSortTypeChange(toSortType(event.target.value))}
          slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': bySatisfaction ? sortBasisId : undefined } } }}
        >
          {SORT_TYPE_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>{t(option.label)}</MenuItem>
          ))}
        </TextField>
      </CompanyListHeader>
      {bySatisfaction && (
        <CompanyListSortBasis id={sortBasisId} className="HkCompanyList-sortBasis">
          {t(/*i18n*/ '満足度順は、当サイトで予約したお客様の口コミの平均を、件数が少ないほど全体の平均に近づけて並べています。口コミのない業者は最後です。')}
        </CompanyListSortBasis>
      )}
      <CompanyListItems>
        {companies.map((company) => (
          <li key={company.id}>
            <CompanyCard
              company={company}
              selected={company.id === selectedId}
              onSelect={onSelect}
              onShowDetail={onShowDetail}
            />
          </li>
        ))}
      </CompanyListItems>
    </CompanyListRoot>
  );
}
