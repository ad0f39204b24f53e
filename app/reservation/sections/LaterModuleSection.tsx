import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import type { PricedCompany } from '../../../domain/api/company.ts';
import { MAX_RESERVATION_COMPANIES } from '../../../domain/validation/companyRules.ts';
import type { CompanyChoiceGroup } from '../../../ui/CompanyChoiceList/index.ts';
import { recipientOf } from '../../moving-form/sections/recipientOf.ts';
import { AllianceSection } from '../../moving-form/sections/AllianceSection.tsx';
import { CompanySection } from '../../moving-form/sections/CompanySection.tsx';
import { ContactSection, OtherRequestsSection } from '../../moving-form/sections/ContactSection.tsx';
import { useReservation } from '../flowContext.ts';
import type { LaterModule } from '../store/modules.ts';

/** A company as the choice list and the detail modal show it: price and its lines, its reviews' summary, logo, and 「英語対応」 / 'English spoken' from its languages (issue 28). */
function choiceOf(company: PricedCompany) {
  // A choice always has a price (null: none given), where a recipient may omit it.
  return { ...recipientOf(company), price: company.price, reviews: company.reviews, languages: company.languages };
}

/** The modules after step 1 (contact, companies, partners, other requests): loaded when a later step first shows. */
export const LaterModuleSection = observer(function LaterModuleSection({ module }: { module: LaterModule }) {
  const flow = useReservation();
  const form = flow.form;
  switch (module) {
    case 'contactInfo':
      return <ContactSection form={form} />;
    case 'company': {
      const groups: CompanyChoiceGroup[] = [{ id: 'companies', companies: form.companies.listing.listed.map(choiceOf) }];
      const detail = form.detailCompany;
      return (
        <CompanySection
          form={form}
          label={t(/*i18n*/ '仮予約を依頼する引越し業者')}
          groups={groups}
          detail={detail ? choiceOf(detail) : null}
          maxSelected={MAX_RESERVATION_COMPANIES}
          averagePrice={form.averagePrice}
        />
      );
    }
    case 'alliance':
      return <AllianceSection alliances={form.alliances} label={t(/*i18n*/ 'あわせて申し込めるサービス')} />;
    case 'otherRequests':
      return <OtherRequestsSection />;
  }
});
