import type { Meta } from '@storybook/react-vite';
import { createEstimateFlow, renderEstimate } from '../../app/mitsumori/flowBoot.tsx';
import type { EstimateStore } from '../../app/mitsumori/store/EstimateStore.ts';
import type { FakeApi } from '../../app/testing/fakeApi.ts';
import { fillContact, fillMove, oneAddressForThePostalCode, requestEstimate, toConfirm } from './support/estimateSteps.ts';
import { atBothWidths, flowPage } from './support/flowPage.tsx';

/**
 * The estimate form (/mitsumori/, spec §2): on a PC its two input steps, on a phone the one
 * page whose contact part opens once the move is filled; then confirm, the partner-services page,
 * complete, and the 409 of a visitor holding a quick booking. Real pages and store; the API is
 * answered by Mock Service Worker.
 */
const meta = {
  title: 'Pages/Estimate',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

// As app/mitsumori/main.tsx boots the flow: the layout follows the device (phone → one page).
const boot = { createFlow: createEstimateFlow, render: renderEstimate };

function estimate(drive?: (flow: EstimateStore, api: FakeApi) => Promise<void>, server?: (api: FakeApi) => void) {
  return atBothWidths<EstimateStore>({
    boot,
    url: '/mitsumori/',
    drive,
    server: (api) => {
      oneAddressForThePostalCode(api);
      server?.(api);
    },
  });
}

const empty = estimate();
/** A phone gets every part on one page (spec §2). */
export const InputPhone = empty.phone;
export const Step1PC = empty.pc;

/** Next pressed with nothing filled: every field says what it needs. */
const refused = estimate(async (flow) => flow.next('step1'));
export const InputRefusedPhone = refused.phone;
export const Step1RefusedPC = refused.pc;

/** The move filled: on a phone the contact part opens below it, on a PC next is ready. */
const moveFilled = estimate(fillMove);
export const InputMoveFilledPhone = moveFilled.phone;
export const Step1FilledPC = moveFilled.pc;

/** On a phone, the visitor keeps to the estimate (not quick booking): the contact part opens, here filled in. */
export const InputContactPartPhone = flowPage<EstimateStore>('phone', {
  boot,
  url: '/mitsumori/',
  server: oneAddressForThePostalCode,
  drive: async (flow) => {
    await fillMove(flow);
    flow.recommendation.chooseEstimate();
    fillContact(flow);
  },
});

/** PC step 2: contact, the companies listed for the move, other requests, partner services. */
export const Step2PC = flowPage<EstimateStore>('pc', {
  boot,
  url: '/mitsumori/',
  server: oneAddressForThePostalCode,
  drive: async (flow) => {
    await fillMove(flow);
    flow.next('step1');
  },
});

const confirm = estimate(toConfirm);
export const ConfirmPhone = confirm.phone;
export const ConfirmPC = confirm.pc;

/** Sent without ticking the partner services: the page offering them (spec §4). */
const alliance = estimate(requestEstimate);
export const AlliancePhone = alliance.phone;
export const AlliancePC = alliance.pc;

const complete = estimate(async (flow) => {
  await requestEstimate(flow);
  flow.skipAlliances();
});
export const CompletePhone = complete.phone;
export const CompletePC = complete.pc;

/** 409: the visitor holds an open quick booking (spec §8). */
const duplicate = estimate(requestEstimate, (api) => (api.estimateAnswer = 'duplicate'));
export const DuplicateBookingPhone = duplicate.phone;
export const DuplicateBookingPC = duplicate.pc;
