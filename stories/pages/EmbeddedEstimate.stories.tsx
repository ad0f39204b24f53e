import type { Meta } from '@storybook/react-vite';
import { createEmbeddedEstimate, type EmbeddedEstimate } from '../../app/embed-mitsumori/embeddedEstimate.ts';
import { EmbeddedEstimatePage } from '../../app/embed-mitsumori/EmbeddedEstimatePage.tsx';
import { fillContact, fillMove, oneAddressForThePostalCode, requestEstimate, toConfirm } from './support/estimateSteps.ts';
import { atBothWidths } from './support/flowPage.tsx';

/**
 * The estimate form in a partner's iframe (/embed-mitsumori/, spec §2): its three steps, confirm
 * and complete, at a phone's and a PC's width (the iframe is as wide as the partner makes it).
 * Real page and store (the signing of writes is the partner page's and left out here).
 */
const meta = {
  title: 'Pages/Embedded estimate form',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

// As app/embed-mitsumori/main.tsx boots the flow.
const boot = { createFlow: createEmbeddedEstimate, render: (flow: EmbeddedEstimate) => <EmbeddedEstimatePage flow={flow} /> };

function embedded(drive?: (flow: EmbeddedEstimate) => Promise<void>) {
  return atBothWidths<EmbeddedEstimate>({ boot, url: '/embed-mitsumori/', drive, server: oneAddressForThePostalCode });
}

const step1 = embedded();
export const Step1AddressesPhone = step1.phone;
export const Step1AddressesPC = step1.pc;

const step2 = embedded(async (flow) => {
  await fillMove(flow);
  flow.next('step1');
});
export const Step2ScheduleAndBelongingsPhone = step2.phone;
export const Step2ScheduleAndBelongingsPC = step2.pc;

const step3 = embedded(async (flow) => {
  await fillMove(flow);
  flow.next('step1');
  flow.next('step2');
});
export const Step3ContactAndCompaniesPhone = step3.phone;
export const Step3ContactAndCompaniesPC = step3.pc;

const step3Filled = embedded(async (flow) => {
  await fillMove(flow);
  flow.next('step1');
  flow.next('step2');
  fillContact(flow);
});
export const Step3FilledPhone = step3Filled.phone;
export const Step3FilledPC = step3Filled.pc;

const confirm = embedded(toConfirm);
export const ConfirmPhone = confirm.phone;
export const ConfirmPC = confirm.pc;

const complete = embedded(requestEstimate);
export const CompletePhone = complete.phone;
export const CompletePC = complete.pc;
