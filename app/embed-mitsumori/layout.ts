import { EMBEDDED_ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import type { Message } from '../../domain/i18n/message.ts';
import type { EstimateInputStep, EstimateLayout } from '../mitsumori/store/layouts.ts';

/**
 * The estimate form in a partner's iframe (spec §2 "Edit modules, iframe"): step 1 the two
 * addresses, step 2 schedule, belongings and other requests, step 3 contact and companies;
 * then confirm and complete, on a memory history (the URL never changes). The iframe has no
 * alliance module (nor, after sending, the alliance page); the store still names a step for it.
 */
export const EMBEDDED_LAYOUT: EstimateLayout = {
  device: 'iframe',
  paths: EMBEDDED_ESTIMATE_PATHS,
  inputSteps: ['step1', 'step2', 'step3'],
  moduleSteps: {
    fromAddress: 'step1',
    toAddress: 'step1',
    schedule: 'step2',
    belongingsCounts: 'step2',
    otherRequests: 'step2',
    contactInfo: 'step3',
    company: 'step3',
    alliance: 'step3',
  },
  omittedModules: ['alliance'],
};

/** The headings of the embedded input steps, read in the page's language when shown. */
export const EMBEDDED_STEP_TITLES: Readonly<Record<EstimateInputStep, Message>> = {
  step1: /*i18n*/ '引越し元と引越し先を入力してください',
  step2: /*i18n*/ '日程とお荷物を入力してください',
  step3: /*i18n*/ 'お客様情報と依頼先を入力してください',
};

/** The progress labels of the embedded input steps and confirm, likewise. */
export const EMBEDDED_PROGRESS: readonly Message[] = [/*i18n*/ '住所', /*i18n*/ '日程・荷物', /*i18n*/ 'お客様情報', /*i18n*/ '入力内容の確認'];
