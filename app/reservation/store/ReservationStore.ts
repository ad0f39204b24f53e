import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { API_ERROR_CODES } from '../../../domain/api/errors.ts';
import { RESERVATION_PATHS, ERROR_PAGE, FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { reservationCompaniesRule } from '../../../domain/validation/companyRules.ts';
import { movingFormDepsOf } from '../../moving-form/formDeps.ts';
import { isSharedModuleComplete, noneOf } from '../../moving-form/moduleCompleteness.ts';
import { MovingFormStore } from '../../moving-form/MovingFormStore.ts';
import { deliveryOf, type RequestDelivery } from '../../moving-form/delivery.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { BusyTracker } from '../../wizard/BusyTracker.ts';
import { EditSession } from '../../wizard/EditSession.ts';
import { FlowPersistence } from '../../wizard/FlowPersistence.ts';
import { StepNavigator } from '../../wizard/StepNavigator.ts';
import { reservationFormConfig, reservationPayloadOf, type ReservationMovingForm } from '../reservationForm.ts';
import { modulesOn, RESERVATION_INPUT_STEPS, RESERVATION_MODULE_STEPS, type ReservationInputStep, type ReservationModule, type ReservationStep } from './modules.ts';
import { RESERVATION_PERSISTENCE, type ReservationOutcome, type ReservationSavedState } from './persistence.ts';

/** HTTP status of a reservation from a contact that holds a quick booking (spec §8). */
const DUPLICATE_STATUS = 409;
/** A list of at most this many companies shows the no-hit page (spec §7). */
const NO_HIT_MAX_COMPANIES = 1;

/** Where the reserve request stands (spec §4: started, done, failed). */
export type ReserveStatus = 'idle' | 'started' | 'done' | 'failed';

/**
 * The provisional reservation (spec §2 "Reservation flow", §4) on the wizard kit: the shared
 * moving form over four input steps, the no-hit page, guards, edit from confirm (entering a step
 * ends the edit), up to three companies, the request with its 409 duplicate path, and complete.
 */
export class ReservationStore {
  /** The steps the visitor pressed next on while something was missing: their errors all show. */
  refusedSteps: (ReservationInputStep | 'confirm')[] = [];
  outcome: ReservationOutcome | null = null;
  reserveStatus: ReserveStatus = 'idle';

  readonly form: ReservationMovingForm;
  readonly busy = new BusyTracker();
  readonly navigator: StepNavigator<ReservationStep>;
  readonly edits: EditSession<ReservationModule, ReservationStep>;
  readonly persistence: FlowPersistence<ReservationSavedState>;
  readonly #root: RootStore;
  readonly #disposers: (() => void)[] = [];

  constructor(root: RootStore) {
    this.#root = root;
    this.persistence = new FlowPersistence(root.storage, RESERVATION_PERSISTENCE);
    this.form = new MovingFormStore(reservationFormConfig(root.api), movingFormDepsOf(root));
    const saved = this.persistence.restore();
    if (saved) this.form.restore(saved.form);
    this.outcome = saved?.outcome ?? null;

    this.navigator = new StepNavigator<ReservationStep>(
      {
        paths: RESERVATION_PATHS,
        inputSteps: RESERVATION_INPUT_STEPS,
        isComplete: (step) => this.isStepComplete(step),
        redirect: (target) => this.#redirect(target),
        endSteps: ['complete'],
        unknownPathUrl: FALLBACK_PAGE,
        onEnter: (step) => this.#entered(step),
      },
      root.history,
    );
    this.edits = new EditSession<ReservationModule, ReservationStep>(this.navigator, {
      moduleSteps: RESERVATION_MODULE_STEPS,
      returnStep: 'confirm',
      clearOnEnter: true,
    });
    makeAutoObservable<this, '#root' | '#disposers'>(
      this,
      { form: false, busy: false, navigator: false, edits: false, persistence: false, '#root': false, '#disposers': false },
      { autoBind: true },
    );
    this.form.start();
    this.#disposers.push(
      this.persistence.autosave(() => this.savedState),
      // Step 4 with a list that came back with at most one company shows the no-hit page.
      reaction(
        () => this.step === 'step4' && this.hasNoHit,
        (noHit) => noHit && this.navigator.show('noHit', 'replace'),
      ),
      () => this.form.dispose(),
      () => this.edits.dispose(),
      () => this.navigator.dispose(),
    );
    this.navigator.start();
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
  }

  get step(): ReservationStep {
    return this.navigator.step;
  }

  get savedState(): ReservationSavedState {
    return { form: this.form.state, outcome: this.outcome };
  }

  // ---------- completeness ----------

  /** Whether a module holds what it needs (spec §5). */
  isModuleComplete(module: ReservationModule): boolean {
    const form = this.form;
    switch (module) {
      case 'fromAddress':
      case 'toAddress':
      case 'schedule':
      case 'contactInfo':
      case 'otherRequests':
        return isSharedModuleComplete(form, module);
      case 'personCount':
        return form.belongings.errors.personCount === undefined;
      case 'baggageQuantity':
        return noneOf(form.belongings.errors, ['baggageQuantity', 'etcBaggages']);
      case 'company':
        return this.companyError === undefined;
      case 'alliance':
        return true;
    }
  }

  isStepComplete(step: ReservationStep): boolean {
    return modulesOn(step).every(this.isModuleComplete);
  }

  /** 仮予約を依頼する業者を… while none (or more than 3) is chosen. */
  get companyError(): string | undefined {
    return reservationCompaniesRule(this.form.companies.selected);
  }

  /** The list came back with at most one company, or failed: nothing to compare (spec §7). */
  get hasNoHit(): boolean {
    const { status, companies } = this.form.companies;
    return (status === 'fresh' || status === 'failed') && companies.length <= NO_HIT_MAX_COMPANIES;
  }

  /** Who the sent reservation reached, for the complete page: the companies that took it, those that could not, the partner services, the contact choice. */
  get delivery(): RequestDelivery | null {
    if (this.outcome?.kind !== 'sent') return null;
    return deliveryOf(this.outcome.response, this.outcome.response.companies);
  }

  showsAllErrors(step: ReservationInputStep | 'confirm'): boolean {
    return this.refusedSteps.includes(step);
  }

  // ---------- steps ----------

  /** Next from an input step: the following step when it is complete, else every error shows. */
  next(step: ReservationInputStep): void {
    if (!this.isStepComplete(step)) {
      if (!this.refusedSteps.includes(step)) this.refusedSteps.push(step);
      return;
    }
    const following = RESERVATION_INPUT_STEPS[RESERVATION_INPUT_STEPS.indexOf(step) + 1];
    this.navigator.goTo(following ?? 'confirm');
  }

  /** Back from a step to the one before. */
  back(step: ReservationInputStep | 'noHit' | 'confirm'): void {
    const previous = step === 'confirm' || step === 'noHit' ? 'step4' : RESERVATION_INPUT_STEPS[RESERVATION_INPUT_STEPS.indexOf(step) - 1];
    if (previous === undefined) return;
    this.navigator.goTo(previous === 'step4' && step === 'noHit' ? 'step3' : previous);
  }

  /** Edit from confirm: the module's step shows; arriving there ends the edit (spec §2), so next walks on from it. */
  edit(module: ReservationModule): void {
    this.edits.start(module);
  }

  // ---------- the request ----------

  /**
   * The reserve button (spec §4, §7, §8): POST /api/reservation/reserve/. Success shows complete,
   * 409 the duplicate-booking message on complete, any other failure the error page; but a 409
   * saying the chosen companies' day filled up meanwhile (1002) goes back to the company step, the
   * list asked for again and the reason shown there.
   */
  async reserve(): Promise<void> {
    const missing = RESERVATION_INPUT_STEPS.find((step) => !this.isStepComplete(step));
    if (missing !== undefined || !this.isStepComplete('confirm')) {
      const step = missing ?? 'confirm';
      if (!this.refusedSteps.includes(step)) this.refusedSteps.push(step);
      this.navigator.goTo(step);
      return;
    }
    this.reserveStatus = 'started';
    const loaded = await this.busy.track('overlay', this.#root.nimotsu.load());
    const payload = reservationPayloadOf(this.form, this.#root.nimotsu.value);
    if (!loaded || payload === undefined) {
      this.#fail();
      return;
    }
    const result = await this.busy.track('overlay', this.#root.api.reservation.reserve(payload));
    if (result.kind === 'cancelled') return;
    if (result.kind === 'failed' && result.status !== DUPLICATE_STATUS) {
      this.#fail();
      return;
    }
    const full = result.kind === 'failed' ? result.errors.find((error) => error.code === API_ERROR_CODES.reservationFull) : undefined;
    if (full !== undefined) {
      runInAction(() => {
        this.reserveStatus = 'failed';
        this.form.companiesFull(full.message);
        this.navigator.goTo('step4');
      });
      return;
    }
    runInAction(() => {
      this.reserveStatus = result.kind === 'ok' ? 'done' : 'failed';
      this.outcome = result.kind === 'ok' ? { kind: 'sent', response: result.data } : { kind: 'duplicate' };
      this.refusedSteps = [];
      // A sent request clears the inputs, so going back starts a new reservation instead of repeating this one.
      this.form.reset();
      this.navigator.show('complete', 'push');
    });
  }

  #fail(): void {
    this.reserveStatus = 'failed';
    this.navigator.leave(ERROR_PAGE);
  }

  #redirect(target: ReservationStep): ReservationStep | undefined {
    if (target === 'complete') return this.outcome === null ? 'confirm' : undefined;
    // The no-hit page follows step 3 and only while the list holds nothing to compare.
    // (Step 4 itself turns into the no-hit page through the constructor's reaction once the list answered.)
    return target === 'noHit' && !this.hasNoHit ? 'step4' : undefined;
  }

  /** Leaving complete starts a new reservation from step 1 (spec §2). */
  #entered(step: ReservationStep): void {
    if (step === 'complete' || this.outcome === null) return;
    this.outcome = null;
    this.reserveStatus = 'idle';
    if (step !== 'step1') this.navigator.show('step1', 'replace');
  }
}
