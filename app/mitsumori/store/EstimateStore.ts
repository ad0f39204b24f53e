import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { drawAbPatterns, type AbPatterns } from '../../../domain/abTests/abTests.ts';
import type { EstimateCompany } from '../../../domain/api/company.ts';
import type { CompaniesQuery } from '../../../domain/api/estimate.ts';
import { moveFromEstimateQuery } from '../../../domain/flows/flowLinks.ts';
import { ERROR_PAGE } from '../../../domain/flows/urls.ts';
import { deliveryOf, type RequestDelivery } from '../../moving-form/delivery.ts';
import { MovingRequestStore } from '../../moving-form/MovingRequestStore.ts';
import type { EstimateSchedule } from '../../moving-form/schedule.ts';
import { handOff, takeHandOff } from '../../stores/flowHandOff.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { estimateFormConfig, estimatePayloadOf } from '../estimateForm.ts';
import { ESTIMATE_MODULE_PARTS, modulesShown, type EstimateInputStep, type EstimateLayout, type EstimateModule, type EstimateStep } from './layouts.ts';
import { ESTIMATE_PERSISTENCE, type EstimateSavedState, type EstimateSent } from './persistence.ts';
import { QuickBookingRecommendation } from './QuickBookingRecommendation.ts';

/** The wait between the quote button's tracking click and the request (spec §4, §9). */
export const TRACKING_DELAY_MS = 500;

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
 * The estimate flow (spec §2 "Estimate flow", §4) on the moving-request kit: the moving form laid
 * out on the device's steps, the quick-booking recommendation and the links between the flows,
 * the request with its tracking delay and A/B patterns, the phone asked at the final submit, and
 * the alliance page after complete.
 */
export class EstimateStore extends MovingRequestStore<EstimateStep, EstimateModule, EstimateSchedule, EstimateCompany, CompaniesQuery, EstimateSent, EstimateSavedState> {
  allianceDone: boolean;
  /** The form was prefilled from quick booking: quick booking is not recommended again (spec §1). */
  prefilled: boolean;
  readonly abPatterns: AbPatterns;
  readonly layout: EstimateLayout;
  readonly recommendation: QuickBookingRecommendation;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(root: RootStore, options: EstimateStoreOptions) {
    const { layout } = options;
    super(root, {
      form: estimateFormConfig(root.api),
      persistence: { ...ESTIMATE_PERSISTENCE, key: options.storageKey ?? ESTIMATE_PERSISTENCE.key },
      paths: layout.paths,
      inputSteps: layout.inputSteps,
      confirmStep: 'confirm',
      completeStep: 'complete',
      modules: modulesShown(layout),
      moduleSteps: layout.moduleSteps,
      moduleParts: ESTIMATE_MODULE_PARTS,
    });
    this.layout = layout;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const saved = this.saved;
    this.abPatterns = saved?.abPatterns ?? drawAbPatterns(layout.device, options.random ?? Math.random);
    this.allianceDone = saved?.allianceDone ?? false;
    this.prefilled = saved?.prefilled ?? false;
    this.recommendation = new QuickBookingRecommendation(root.api, () => this.form.values, root.now, () => this.prefilled);
    if (saved?.estimateChosen) this.recommendation.chooseEstimate();
    this.onDispose(() => this.recommendation.dispose());
    makeObservable(this, {
      allianceDone: observable,
      prefilled: observable,
      savedState: computed,
      contactPartShown: computed,
      mobileContactShown: computed,
      mobileProgress: computed,
      showsAlliancePage: computed,
      delivery: computed,
      skipAlliances: actionBound,
      leaveForQuickBooking: actionBound,
    });
    this.#applyQuery(root.history.search, root.today());
    this.#takeHandOff();
    this.start(() => this.savedState);
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
    const parts: EstimateModule[][] = [['fromAddress'], ['toAddress'], ['schedule', 'belongingsCounts'], ['contactInfo', 'company', 'otherRequests']];
    const index = parts.findIndex((modules) => !modules.every((module) => this.isModuleComplete(module)));
    const last = this.mobileContactShown ? parts.length - 1 : parts.length - 2;
    return Math.min(index === -1 ? parts.length - 1 : index, last);
  }

  // ---------- steps ----------

  /**
   * Next from an input step. The quick-booking question left unanswered is answered by it: the
   * visitor pressed the estimate form's own button (the rest of the form then shows).
   */
  override next(step: EstimateInputStep): void {
    if (this.recommendation.shown && !this.recommendation.estimateChosen) this.recommendation.chooseEstimate();
    super.next(step);
  }

  /** Back from an input step to the one before (or to confirm while editing). */
  back(step: EstimateInputStep): void {
    const previous = this.layout.inputSteps[this.layout.inputSteps.indexOf(step) - 1];
    // The first step has no back of its own: only an edit's.
    if (previous !== undefined || this.edits.isEditing()) this.edits.backTo(previous ?? 'confirm');
  }

  // ---------- the request ----------

  /**
   * The quote button (spec §4, §7, §8): the phone is required now, and a module still missing
   * opens for its edit with every error of its step shown; else the tracking click gets its 500 ms,
   * then POST /api/estimate/ with the visit's A/B patterns.
   */
  async requestEstimate(): Promise<void> {
    this.form.requirePhone();
    const missing = this.firstIncompleteModule();
    if (missing !== undefined) {
      this.edit(missing);
      this.refuse(this.layout.moduleSteps[missing]);
      return;
    }
    const patterns = Object.keys(this.abPatterns).length > 0 ? { abPatterns: this.abPatterns } : {};
    await this.send({
      body: (master) => {
        const payload = estimatePayloadOf(this.form, master);
        return payload && { ...payload, ...patterns };
      },
      submit: (body) => this.#sleep(TRACKING_DELAY_MS).then(() => this.root.api.estimate.submit(body)),
      sent: (response, body) => ({
        kind: 'sent',
        response,
        remainingAlliances: this.form.alliances.alliances.filter((alliance) => !this.form.alliances.isChecked(alliance.alliance_id)),
        laterAlliances: [],
        nimotsu: body.nimotsu,
      }),
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
      this.root.api.estimate.alliancesRequest({
        requestId: outcome.response.requestId,
        alliance: [...allianceIds],
        nimotsu: outcome.nimotsu,
        // The answer's capability: only the visitor who sent the estimate may add partner services (issue 34).
        allianceToken: outcome.response.allianceToken,
      }),
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

  // ---------- between the flows ----------

  /** A link from quick booking prefills the form (its date as the fixed date); the navigator then drops the query. */
  #applyQuery(search: string, today: Date): void {
    if (search === '') return;
    const move = moveFromEstimateQuery(search, today);
    if (Object.keys(move).length === 0) return;
    runInAction(() => (this.prefilled = true));
    this.form.prefill(move);
    if (move.movingDate) this.form.setSchedule({ scheduleFormat: 'precise', movingDate: move.movingDate });
  }

  /** The contact quick booking handed over (spec §1), unless the visitor already typed one here: theirs stays. */
  #takeHandOff(): void {
    const { contact } = takeHandOff(this.root.storage, 'mitsumori');
    const { name, nameKana, email, tel } = this.form.values;
    if (contact && [name, nameKana, email, tel].every((value) => value === '')) this.form.fields.set(contact);
  }

  /**
   * The visitor follows the link to quick booking: the contact, person count and belongings typed
   * here go with them through session storage, never the URL (spec §4: quick booking's step 1 next
   * pushes them into its forms).
   */
  leaveForQuickBooking(): void {
    const { name, nameKana, email, tel, headCount, belongingsCounts } = this.form.values;
    handOff(this.root.storage, 'kantan-yoyaku', { contact: { name, nameKana, email, tel }, headCount: headCount || undefined, belongingsCounts });
  }

  // ---------- guards ----------

  protected override redirect(target: EstimateStep): EstimateStep | undefined {
    if (target === 'complete' || target === 'confirm') return super.redirect(target);
    // A layout's unused step (mobile has no step 2) shows its last input step.
    return (this.layout.inputSteps as readonly string[]).includes(target) ? undefined : this.layout.inputSteps[this.layout.inputSteps.length - 1];
  }

  protected override entered(step: EstimateStep): boolean {
    const left = super.entered(step);
    if (left) this.allianceDone = false;
    return left;
  }
}
