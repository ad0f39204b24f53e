import { makeAutoObservable } from 'mobx';
import type { StepNavigator } from './StepNavigator.ts';

export interface EditSessionConfig<M extends string, S extends string> {
  /** The step holding each module the confirm page can edit (spec §2). */
  readonly moduleSteps: Readonly<Record<M, S>>;
  /** Where a finished edit returns: the confirm step. */
  readonly returnStep: S;
  /**
   * Runs when an edit is finished, in place of the plain return to `returnStep` (quick booking
   * re-checks the price first). The edit has already ended when it runs.
   */
  onFinish?(module: M): Promise<void> | void;
  /** End the edit as soon as its step is entered, so the edit is only a jump (the reservation flow, spec §2). */
  readonly clearOnEnter?: boolean;
}

/**
 * An edit started from confirm: the module being edited jumps to its step, finishing the step
 * returns to confirm (through the flow's hook), and showing any other step (back, browser back)
 * ends the edit, so a later ordinary visit of the step behaves as the ordinary step.
 */
export class EditSession<M extends string, S extends string> {
  /** The module being edited, or null outside an edit. */
  module: M | null = null;
  readonly #navigator: StepNavigator<S>;
  readonly #config: EditSessionConfig<M, S>;
  readonly #stop: () => void;

  constructor(navigator: StepNavigator<S>, config: EditSessionConfig<M, S>) {
    this.#navigator = navigator;
    this.#config = config;
    makeAutoObservable(this, {}, { autoBind: true });
    this.#stop = navigator.onShow((step) => this.#entered(step));
  }

  dispose(): void {
    this.#stop();
  }

  /** Whether an edit is under way, or an edit of `module` when one is given. */
  isEditing(module?: M): boolean {
    return module === undefined ? this.module !== null : this.module === module;
  }

  /** The step holding `module`. */
  moduleStepOf(module: M): S {
    return this.#config.moduleSteps[module];
  }

  /** Starts editing `module`: its step is shown with a new history entry. */
  start(module: M): void {
    this.module = module;
    this.#navigator.goTo(this.#config.moduleSteps[module]);
  }

  /**
   * Goes on with an edit of `module` begun on the page in the other language (the language switch
   * hands it over): only while `module`'s step is the one showing, as it was when the visitor left.
   */
  resume(module: M): void {
    if (this.#navigator.step === this.#config.moduleSteps[module]) this.module = module;
  }

  /** Finishes the edit: the flow's hook runs, or the visitor returns to confirm. */
  async finish(): Promise<void> {
    const module = this.module;
    this.module = null;
    if (module !== null && this.#config.onFinish) {
      await this.#config.onFinish(module);
      return;
    }
    this.#navigator.goTo(this.#config.returnStep);
  }

  /**
   * A step's next, in every flow (spec §2): finishes the edit under way (of `module` when given),
   * or outside one runs `advance`, the step's own way on.
   */
  finishOr(advance: () => void | Promise<void>, module?: M): Promise<void> {
    return this.isEditing(module) ? this.finish() : Promise.resolve(advance());
  }

  /**
   * The next of an input step whose way on is the following input step (the moving-request flows,
   * any flow of the kit's own): finishes the edit under way, else shows the input step after `step`,
   * or the return step (confirm) after the last.
   */
  finishOrAdvance(step: S): Promise<void> {
    const steps = this.#navigator.config.inputSteps;
    return this.finishOr(() => this.#navigator.goTo(steps[steps.indexOf(step) + 1] ?? this.#config.returnStep));
  }

  /** A step's back, in every flow: to confirm while an edit is under way (showing it ends the edit), else to `previous`. */
  backTo(previous: S): void {
    this.#navigator.goTo(this.isEditing() ? this.#config.returnStep : previous);
  }

  // Called inside the navigator's show action.
  #entered(step: S): void {
    if (this.module === null) return;
    if (this.#config.clearOnEnter || this.#config.moduleSteps[this.module] !== step) this.module = null;
  }
}
