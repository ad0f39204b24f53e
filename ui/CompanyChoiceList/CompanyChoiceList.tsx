import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { styled } from '@mui/material/styles';
import { useId, useState } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { ChoiceCardList, choiceFieldsetStyle } from '../internal/ChoiceCard.tsx';
import { onFocusLeave } from '../internal/onFocusLeave.ts';
import { toggledIds } from '../internal/toggledIds.ts';
import { useRevealedErrors } from '../internal/useRevealedErrors.ts';
import type { CompanyChoiceListProps, CompanyChoiceListState } from './CompanyChoiceList.types.ts';
import { CompanyChoiceListRow } from './CompanyChoiceListRow.tsx';
import { exceedsLimit } from './companyChoiceModel.ts';

const CompanyChoiceListRoot = styled('fieldset', { name: 'HkCompanyChoiceList', slot: 'Root' })(({ theme }) => ({
  ...choiceFieldsetStyle(theme),
  gap: theme.spacing(1.5),
}));

const CompanyChoiceListSummary = styled('p', { name: 'HkCompanyChoiceList', slot: 'Summary' })(({ theme }) => ({
  margin: 0,
  color: theme.palette.text.secondary,
}));

const CompanyChoiceListGroup = styled('section', { name: 'HkCompanyChoiceList', slot: 'Group' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .HkCompanyChoiceList-heading': { ...theme.typography.subtitle1, margin: 0 },
  '& .HkCompanyChoiceList-note': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
}));

const CompanyChoiceListEmpty = styled('p', { name: 'HkCompanyChoiceList', slot: 'Empty' })(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(2),
  borderRadius: theme.radius.md,
  backgroundColor: theme.palette.surface.muted,
}));

/** The refused company and the selection it was refused against; the warning shows while that selection stands. */
interface Refusal {
  id: string;
  selection: string;
}

const selectionKey = (ids: readonly string[]) => ids.join('\n');

/**
 * The companies the visitor asks for estimates or a provisional reservation, as checkbox cards
 * in one or more headed groups (the estimate flow's with- and without-estimate lists). Ticking
 * beyond `maxSelected` is refused with `limitMessage` under that company. While `stale` the list
 * is dimmed and busy but stays usable, since the choice survives the refresh.
 */
export function CompanyChoiceList(props: CompanyChoiceListProps) {
  const {
    groups, selectedIds, onSelectedIdsChange, maxSelected, onLimitExceeded, limitMessage, error, onBlur,
    averagePrice = null, onOpenDetail, stale = false, label = t(/*i18n*/ '引越し業者を選択'),
    emptyMessage = t(/*i18n*/ 'ご指定の条件で依頼できる引越し業者が見つかりませんでした。'), headingLevel = 3,
    revealErrors, showAllErrors, className, ref,
  } = props;
  const errorId = useId();
  const headingIdPrefix = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { markEdited, markBlurred, visibleError } = useRevealedErrors<'companies'>({ revealErrors, showAllErrors });
  const shownError = visibleError('companies', error);
  const shownGroups = groups.filter((group) => group.companies.length > 0);
  const state: CompanyChoiceListState = stale ? 'stale' : shownGroups.length === 0 ? 'empty' : 'ready';
  const refusedId = refusal && refusal.selection === selectionKey(selectedIds) ? refusal.id : null;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string, checked: boolean) => {
    markEdited('companies');
    if (checked && exceedsLimit(selectedIds, id, maxSelected)) {
      setRefusal({ id, selection: selectionKey(selectedIds) });
      onLimitExceeded?.(id);
      return;
    }
    onSelectedIdsChange(toggledIds(selectedIds, id, checked));
  };

  return (
    <CompanyChoiceListRoot
      ref={ref}
      className={className}
      data-state={state}
      aria-describedby={shownError ? errorId : undefined}
      onBlur={onFocusLeave(() => {
        markBlurred('companies');
        onBlur?.();
      })}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <CompanyChoiceListSummary>
        {t(/*i18n*/ { id: '{count}社を選択中', values: { count: selectedIds.length } })}
        {maxSelected !== undefined && t(/*i18n*/ { id: '（{max}社まで）', values: { max: maxSelected } })}
        {stale && t(/*i18n*/ '・一覧を更新しています')}
      </CompanyChoiceListSummary>
      {shownError && <FormHelperText id={errorId} error>{shownError}</FormHelperText>}
      {state === 'empty' ? (
        <CompanyChoiceListEmpty>{emptyMessage}</CompanyChoiceListEmpty>
      ) : (
        shownGroups.map((group) => {
          const headingId = `${headingIdPrefix}-${group.id}`;
          return (
            <CompanyChoiceListGroup key={group.id} aria-labelledby={group.heading ? headingId : undefined}>
              {group.heading && <Heading id={headingId} className="HkCompanyChoiceList-heading">{group.heading}</Heading>}
              {group.note && <p className="HkCompanyChoiceList-note">{group.note}</p>}
              <ChoiceCardList aria-busy={stale}>
                {group.companies.map((company) => (
                  <CompanyChoiceListRow
                    key={company.id}
                    company={company}
                    checked={selectedIds.includes(company.id)}
                    onToggle={toggle}
                    averagePrice={averagePrice}
                    refusalMessage={company.id === refusedId ? limitMessage : undefined}
                    onOpenDetail={onOpenDetail}
                  />
                ))}
              </ChoiceCardList>
            </CompanyChoiceListGroup>
          );
        })
      )}
    </CompanyChoiceListRoot>
  );
}
