import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiFieldError } from '../../domain/api/errors.ts';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { ERROR_PAGE, FALLBACK_PAGE } from '../../domain/flows/urls.ts';
import type { ApiResult } from '../api/http.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { BusyTracker } from '../wizard/BusyTracker.ts';
import { EditSession } from '../wizard/EditSession.ts';
import { FlowPersistence, type FlowPersistenceConfig } from '../wizard/FlowPersistence.ts';
import { StepNavigator } from '../wizard/StepNavigator.ts';
import { movingFormDepsOf } from './formDeps.ts';
import type { ListedCompany } from './CompanySelection.ts';
import type { MovingFormConfig, MovingFormState } from './movingFormTypes.ts';
import { MovingFormStore } from './MovingFormStore.ts';
import type { MovingFormPart } from './parts.ts';

/** HTTP status of a request from a contact that holds a quick booking (spec §8). */
const DUPLICATE_STATUS = 409;

/** Where sending the request stands (spec §4 "Reserve request": started, done, failed). */
export type SendStatus = 'idle' | 'started' | 'done' | 'failed';

/** What a sent request led to: the flow's account of the answer, or the duplicate-booking refusal of a 409 (spec §8). */
export type RequestOutcome<Sent> = Sent | { kind: 'duplicate' };

/** What a moving-request flow keeps in session storage at least: the form, and the outcome so a reload of complete still shows it. */
export interface MovingRequestSavedState<S, C, Sent> {
  form: MovingFormState<S, C>;
  outcome: RequestOutcome<Sent> | null;
}

/** What a flow sending a moving request is made of: its form, steps, modules and storage. */
export interface MovingRequestConfig<Step extends string, Module extends string, S extends object, C, Q, Saved> {
  form: MovingFormConfig<S, C, Q>;
  persistence: FlowPersistenceConfig<Saved>;
  /** The URL of each step (from domain/flows/). */
  paths: Readonly<Record<Step, string>>;
  /** The steps that take input, in order. */
  inputSteps: readonly Step[];
  /** Where a finished edit returns, and the step shown once the request is answered. */
  confirmStep: Step;
  completeStep: Step;
  /** The modules shown, in page order. */
  modules: readonly Module[];
  /** The step of each module; a module the layout leaves out still names one, where its fields sit. */
  moduleSteps: Readonly<Record<Module, Step>>;
  /** The parts of the moving form each module shows. */
  moduleParts: Readonly<Record<Module, readonly MovingFormPart[]>>;
  /** Arriving at a module's step ends its edit, so the edit is only a jump (reservation, spec §2). */
  clearEditOnEnter?: boolean;
}

/** One request as a flow sends it: its body, its call, and what its answer means. */
export interface MovingRequestCall<Body, Answer, Sent> {
  /** The body of the form's values (undefined while the person count is missing). */
  body(master: readonly BelongingsCategory[]): Body | undefined;
  submit(body: Body): Promise<ApiResult<Answer>>;
  sent(answer: Answer, body: Body): Sent;
  /** A 409 the flow answers itself (its companies' day filled up, 1002): true when it did. */
  refused?(errors: readonly ApiFieldError[]): boolean;
}

/**
 * What the estimate and reservation flows share on the wizard kit: the moving form with one
 * final-form form per step, the steps with their guards and URLs, edits from confirm, storage, and
 * sending the request with the flow's answer, its 409 duplicate path, the error page and complete.
 * A flow extends it with its configuration and what is its own, and calls `start` last.
 */
export abstract class MovingRequestStore<Step extends string, Module extends string, S extends object, C extends ListedCompany, Q, Sent extends { kind: 'sent' }, Saved extends MovingRequestSavedState<S, C, Sent>> {
  outcome: RequestOutcome<Sent> | null;
  sendStatus: SendStatus = 'idle';

  readonly form: MovingFormStore<S, C, Q, Step>;
  readonly busy = new BusyTracker();
  readonly navigator: StepNavigator<Step>;
  readonly edits: EditSession<Module, Step>;
  readonly persistence: FlowPersistence<Saved>;
  protected readonly root: RootStore;
  /** The state a reload found, for the flow's own parts of it. */
  protected readonly saved: Saved | undefined;
  readonly #config: MovingRequestConfig<Step, Module, S, C, Q, Saved>;
  readonly #disposers: (() => void)[] = [];

  protected constructor(root: RootStore, config: MovingRequestConfig<Step, Module, S, C, Q, Saved>) {
    this.root = root;
    this.#config = config;
    this.persistence = new FlowPersistence(root.storage, config.persistence);
    this.saved = this.persistence.restore();
    this.outcome = this.saved?.outcome ?? null;
    this.form = new MovingFormStore(config.form, movingFormDepsOf(root), { parts: stepPartsOf(config), onNext: (step) => this.proceed(step) }, this.saved?.form);
    this.navigator = new StepNavigator<Step>(
      {
        paths: config.paths,
        inputSteps: config.inputSteps,
        isComplete: (step) => this.isStepComplete(step),
        redirect: (target) => this.redirect(target),
        endSteps: [config.completeStep],
        unknownPathUrl: FALLBACK_PAGE,
        onEnter: (step) => this.entered(step),
      },
      root.history,
    );
    this.edits = new EditSession<Module, Step>(this.navigator, { moduleSteps: config.moduleSteps, returnStep: config.confirmStep, clearOnEnter: config.clearEditOnEnter });
    makeObservable(this, { outcome: observableRef, sendStatus: observable, step: computed, sending: computed, edit: action });
  }

  /** Follows the values and the URL from now on, keeping `savedState` in storage; the flow's constructor calls it last. */
  protected start(savedState: () => Saved): void {
    this.form.start();
    this.#disposers.push(this.persistence.autosave(savedState), () => this.form.dispose(), () => this.edits.dispose(), () => this.navigator.dispose());
    this.navigator.start();
  }

  /** Runs `dispose` when the flow is disposed (a reaction of the flow's own). */
  protected onDispose(dispose: () => void): void {
    this.#disposers.push(dispose);
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
  }

  get step(): Step {
    return this.navigator.step;
  }

  /** The request is on its way: the confirm button waits. */
  get sending(): boolean {
    return this.sendStatus === 'started';
  }

  /** Whether a module holds what it needs (spec §5). */
  isModuleComplete(module: Module): boolean {
    return this.form.isComplete(this.#config.moduleParts[module]);
  }

  isStepComplete(step: Step): boolean {
    return this.#modulesOn(step).every((module) => this.isModuleComplete(module));
  }

  /** Next on an input step: its form checks it; refused, every error shows, else the flow goes on (proceed). */
  next(step: Step): void {
    this.form.fields.submit(step);
  }

  /** Edit from confirm: the module's step shows. */
  edit(module: Module): void {
    this.edits.start(module);
  }

  /** The first module shown still incomplete, in page order. */
  protected firstIncompleteModule(): Module | undefined {
    return this.#config.modules.find((module) => !this.isModuleComplete(module));
  }

  /** Presses next on `step` for the visitor, so every error of the step shows (a send found it incomplete). */
  protected refuse(step: Step): void {
    if (this.form.fields.has(step)) this.form.fields.submit(step);
  }

  /** A step passed its rules: the edit from confirm is finished, or the following input step (or confirm) shows. */
  protected proceed(step: Step): void {
    void this.edits.finishOrAdvance(step);
  }

  /**
   * Sends the request (spec §4, §7, §8) under the overlay: the belongings master loads, the body
   * is built and the call made. Success or a 409 (the contact holds a quick booking) show complete
   * with the outcome and clear the inputs, so going back starts a new request; a 409 the flow
   * answers itself stays where the flow puts the visitor; anything else leaves for the error page.
   */
  protected async send<Body, Answer>(call: MovingRequestCall<Body, Answer, Sent>): Promise<void> {
    runInAction(() => (this.sendStatus = 'started'));
    const loaded = await this.busy.track('overlay', this.root.belongingsMaster.load());
    const body = loaded ? call.body(this.root.belongingsMaster.value) : undefined;
    if (body === undefined) return this.#leaveForError();
    const result = await this.busy.track('overlay', call.submit(body));
    if (result.kind === 'cancelled') return;
    if (result.kind === 'failed' && result.status !== DUPLICATE_STATUS) return this.#leaveForError();
    runInAction(() => {
      if (result.kind === 'failed' && call.refused?.(result.errors)) {
        this.sendStatus = 'failed';
        return;
      }
      this.sendStatus = result.kind === 'ok' ? 'done' : 'failed';
      this.outcome = result.kind === 'ok' ? call.sent(result.data, body) : { kind: 'duplicate' };
      this.form.reset();
      this.navigator.show(this.#config.completeStep, 'push');
    });
  }

  /** Where a visitor asking for `target` goes instead: complete needs an answer. */
  protected redirect(target: Step): Step | undefined {
    return target === this.#config.completeStep && this.outcome === null ? this.#config.confirmStep : undefined;
  }

  /**
   * A step shows: leaving complete for another step starts a new request (spec §2). Returns
   * whether it did, for the flow's own part of starting over.
   */
  protected entered(step: Step): boolean {
    if (step === this.#config.completeStep || this.outcome === null) return false;
    this.outcome = null;
    this.sendStatus = 'idle';
    return true;
  }

  #modulesOn(step: Step): Module[] {
    return this.#config.modules.filter((module) => this.#config.moduleSteps[module] === step);
  }

  #leaveForError(): void {
    runInAction(() => (this.sendStatus = 'failed'));
    this.navigator.leave(ERROR_PAGE);
  }
}

/** The parts on each step: every module's, a module the layout leaves out included (its fields need a form). */
function stepPartsOf<Step extends string, Module extends string>(config: {
  moduleSteps: Readonly<Record<Module, Step>>;
  moduleParts: Readonly<Record<Module, readonly MovingFormPart[]>>;
}): Partial<Record<Step, MovingFormPart[]>> {
  const parts: Partial<Record<Step, MovingFormPart[]>> = {};
  for (const module of Object.keys(config.moduleSteps) as Module[]) {
    const step = config.moduleSteps[module];
    parts[step] = [...(parts[step] ?? []), ...config.moduleParts[module]];
  }
  return parts;
}
