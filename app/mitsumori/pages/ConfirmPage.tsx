import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { ConfirmFloatingFooter } from '../../../ui/ConfirmFloatingFooter/index.ts';
import { ConfirmModuleBlock } from '../../moving-form/sections/ConfirmModuleBlock.tsx';
import { ConfirmToggle } from '../../wizard/ConfirmToggle.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useEstimate } from '../flowContext.ts';
import { MODULE_TITLES, ModuleSummary } from '../sections/ModuleSummary.tsx';
import { modulesShown } from '../store/layouts.ts';

const PRIVACY_TEXT =
  /*i18n*/ 'ご入力いただいた個人情報は、お選びいただいた引越し業者と提携サービスへの見積り依頼の取次ぎと、そのご連絡のためにのみ利用します。';
const OTHER_INFO_TEXT =
  /*i18n*/ '見積り依頼後、各引越し業者からメールまたはお電話でご連絡があります。概算料金は入力内容にもとづく目安で、訪問見積りで変わることがあります。';

/** Confirm: every module with its edit button, the privacy policy and other info, and the quote button (spec §2, §4). */
export const ConfirmPage = observer(function ConfirmPage() {
  const flow = useEstimate();
  const lastInputStep = flow.layout.inputSteps[flow.layout.inputSteps.length - 1];
  return (
    <StepSection title={t(/*i18n*/ '入力内容の確認')} onBack={lastInputStep === undefined ? undefined : () => flow.navigator.goTo(lastInputStep)}>
      <ConfirmToggle title={t(/*i18n*/ '個人情報の取り扱いについて')}>{t(PRIVACY_TEXT)}</ConfirmToggle>
      {modulesShown(flow.layout).map((module) => (
        <ConfirmModuleBlock key={module} module={module} title={t(MODULE_TITLES[module])} onEdit={() => flow.edit(module)}>
          <ModuleSummary module={module} />
        </ConfirmModuleBlock>
      ))}
      <ConfirmToggle title={t(/*i18n*/ 'その他のご案内')}>{t(OTHER_INFO_TEXT)}</ConfirmToggle>
      <ConfirmToggle title={t(/*i18n*/ '個人情報の取り扱いについて')}>{t(PRIVACY_TEXT)}</ConfirmToggle>
      {/* Floats at the bottom of a phone's screen while the visitor reads; in place on PC. */}
      <ConfirmFloatingFooter submitLabel={t(/*i18n*/ 'この内容で見積りを依頼する')} onSubmit={() => void flow.requestEstimate()} submitting={flow.sending} />
    </StepSection>
  );
});
