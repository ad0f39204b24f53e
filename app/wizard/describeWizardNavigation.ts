import { describe, expect, it } from 'vitest';
import { MemoryHistory } from '../stores/history.ts';
import { MemoryStorage, type KeyValueStorage } from '../stores/storage.ts';
import type { EditSession } from './EditSession.ts';
import type { FlowPersistence } from './FlowPersistence.ts';
import type { StepNavigator } from './StepNavigator.ts';

/** What the shared suite reads of a flow store built on the kit. */
export interface WizardFlow<S extends string, M extends string> {
  readonly navigator: StepNavigator<S>;
  readonly edits: EditSession<M, S>;
  readonly persistence: FlowPersistence<unknown>;
  dispose(): void;
}

/** One flow's configuration for the shared navigation suite. */
export interface WizardNavigationCase<S extends string, M extends string, F extends WizardFlow<S, M>> {
  /** The flow's name in the test report. */
  name: string;
  /** The URL of each step (from domain/flows/). */
  paths: Readonly<Record<S, string>>;
  /** The step a first visit opens (the flow's entry URL). */
  firstStep: S;
  /** A fresh flow store on `history` and `storage`, as its entry point builds it. */
  create(history: MemoryHistory, storage: KeyValueStorage): F;
  /** Fills the shown input step `step` through the flow's own actions, as the visitor's next does, and waits for what follows. */
  completeStep(flow: F, step: S): Promise<void>;
  /** The step the visitor reaches once every input step is filled (confirm). */
  confirmStep: S;
  /** A module the confirm page edits, and how the visitor finishes its step while editing. */
  edit: {
    module: M;
    finish(flow: F): Promise<void>;
    /** The flow ends the edit as soon as the module's step shows (EditSession clearOnEnter: reservation, spec §2). */
    clearsOnEnter?: boolean;
  };
}

/**
 * The navigation every step flow must get right, run against a flow's own configuration: guards,
 * unknown paths, back and forward, edit from confirm and return, leaving an edit backwards,
 * persistence and its validation, and the reload flag.
 */
export function describeWizardNavigation<S extends string, M extends string, F extends WizardFlow<S, M>>(flowCase: WizardNavigationCase<S, M, F>): void {
  function open(url: string, storage: KeyValueStorage = new MemoryStorage()) {
    const history = new MemoryHistory(url);
    const flow = flowCase.create(history, storage);
    return { flow, history, storage, paths: flow.navigator.config.paths, inputSteps: flow.navigator.config.inputSteps };
  }

  async function toConfirm(flow: F): Promise<void> {
    for (const step of flow.navigator.config.inputSteps) {
      expect(flow.navigator.step).toBe(step);
      await flowCase.completeStep(flow, step);
    }
    expect(flow.navigator.step).toBe(flowCase.confirmStep);
  }

  describe(`${flowCase.name}: wizard navigation`, () => {
    it('walks the input steps in order, pushing each step’s URL', async () => {
      const { flow, history, paths } = open(flowCase.paths[flowCase.firstStep]);
      for (const step of flow.navigator.config.inputSteps) {
        await flowCase.completeStep(flow, step);
        expect(history.pathname).toBe(paths[flow.navigator.step]);
      }
      expect(flow.navigator.step).toBe(flowCase.confirmStep);
      expect(history.entries.length).toBe(flow.navigator.config.inputSteps.length + 1);
    });

    it('sends a visitor asking for a later step to the earliest incomplete one and rewrites the URL', () => {
      const { flow, history, paths, inputSteps } = open(flowCase.paths[flowCase.confirmStep]);
      expect(flow.navigator.step).toBe(inputSteps[0]);
      expect(history.pathname).toBe(paths[inputSteps[0]!]);
      expect(history.entries).toHaveLength(1);
    });

    it('leaves for the fallback page on a path outside the flow', () => {
      const { flow, history } = open(`${flowCase.paths[flowCase.firstStep]}no-such-step/`);
      expect(history.leftTo).toBe(flow.navigator.config.unknownPathUrl);
    });

    it('maps browser back and forward to the steps', async () => {
      const { flow, history, inputSteps } = open(flowCase.paths[flowCase.firstStep]);
      await flowCase.completeStep(flow, inputSteps[0]!);
      const second = flow.navigator.step;
      history.go(-1);
      expect(flow.navigator.step).toBe(inputSteps[0]);
      history.go(1);
      expect(flow.navigator.step).toBe(second);
    });

    it('edits a module from confirm and returns to confirm when the step is finished', async () => {
      const { flow, history, paths } = open(flowCase.paths[flowCase.firstStep]);
      await toConfirm(flow);
      const moduleStep = flow.edits.moduleStepOf(flowCase.edit.module);
      flow.edits.start(flowCase.edit.module);
      expect(flow.navigator.step).toBe(moduleStep);
      expect(history.pathname).toBe(paths[moduleStep]);
      expect(flow.edits.isEditing(flowCase.edit.module)).toBe(flowCase.edit.clearsOnEnter !== true);
      await flowCase.edit.finish(flow);
      expect(flow.navigator.step).toBe(flowCase.confirmStep);
      expect(flow.edits.isEditing()).toBe(false);
    });

    it('ends the edit when the visitor goes back from the edited step', async () => {
      const { flow, history } = open(flowCase.paths[flowCase.firstStep]);
      await toConfirm(flow);
      flow.edits.start(flowCase.edit.module);
      history.go(-1);
      expect(flow.navigator.step).toBe(flowCase.confirmStep);
      expect(flow.edits.isEditing()).toBe(false);
    });

    it('restores the inputs on a reload and flags it as a reload', async () => {
      const storage = new MemoryStorage();
      const first = open(flowCase.paths[flowCase.firstStep], storage);
      expect(first.flow.persistence.isReload).toBe(false);
      await flowCase.completeStep(first.flow, first.inputSteps[0]!);
      const second = first.flow.navigator.step;
      first.flow.dispose();
      const reloaded = open(first.paths[second], storage);
      expect(reloaded.flow.persistence.isReload).toBe(true);
      expect(reloaded.flow.navigator.step).toBe(second);
    });

    it('drops a stored state of another version or edited by hand, and starts afresh', async () => {
      const storage = new MemoryStorage();
      const first = open(flowCase.paths[flowCase.firstStep], storage);
      await flowCase.completeStep(first.flow, first.inputSteps[0]!);
      const second = first.flow.navigator.step;
      const key = first.flow.persistence.key;
      first.flow.dispose();
      const stored = JSON.parse(storage.getItem(key) ?? 'null') as { version: number; state: unknown };
      const tampered = [
        '{not json',
        JSON.stringify({ ...stored, version: stored.version - 1 }),
        JSON.stringify({ version: stored.version, state: 'hand edited' }),
        JSON.stringify({ version: stored.version, state: { inputs: 42 } }),
        JSON.stringify(stored.state),
      ];
      for (const text of tampered) {
        storage.setItem(key, text);
        const reloaded = open(first.paths[second], storage);
        expect(reloaded.flow.navigator.step).toBe(first.inputSteps[0]);
        reloaded.flow.dispose();
      }
    });
  });
}
