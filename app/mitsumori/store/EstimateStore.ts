import { makeAutoObservable, runInAction } from 'mobx';
import { drawAbPatterns, type AbPatterns } from '../../../domain/abTests/index.ts';
import { moveFromEstimateQuery } from '../../../domain/flows/flowLinks.ts';
import { ERROR_PAGE, FALLBACK_PAGE } from '../../../domain/flows/urls.ts';
import { estimateCompaniesRule } from '../../../domain/validation/companyRules.ts';
import { handOff, takeHandOff } from '../../stores/flowHandOff.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { KeyValueStorage } from '../../stores/storage.ts';
import { movingFormDepsOf } from '../../moving-form/formDeps.ts';
import { isSharedModuleComplete } from '../../moving-form/moduleCompleteness.ts';
import { MovingFormStore } from '../../moving-form/MovingFormStore.ts';
import { deliveryOf, type RequestDelivery } from '../../moving-form/delivery.ts';
import { BusyTracker } from '../../wizard/BusyTracker.ts';
import { EditSession } from '../../wizard/EditSession.ts';
import { FlowPersistence } from '../../wizard/FlowPersistence.ts';
import { StepNavigator } from '../../wizard/StepNavigator.ts';
import { estimateFormConfig, estimatePayloadOf, type EstimateMovingForm } from '../estimateForm.ts';
import { modulesOf, modulesShown, type EstimateInputStep, type EstimateLayout, type EstimateModule, type EstimateStep } from './layouts.ts';
import { ESTIMATE_PERSISTENCE, type EstimateOutcome, type EstimateSavedState } from './persistence.ts';
import { QuickBookingRecommendation } from './QuickBookingRecommendation.ts';

/** The wait between the quote button's tracking click and the request (spec §4, §9). */
export const TRACKING_DELAY_MS = 500;
/** HTTP status of an estimate from a contact that holds a quick booking (spec §8). */
const DUPLICATE_STATUS = 409;

export interface EstimateStoreOptions {
  layout: EstimateLayout;
  /** Storage key of the flow's state (the embedded form keeps its own). */
  storageKey?: string;
  /** Waits `ms` (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
  /** Draws the A/B patterns (tests pass their own). */
  random?: () => number;
}

/**
 * The estimate flow (spec §2 "Estimate flow", §4) on the wizard kit: the shared moving form laid
 * out on the device's steps, guards, edit from confirm, the request with its tracking delay and
 * A/B patterns, the complete page with its alliance page, and the 409 duplicate path.
 */
export class EstimateStore {
  /** The input steps the visitor pressed next on while something was missing: their errors all show. */
  refusedSteps: EstimateStep[] = [];
  /** The final submit found the phone missing: the contact shows the final reading. */
  finalCheckFailed = false;
  outcome: EstimateOutcome | null = null;
  allianceDone = false;
  /** The form was prefilled from quick booking: quick booking is not recommended again (spec §1). */
  prefilled = false;
  readonly abPatterns: AbPatterns;

  readonly form: EstimateMovingForm;
  readonly layout: EstimateLayout;
  readonly busy = new BusyTracker();
  readonly navigator: StepNavigator<EstimateStep>;
  readonly edits: EditSession<EstimateModule, EstimateStep>;
  readonly persistence: FlowPersistence<EstimateSavedState>;
  readonly recommendation: QuickBookingRecommendation;
  readonly #root: RootStore;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #disposers: (() => void)[] = [];

  constructor(root: RootStore, options: EstimateStoreOptions) {
    this.#root = root;
    this.layout = options.layout;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.persistence = new FlowPersistence(root.storage, { ...ESTIMATE_PERSISTENCE, key: options.storageKey ?? ESTIMATE_PERSISTENCE.key });
    this.form = new MovingFormStore(estimateFormConfig(root.api), movingFormDepsOf(root));
    const saved = this.persistence.restore();
    if (saved) this.form.restore(saved.form);
    this.abPatterns = saved?.abPatterns ?? drawAbPatterns(options.layout.device, options.random ?? Math.random);
    this.outcome = saved?.outcome ?? null;
    this.allianceDone = saved?.allianceDone ?? false;
    this.prefilled = saved?.prefilled ?? false;
    this.recommendation = new QuickBookingRecommendation(root.api, () => this.form.address.values, root.now, () => this.prefilled);
    if (saved?.estimateChosen) this.recommendation.chooseEstimate();
    this.#applyQuery(root.history.search, root.today());
    this.#takeHandOff(root.storage);

    const { layout } = options;
    this.navigator = new StepNavigator<EstimateStep>(
      {
        paths: layout.paths,
        inputSteps: layout.inputSteps,
        isComplete: (step) => this.isStepComplete(step),
        redirect: (target) => this.#redirect(target),
        endSteps: ['complete'],
        unknownPathUrl: FALLBACK_PAGE,
        onEnter: (step) => this.#entered(step),
      },
      root.history,
    );
    this.edits = new EditSession<EstimateModule, EstimateStep>(this.navigator, { moduleSteps: layout.moduleSteps, returnStep: 'confirm' });
    makeAutoObservable<this, '#root' | '#sleep' | '#disposers'>(
      this,
      { form: false, layout: false, busy: false, navigator: false, edits: false, persistence: false, recommendation: false, abPatterns: false, '#root': false, '#sleep': false, '#disposers': false },
      { autoBind: true },
    );
    this.form.start();
    this.#disposers.push(
      this.persistence.autosave(() => this.savedState),
      () => this.form.dispose(),
      () => this.recommendation.dispose(),
      () => this.edits.dispose(),
      () => this.navigator.dispose(),
    );
    this.navigator.start();
  }

  dispose(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
  }

  get step(): EstimateStep {
    return this.navigator.step;
  }

  get savedState(): EstimateSavedState {
    return {
      form: this.form.state,
      abPatterns: this.abPatterns,
      outcome: this.outcome,
      allianceDone: this.allianceDone,
      estimateChosen: this.recommendation.estimateChosen,
      prefilled: this.prefilled,
    };
  }

  // ---------- completeness ----------

  /** Whether a module holds what it needs (spec §5; the estimate phone is checked at the final submit). */
  isModuleComplete(module: EstimateModule): boolean {
    const form = this.form;
    switch (module) {
      case 'fromAddress':
      case 'toAddress':
      case 'schedule':
      case 'contactInfo':
      case 'otherRequests':
        return isSharedModuleComplete(form, module);
      case 'baggageQuantity':
        return form.belongings.complete;
      case 'company':
        return this.companyError === undefined;
      case 'alliance':
        return true;
    }
  }

  isStepComplete(step: EstimateStep): boolean {
    return this.#isInputStep(step) ? modulesOf(this.layout, step).every(this.isModuleComplete) : true;
  }

  /** 見積りを依頼する引越し業者を1社以上選択してください。 while none is chosen. */
  get companyError(): string | undefined {
    return estimateCompaniesRule(this.form.companies.selected);
  }

  /** Whether every error of `step` shows (its next was refused). */
  showsAllErrors(step: EstimateStep): boolean {
    return this.refusedSteps.includes(step);
  }

  /** Mobile: both ends pass and companies were found, so the contact part (the 4th progress part) may show (spec §2). */
  get contactPartShown(): boolean {
    return this.isModuleComplete('fromAddress') && this.isModuleComplete('toAddress') && this.form.companies.companies.length > 0;
  }

  /**
   * After a prefill from quick booking the phone's page moves to the estimate button once the
   * contact part shows (spec §4) — on the visit's first page load only: on a reload (the session
   * flag, spec §4) the browser puts the visitor back where they were, and the page does not move them.
   */
  get scrollsToButtonAfterPrefill(): boolean {
    return this.prefilled && !this.persistence.isReload;
  }

  /** Mobile: the contact part shows, once it may (contactPartShown) and the quick-booking question does not hide it. */
  get mobileContactShown(): boolean {
    return this.contactPartShown && this.recommendation.otherSectionShown;
  }

  /**
   * Mobile progress: the first of the 4 parts still incomplete (from address, to address, schedule
   * and belongings, contact); the 4th (お客様情報) only while the contact part shows.
   */
  get mobileProgress(): number {
    const parts: EstimateModule[][] = [['fromAddress'], ['toAddress'], ['schedule', 'baggageQuantity'], ['contactInfo', 'company', 'otherRequests']];
    const index = parts.findIndex((modules) => !modules.every(this.isModuleComplete));
    const last = this.mobileContactShown ? parts.length - 1 : parts.length - 2;
    return Math.min(index === -1 ? parts.length - 1 : index, last);
  }

  // ---------- steps ----------

  /**
   * Next from an input step: when it is complete, the following step (or confirm, or back to confirm
   * while editing); else every error shows. The quick-booking question left unanswered is answered
   * by it: the visitor pressed the estimate form's own button (the rest of the form then shows).
   */
  next(step: EstimateInputStep): void {
    if (this.recommendation.shown && !this.recommendation.estimateChosen) this.recommendation.chooseEstimate();
    if (!this.isStepComplete(step)) {
      if (!this.refusedSteps.includes(step)) this.refusedSteps.push(step);
      return;
    }
    if (this.edits.isEditing()) {
      void this.edits.finish();
      return;
    }
    const following = this.layout.inputSteps[this.layout.inputSteps.indexOf(step) + 1];
    this.navigator.goTo(following ?? 'confirm');
  }

  /** Back from an input step to the one before (or to confirm while editing). */
  back(step: EstimateInputStep): void {
    if (this.edits.isEditing()) {
      this.edits.cancel();
      this.navigator.goTo('confirm');
      return;
    }
    const previous = this.layout.inputSteps[this.layout.inputSteps.indexOf(step) - 1];
    if (previous !== undefined) this.navigator.goTo(previous);
  }

  edit(module: EstimateModule): void {
    this.edits.start(module);
  }

  // ---------- the request ----------

  /**
   * The quote button (spec §4, §7, §8): the phone is required now; the tracking click gets its
   * 500 ms, then POST /api/estimate/ with the visit's A/B patterns. Success shows complete (or
   * the alliance page), 409 the duplicate message on complete, anything else the error page.
   */
  async requestEstimate(): Promise<void> {
    const missing = this.#firstIncompleteModule();
    if (missing !== undefined || this.form.contact.finalErrors.tel !== undefined) {
      const module = missing ?? 'contactInfo';
      this.finalCheckFailed = true;
      const step = this.layout.moduleSteps[module];
      if (!this.refusedSteps.includes(step)) this.refusedSteps.push(step);
      this.edits.start(module);
      return;
    }
    const loaded = await this.busy.track('overlay', this.#root.nimotsu.load());
    const payload = estimatePayloadOf(this.form, this.#root.nimotsu.value);
    if (!loaded || payload === undefined) {
      this.navigator.leave(ERROR_PAGE);
      return;
    }
    const body = Object.keys(this.abPatterns).length > 0 ? { ...payload, abPatterns: this.abPatterns } : payload;
    const result = await this.busy.track(
      'overlay',
      this.#sleep(TRACKING_DELAY_MS).then(() => this.#root.api.estimate.submit(body)),
    );
    if (result.kind === 'cancelled') return;
    if (result.kind === 'failed' && result.status !== DUPLICATE_STATUS) {
      this.navigator.leave(ERROR_PAGE);
      return;
    }
    runInAction(() => {
      this.outcome =
        result.kind === 'ok'
          ? {
              kind: 'sent',
              response: result.data,
              remainingAlliances: this.form.alliances.alliances.filter((alliance) => !this.form.alliances.isChecked(alliance.alliance_id)),
              laterAlliances: [],
              nimotsu: payload.nimotsu,
            }
          : { kind: 'duplicate' };
      this.allianceDone = false;
      this.refusedSteps = [];
      this.finalCheckFailed = false;
      // A sent request clears the inputs, so going back starts a new request instead of repeating this one.
      this.form.reset();
      this.navigator.show('complete', 'push');
    });
  }

  /** The alliance page shows after a successful estimate when more partners exist and the page was not answered (spec §4). */
  get showsAlliancePage(): boolean {
    const outcome = this.outcome;
    return (
      outcome?.kind === 'sent' &&
      outcome.response.status !== 'failure' &&
      outcome.remainingAlliances.length > 0 &&
      !this.allianceDone &&
      modulesShown(this.layout).includes('alliance')
    );
  }

  /**
   * Who the sent request reached, for the complete page: every company that received it (those
   * quoting first, then those estimating by visit or phone; issue 16 lists them all, where spec §7
   * showed two of the latter), those it could not reach, every partner service, and the contact choice.
   */
  get delivery(): RequestDelivery | null {
    if (this.outcome?.kind !== 'sent') return null;
    const { response, laterAlliances } = this.outcome;
    return deliveryOf(response, [...response.estimate, ...response.withoutEstimate], laterAlliances);
  }

  /** POST /api/alliances-request/ with the partners checked on the alliance page; then the complete page. */
  async requestAlliances(allianceIds: readonly string[]): Promise<void> {
    const outcome = this.outcome;
    if (outcome?.kind !== 'sent' || allianceIds.length === 0) {
      this.skipAlliances();
      return;
    }
    const result = await this.busy.track(
      'overlay',
      this.#root.api.estimate.alliancesRequest({ requestId: outcome.response.requestId, alliance: [...allianceIds], nimotsu: outcome.nimotsu }),
    );
    if (result.kind === 'cancelled') return;
    if (result.kind === 'failed') {
      this.navigator.leave(ERROR_PAGE);
      return;
    }
    runInAction(() => {
      const requested = new Set(result.data.alliance);
      this.outcome = { ...outcome, laterAlliances: outcome.remainingAlliances.filter((alliance) => requested.has(alliance.alliance_id)) };
      this.skipAlliances();
    });
  }

  skipAlliances(): void {
    this.allianceDone = true;
  }

  /** A link from quick booking prefills the form (its date as the fixed date); the navigator then drops the query. */
  #applyQuery(search: string, today: Date): void {
    if (search === '') return;
    const move = moveFromEstimateQuery(search, today);
    if (Object.keys(move).length === 0) return;
    this.prefilled = true;
    this.form.prefill(move);
    if (move.pickedDate) this.form.setSchedule({ ...this.form.schedule, scheduleFormat: 'precise', pickedDate: move.pickedDate });
  }

  /** The contact quick booking handed over (spec §1), unless the visitor already typed one here: theirs stays. */
  #takeHandOff(storage: KeyValueStorage): void {
    const { contact } = takeHandOff(storage, 'mitsumori');
    const { name, nameKana, email, tel } = this.form.contact.values;
    if (contact && [name, nameKana, email, tel].every((value) => value === '')) this.form.contact.setContact(contact);
  }

  /**
   * The visitor follows the link to quick booking: the contact, person count and belongings typed
   * here go with them through session storage, never the URL (spec §4: quick booking's step 1 next
   * pushes them into its forms).
   */
  leaveForQuickBooking(): void {
    const { name, nameKana, email, tel } = this.form.contact.values;
    const { personCount, baggageQuantity } = this.form.belongings.values;
    handOff(this.#root.storage, 'kantan-yoyaku', { contact: { name, nameKana, email, tel }, personCount: personCount || undefined, baggageQuantity });
  }

  #firstIncompleteModule(): EstimateModule | undefined {
    return this.layout.inputSteps.flatMap((step) => modulesOf(this.layout, step)).find((module) => !this.isModuleComplete(module));
  }

  #isInputStep(step: EstimateStep): step is EstimateInputStep {
    return (this.layout.inputSteps as readonly string[]).includes(step);
  }

  #redirect(target: EstimateStep): EstimateStep | undefined {
    if (target === 'complete') return this.outcome === null ? 'confirm' : undefined;
    // A layout's unused step (mobile has no step 2) shows its last input step.
    if (target !== 'confirm' && !this.#isInputStep(target)) return this.layout.inputSteps[this.layout.inputSteps.length - 1];
    return undefined;
  }

  /** Leaving complete for another step starts a new request (spec §2: a completed flow goes back to the start). */
  #entered(step: EstimateStep): void {
    if (step !== 'complete' && this.outcome !== null) {
      this.outcome = null;
      this.allianceDone = false;
    }
  }
}
