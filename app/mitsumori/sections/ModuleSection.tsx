import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useRef } from 'react';
import type { EstimateCompany } from '../../../domain/api/company.ts';
import { t } from '../../../domain/i18n/i18n.ts';
import type { CompanyChoiceGroup } from '../../../ui/CompanyChoiceList/index.ts';
import { AddressModuleSection } from '../../moving-form/sections/AddressSection.tsx';
import { BelongingsSection } from '../../moving-form/sections/BelongingsSection.tsx';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { FormPartBoundary } from '../../wizard/FormPartBoundary.tsx';
import { useEstimate } from '../flowContext.ts';
import type { EstimateModule } from '../store/layouts.ts';
import { ScheduleSection } from './ScheduleSection.tsx';

// The contact part (PC step 2, the mobile page once its checks pass) loads after step 1 shows.
const ContactSection = lazy(() => import('../../moving-form/sections/ContactSection.tsx').then((module) => ({ default: module.ContactSection })));
const OtherRequestsSection = lazy(() => import('../../moving-form/sections/ContactSection.tsx').then((module) => ({ default: module.OtherRequestsSection })));
const CompanySection = lazy(() => import('../../moving-form/sections/CompanySection.tsx').then((module) => ({ default: module.CompanySection })));
const AllianceSection = lazy(() => import('../../moving-form/sections/AllianceSection.tsx').then((module) => ({ default: module.AllianceSection })));

/** A company as the choice list and the detail modal show it; its languages show 「英語対応」 / 'English spoken' (issue 28). */
function choiceOf(company: EstimateCompany) {
  return { id: company.kissCd, name: company.name, estimate: company.estimate, languages: company.languages };
}

/** The estimate list in two groups: companies that quote online, and those that take the request without a quote. */
function companyGroups(companies: readonly EstimateCompany[]): CompanyChoiceGroup[] {
  const groups: CompanyChoiceGroup[] = [
    { id: 'estimate', heading: t(/*i18n*/ '概算料金を提示する業者'), companies: companies.filter((company) => company.estimate).map(choiceOf) },
    { id: 'withoutEstimate', heading: t(/*i18n*/ '訪問・電話で見積りする業者'), companies: companies.filter((company) => !company.estimate).map(choiceOf) },
  ];
  return groups.filter((group) => group.companies.length > 0);
}

/**
 * One module of the estimate form where its layout puts it (spec §2 edit modules): the same sections
 * on PC, mobile and in the iframe. The module being edited from confirm is scrolled to and takes the
 * focus as its step opens (on the phone's one-page form it may be far down the page).
 */
export const ModuleSection = observer(function ModuleSection({ module }: { module: EstimateModule }) {
  const edited = useEstimate().edits.isEditing(module);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (edited) anchor.current?.focus();
  }, [edited]);
  return (
    <div ref={anchor} tabIndex={edited ? -1 : undefined} data-module={module} style={{ outline: 'none', scrollMarginTop: 16 }}>
      <FormPartBoundary>
        <ModuleSectionContent module={module} />
      </FormPartBoundary>
    </div>
  );
});

const ModuleSectionContent = observer(function ModuleSectionContent({ module }: { module: EstimateModule }) {
  const root = useRootStore();
  const flow = useEstimate();
  const form = flow.form;
  switch (module) {
    case 'fromAddress':
    case 'toAddress':
      return <AddressModuleSection module={module} form={form} />;
    case 'schedule':
      return <ScheduleSection form={form} today={root.today()} />;
    case 'belongingsCounts':
      return <BelongingsSection form={form} />;
    case 'contactInfo':
      return <ContactSection form={form} />;
    case 'company': {
      const detail = form.detailCompany;
      return (
        <CompanySection
          form={form}
          label={t(/*i18n*/ '見積りを依頼する引越し業者')}
          groups={companyGroups(form.companies.listing.listed)}
          detail={detail ? { id: detail.kissCd, name: detail.name, price: null, rating: null, languages: detail.languages } : null}
        />
      );
    }
    case 'otherRequests':
      return <OtherRequestsSection />;
    case 'alliance':
      return <AllianceSection alliances={form.alliances} label={t(/*i18n*/ 'あわせて申し込めるサービス')} />;
  }
});
