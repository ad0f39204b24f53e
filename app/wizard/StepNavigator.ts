import { makeAutoObservable } from 'mobx';
import { withTrailingSlash } from '../../domain/flows/urls.ts';
import type { AppHistory } from '../stores/history.ts';

/** What a flow declares about its steps; the navigator does the rest (spec §2 guards, URLs, back and forward). */
export interface StepFlowConfig<S extends string> {
  /** The URL of each step (from domain/flows/). */
  readonly paths: Readonly<Record<S, string>>;
  /** The steps that take input, in order: a guard sends a visitor to the first incomplete one. */
  readonly inputSteps: readonly S[];
  /** Whether an input step holds everything it needs. */
  isComplete(step: S): boolean;
  /**
   * Where a visitor asking for `target` goes instead, or undefined to let the input guard decide
   * (quick booking: confirm without the confirmed flag → step5; complete without a result → confirm).
   */
  redirect?(target: S): S | undefined;
  /** Steps shown once the flow has ended (complete, duplicate-error): when redirect lets them through, the inputs are not asked for. */
  readonly endSteps?: readonly S[];
  /** Where the browser goes for a path outside the flow (spec §2 fallback). */
  readonly unknownPathUrl: string;
  /** Runs each time a step is shown, after its URL: loads what the step needs. */
  onEnter?(step: S): void;
}

/** How showing a step treats the history: a new entry, the current one rewritten, or left alone. */
export type HistoryMode = 'push' | 'replace' | 'none';

/**
 * The current step of a flow and its URL. A visitor is sent to the earliest incomplete input step,
 * every move pushes the step's URL, browser back and forward show the step of the URL. With a
 * MemoryHistory the same navigator runs a flow whose page URL never changes (the embedded form).
 */
export class StepNavigator<S extends string> {
  step: S;
  readonly config: StepFlowConfig<S>;
  readonly #history: AppHistory;
  readonly #listeners = new Set<(step: S) => void>();
  #stopListening: (() => void) | undefined;

  constructor(config: StepFlowConfig<S>, history: AppHistory) {
    this.config = config;
    this.#history = history;
    const [first] = config.inputSteps;
    if (first === undefined) throw new Error('a flow needs at least one input step');
    this.step = first;
    makeAutoObservable(this, { config: false }, { autoBind: true });
  }

  /** The first input step still missing data, or undefined when all are filled. */
  get earliestIncompleteStep(): S | undefined {
    return this.config.inputSteps.find((step) => !this.config.isComplete(step));
  }

  /** The step a visitor may see when asking for `target`. */
  allowedStep(target: S): S {
    const { redirect, endSteps = [], inputSteps } = this.config;
    const elsewhere = redirect?.(target);
    if (elsewhere !== undefined && elsewhere !== target) return this.allowedStep(elsewhere);
    if (endSteps.includes(target)) return target;
    const missing = this.earliestIncompleteStep;
    if (missing === undefined) return target;
    const targetIndex = inputSteps.indexOf(target);
    // A step after the input steps (confirm) needs them all; an input step needs those before it.
    return targetIndex === -1 || inputSteps.indexOf(missing) < targetIndex ? missing : target;
  }

  /** The step a path shows, or undefined for a path outside the flow. */
  stepOfPath(pathname: string): S | undefined {
    const path = withTrailingSlash(pathname);
    return (Object.keys(this.config.paths) as S[]).find((step) => this.config.paths[step] === path);
  }

  /** Shows the step of the page's URL and follows back and forward from then on; call once the flow's state is restored. */
  start(): void {
    this.#showPath(this.#history.pathname);
    this.#stopListening ??= this.#history.listen((pathname) => this.#showPath(pathname));
  }

  dispose(): void {
    this.#stopListening?.();
    this.#stopListening = undefined;
  }

  /** Shows `target`, or where the guards send, with a new history entry. */
  goTo(target: S): void {
    this.show(this.allowedStep(target), 'push');
  }

  /** Shows `step` as it is, without guards (the flow knows it may: a result page, a reload). */
  show(step: S, mode: HistoryMode): void {
    this.step = step;
    const path = this.config.paths[step];
    const history = this.#history;
    if (mode === 'push' && history.pathname !== path) history.push(path);
    // A query (a prefilling link) is read once at start and then dropped from the URL.
    if (mode === 'replace' || (mode === 'none' && history.search !== '')) history.replace(path);
    for (const listener of this.#listeners) listener(step);
    this.config.onEnter?.(step);
  }

  /** Calls `listener` after each step shown; returns the unsubscribe. */
  onShow(listener: (step: S) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Leaves the flow for a page outside it (the error page, another flow). */
  leave(url: string): void {
    this.#history.leave(url);
  }

  #showPath(pathname: string): void {
    const target = this.stepOfPath(pathname);
    if (target === undefined) {
      this.#history.leave(this.config.unknownPathUrl);
      return;
    }
    const allowed = this.allowedStep(target);
    this.show(allowed, allowed === target ? 'none' : 'replace');
  }
}
