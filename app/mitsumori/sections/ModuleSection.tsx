import { observer } from 'mobx-react-lite';
import { lazy, useEffect, useRef } from 'react';
import { t } from '../../../domain/i18n/i18n.ts';
import { AddressModuleSection } from '../../moving-form/sections/AddressSection.tsx';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { FormPartBoundary } from '../../wizard/FormPartBoundary.tsx';
import { useEstimate } from '../flowContext.ts';
import type { EstimateModule } from '../store/layouts.ts';
import { useMoveSections } from './moveSections.ts';

// The contact part (PC step 2, the mobile page once its checks pass) loads after step 1 shows.
const ContactSection = lazy(() => import('../../moving-form/sections/ContactSection.tsx').then((module) => ({ default: module.ContactSection })));
const OtherRequestsSection = lazy(() => import('../../moving-form/sections/ContactSection.tsx').then((module) => ({ default: module.OtherRequestsSection })));
const EstimateCompanySection = lazy(() => import('./EstimateCompanySection.tsx').then((module) => ({ default: module.EstimateCompanySection })));
const AllianceSection = lazy(() => import('../../moving-form/sections/AllianceSection.tsx').then((module) => ({ default: module.AllianceSection })));

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
  const { Schedule, Belongings } = useMoveSections();
  switch (module) {
    case 'fromAddress':
    case 'toAddress':
      return <AddressModuleSection module={module} form={form} />;
    case 'schedule':
      return <Schedule form={form} today={root.today()} />;
    case 'belongingsCounts':
      return <Belongings form={form} />;
    case 'contactInfo':
      return <ContactSection form={form} />;
    case 'company':
      return <EstimateCompanySection form={form} />;
    case 'otherRequests':
      return <OtherRequestsSection />;
    case 'alliance':
      return <AllianceSection alliances={form.alliances} label={t(/*i18n*/ 'あわせて申し込めるサービス')} />;
  }
});
