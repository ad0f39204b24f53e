import { observer } from 'mobx-react-lite';
import type { EstimateCompany } from '../../../domain/api/company.ts';
import { t } from '../../../domain/i18n/i18n.ts';
import type { CompanyChoiceGroup } from '../../../ui/CompanyChoiceList/index.ts';
import { CompanySection } from '../../moving-form/sections/CompanySection.tsx';
import type { EstimateMovingForm } from '../estimateForm.ts';

/** A company as the choice list shows it: its reviews' summary, and 「英語対応」 / 'English spoken' from its languages (issue 28). */
function choiceOf(company: EstimateCompany) {
  return { id: company.kissCd, name: company.name, estimate: company.estimate, reviews: company.reviews, languages: company.languages };
}

/** The estimate list in two groups: companies that quote online, and those that take the request without a quote. */
function companyGroups(companies: readonly EstimateCompany[]): CompanyChoiceGroup[] {
  const groups: CompanyChoiceGroup[] = [
    { id: 'estimate', heading: t(/*i18n*/ '概算料金を提示する業者'), companies: companies.filter((company) => company.estimate).map(choiceOf) },
    { id: 'withoutEstimate', heading: t(/*i18n*/ '訪問・電話で見積りする業者'), companies: companies.filter((company) => !company.estimate).map(choiceOf) },
  ];
  return groups.filter((group) => group.companies.length > 0);
}

/** The companies an estimate goes to, in their two groups, with the detail of the one opened. */
export const EstimateCompanySection = observer(function EstimateCompanySection({ form }: { form: EstimateMovingForm }) {
  const detail = form.detailCompany;
  return (
    <CompanySection
      form={form}
      label={t(/*i18n*/ '見積りを依頼する引越し業者')}
      groups={companyGroups(form.companies.listing.listed)}
      detail={detail ? { id: detail.kissCd, name: detail.name, price: null, languages: detail.languages } : null}
    />
  );
});
