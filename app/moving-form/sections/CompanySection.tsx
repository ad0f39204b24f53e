import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { CompanyChoiceList, type CompanyChoiceGroup } from '../../../ui/CompanyChoiceList/index.ts';
import { CompanyDetailModal, type CompanyDetailData } from '../../../ui/CompanyDetailModal/index.ts';
import { useRevealProps, useStepErrors } from '../../forms/fields.tsx';
import { SpokenLanguageFilterPanel } from '../../wizard/SpokenLanguageFilterPanel.tsx';
import { useCompanyReviews } from '../../wizard/useCompanyReviews.ts';
import type { SectionProps } from './sectionProps.ts';

interface CompanySectionProps extends SectionProps {
  /**
   * The companies the page lists (the selection's `listing.listed`: on an English page the filter may
   * narrow them) in the flow's groups (estimate: with and without an online estimate).
   */
  groups: readonly CompanyChoiceGroup[];
  /** The company of the open detail modal, as the modal shows it (its reviews are fetched as it opens). */
  detail: CompanyDetailData | null;
  /** Legend of the list. */
  label: string;
  /** Most companies the visitor may choose (reservation: 3); a choice beyond it is refused with the selection's warning. */
  maxSelected?: number;
  /** Average price of the listed companies, for comparing each price (reservation). */
  averagePrice?: number | null;
}

/**
 * The companies to send the request to: the flow's list, toggled by the visitor, with the detail
 * modal and the company's reviews; on an English page the filter of the companies that serve English above it (issue 28).
 */
export const CompanySection = observer(function CompanySection({ form, groups, detail, label, maxSelected, averagePrice }: CompanySectionProps) {
  const { companies } = form;
  const errors = useStepErrors();
  const detailReviews = useCompanyReviews(detail?.id ?? null);
  return (
    <>
      {companies.refusal !== undefined && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {companies.refusal}
        </Alert>
      )}
      {activeLocale() !== 'ja' && (
        <Box sx={{ mb: 2 }}>
          <SpokenLanguageFilterPanel
            listing={companies.listing}
            onChange={companies.spokenLanguage.set}
            total={companies.companies.length}
            onUnselectHiddenChosen={companies.unselectHiddenChosen}
          />
        </Box>
      )}
      <CompanyChoiceList
        label={label}
        groups={groups}
        selectedIds={companies.selected}
        onSelectedIdsChange={companies.choose}
        maxSelected={maxSelected}
        onLimitExceeded={companies.toggle}
        limitMessage={companies.warning === undefined ? undefined : t(companies.warning)}
        averagePrice={averagePrice}
        error={errors.companyList}
        {...useRevealProps()}
        stale={companies.status === 'stale' && companies.companies.length > 0}
        onOpenDetail={form.showCompanyDetail}
        emptyMessage={companies.status === 'stale' ? t(/*i18n*/ '引越し業者を探しています…') : undefined}
      />
      <CompanyDetailModal open={detail !== null} onClose={form.closeCompanyDetail} company={detail} reviews={detailReviews} />
    </>
  );
});
