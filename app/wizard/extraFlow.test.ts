import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE } from '../../domain/flows/urls.ts';
import { hasNoErrors } from '../../domain/validation/ruleList.ts';
import { errorsOfParts, fieldsOfPart, initialValuesOfParts, type FormPart } from '../forms/formPart.ts';
import { StepForms } from '../forms/StepForms.ts';
import { CONTACT_PART } from '../forms/parts/contactPart.ts';
import { FROM_ADDRESS_PART, TO_ADDRESS_PART, type MovingPartContext } from '../moving-form/parts.ts';
import { MemoryHistory } from '../stores/history.ts';
import { MemoryStorage, type KeyValueStorage } from '../stores/storage.ts';
import { describeWizardNavigation, type WizardFlow } from './describeWizardNavigation.ts';
import { EditSession } from './EditSession.ts';
import { FlowPersistence } from './FlowPersistence.ts';
import { hasShapeOf } from './shape.ts';
import { StepNavigator } from './StepNavigator.ts';

/*
 * The proof of "Adding a flow" (README.md here, issue 36): a flow the product does not have, a single
 * item moved across town, made from the kit and the form parts alone, in this file: two input steps,
 * one part of its own (the item) beside two of the moving form's (the route, the contact), confirm
 * and complete. The shared navigation suite runs against it as against the product's flows.
 */

type Step = 'step1' | 'step2' | 'confirm' | 'complete';
type Module = 'route' | 'item' | 'contact';

const PATHS: Readonly<Record<Step, string>> = { step1: '/tanpin/', step2: '/tanpin/step2/', confirm: '/tanpin/confirm/', complete: '/tanpin/complete/' };

/** The flow's own part: what is moved, and how big it is. */
const ITEM_PART: FormPart<{ item: string; itemSize: '' | 'small' | 'large' }> = {
  name: 'item',
  initialValues: () => ({ item: '', itemSize: '' }),
  errors: (values) => ({
    item: values.item.trim() === '' ? '運ぶ物を入力してください。' : undefined,
    itemSize: values.itemSize === '' ? '大きさを選んでください。' : undefined,
  }),
};

/** Each module's parts and step; a step's fields and rules are its modules' parts'. */
const MODULE_PARTS: Readonly<Record<Module, readonly FormPart<object, MovingPartContext>[]>> = {
  route: [FROM_ADDRESS_PART, TO_ADDRESS_PART],
  item: [ITEM_PART],
  contact: [CONTACT_PART],
};
const MODULE_STEPS: Readonly<Record<Module, Step>> = { route: 'step1', item: 'step2', contact: 'step2' };
const EVERY_PART = Object.values(MODULE_PARTS).flat();
const partsOn = (step: Step) => (Object.keys(MODULE_PARTS) as Module[]).filter((module) => MODULE_STEPS[module] === step).flatMap((module) => MODULE_PARTS[module]);

/** The moving form's rules read as the reservation's (a house number required, the phone asked with the rest). */
const RULES_CONTEXT: MovingPartContext = { flow: 'reservation', companiesRule: () => undefined, postalMessage: undefined, emailMessage: undefined, phoneOptional: false };

type Values = Record<string, unknown>;
const TODAY = new Date(2026, 10, 23, 10);
const INITIAL: Values = initialValuesOfParts(EVERY_PART, TODAY);

/** The flow's store: the kit's navigator, edits, persistence and step forms over its parts. */
class SingleItemFlow implements WizardFlow<Step, Module> {
  readonly navigator: StepNavigator<Step>;
  readonly edits: EditSession<Module, Step>;
  readonly persistence: FlowPersistence<{ values: Values }>;
  readonly fields: StepForms<Step, Values>;
  sent: Values | null = null;
  readonly #stopSaving: () => void;

  constructor(history: MemoryHistory, storage: KeyValueStorage) {
    this.persistence = new FlowPersistence(storage, { key: 'tanpin:state', version: 1, parse: (stored) => (hasShapeOf(stored, { values: INITIAL }) ? (stored as { values: Values }) : undefined) });
    const steps = { step1: partsOn('step1').flatMap(fieldsOfPart), step2: partsOn('step2').flatMap(fieldsOfPart) };
    this.fields = new StepForms<Step, Values>({
      steps,
      initialValues: { ...INITIAL, ...this.persistence.restore()?.values },
      validate: (step, values) => errorsOfParts(partsOn(step), values, RULES_CONTEXT),
      onSubmit: (step) => void this.edits.finishOrAdvance(step),
    });
    this.navigator = new StepNavigator<Step>(
      {
        paths: PATHS,
        inputSteps: ['step1', 'step2'],
        isComplete: (step) => hasNoErrors(errorsOfParts(partsOn(step), this.fields.values, RULES_CONTEXT)),
        redirect: (target) => (target === 'complete' && this.sent === null ? 'confirm' : undefined),
        endSteps: ['complete'],
        unknownPathUrl: FALLBACK_PAGE,
      },
      history,
    );
    this.edits = new EditSession<Module, Step>(this.navigator, { moduleSteps: MODULE_STEPS, returnStep: 'confirm' });
    this.#stopSaving = this.persistence.autosave(() => ({ values: this.fields.values }));
    this.navigator.start();
  }

  /** Confirm's send: the values as the flow's request, then complete. */
  send(): void {
    this.sent = this.fields.values;
    this.navigator.goTo('complete');
  }

  dispose(): void {
    this.#stopSaving();
    this.fields.dispose();
    this.edits.dispose();
    this.navigator.dispose();
  }
}

const ROUTE = { fromPrefecture: '13', fromCity: '13104', fromDistrict: '131040001', fromHouseNumber: '1-2-3', toPrefecture: '13', toCity: '13112' };
const ITEM_AND_CONTACT = { item: 'ピアノ', itemSize: 'large', name: '山田太郎', nameKana: 'ヤマダタロウ', email: 'taro@example.jp', tel: '09012345678' };

async function completeStep(flow: SingleItemFlow, step: Step): Promise<void> {
  flow.fields.change(step === 'step1' ? ROUTE : ITEM_AND_CONTACT);
  flow.fields.submit(step);
  await Promise.resolve();
}

describeWizardNavigation<Step, Module, SingleItemFlow>({
  name: 'a single-item move made from the kit',
  paths: PATHS,
  firstStep: 'step1',
  confirmStep: 'confirm',
  create: (history, storage) => new SingleItemFlow(history, storage),
  completeStep,
  edit: { module: 'item', finish: (flow) => completeStep(flow, 'step2') },
});

describe('a single-item move made from the kit', () => {
  it('holds its own part beside the moving form\'s, with their rules on their step', async () => {
    const flow = new SingleItemFlow(new MemoryHistory(PATHS.step1), new MemoryStorage());
    await completeStep(flow, 'step1');
    expect(flow.navigator.step).toBe('step2');
    flow.fields.submit('step2');
    await Promise.resolve();
    expect(flow.navigator.step).toBe('step2');
    expect(flow.fields.form('step2').getState().errors).toMatchObject({ item: '運ぶ物を入力してください。', itemSize: '大きさを選んでください。', email: expect.any(String) });
    await completeStep(flow, 'step2');
    expect(flow.navigator.step).toBe('confirm');
    flow.send();
    expect(flow.sent).toMatchObject({ ...ROUTE, ...ITEM_AND_CONTACT });
    expect(flow.navigator.step).toBe('complete');
    flow.dispose();
  });
});
