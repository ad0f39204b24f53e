import { computed, makeObservable, reaction } from 'mobx';
import type { PricedCompany } from '../../../domain/api/company.ts';
import { API_ERROR_CODES } from '../../../domain/api/errors.ts';
import type { ReservationCompaniesQuery } from '../../../domain/api/reservation.ts';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { deliveryOf, type RequestDelivery } from '../../moving-form/delivery.ts';
import { MovingRequestStore } from '../../moving-form/MovingRequestStore.ts';
import type { ReservationSchedule } from '../../moving-form/schedule.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { reservationFormConfig, reservationPayloadOf } from '../reservationForm.ts';
import {
  RESERVATION_INPUT_STEPS,
  RESERVATION_MODULE_PARTS,
  RESERVATION_MODULE_STEPS,
  RESERVATION_MODULES,
  type ReservationInputStep,
  type ReservationModule,
  type ReservationStep,
} from './modules.ts';
import { RESERVATION_PERSISTENCE, type ReservationSavedState, type ReservationSent } from './persistence.ts';

/** A list of at most this many companies shows the no-hit page (spec §7). */
const NO_HIT_MAX_COMPANIES = 1;

/**
 * The provisional reservation (spec §2 "Reservation flow", §4) on the moving-request kit: the
 * moving form over four input steps and confirm, the no-hit page, edits that end on arrival, up
 * to three companies, and the request, which goes back to the company step when the chosen
 * companies' day filled up meanwhile.
 */
export class ReservationStore extends MovingRequestStore<ReservationStep, ReservationModule, ReservationSchedule, PricedCompany, ReservationCompaniesQuery, ReservationSent, ReservationSavedState> {
  constructor(root: RootStore) {
    super(root, {
      form: reservationFormConfig(root.api),
      persistence: RESERVATION_PERSISTENCE,
      paths: RESERVATION_PATHS,
      inputSteps: RESERVATION_INPUT_STEPS,
      confirmStep: 'confirm',
      completeStep: 'complete',
      modules: RESERVATION_MODULES,
      moduleSteps: RESERVATION_MODULE_STEPS,
      moduleParts: RESERVATION_MODULE_PARTS,
      clearEditOnEnter: true,
    });
    makeObservable(this, { savedState: computed, hasNoHit: computed, delivery: computed });
    this.onDispose(
      // Step 4 with a list that came back with at most one company shows the no-hit page.
      reaction(
        () => this.step === 'step4' && this.hasNoHit,
        (noHit) => noHit && this.navigator.show('noHit', 'replace'),
      ),
    );
    this.start(() => this.savedState);
  }

  get savedState(): ReservationSavedState {
    return { form: this.form.state, outcome: this.outcome };
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

  /** Back from a step to the one before. */
  back(step: ReservationInputStep | 'noHit' | 'confirm'): void {
    const previous = step === 'confirm' || step === 'noHit' ? 'step4' : RESERVATION_INPUT_STEPS[RESERVATION_INPUT_STEPS.indexOf(step) - 1];
    if (previous === undefined) return;
    this.navigator.goTo(previous === 'step4' && step === 'noHit' ? 'step3' : previous);
  }

  /**
   * The reserve button (spec §4, §7, §8): a step still missing something shows with every error,
   * else POST /api/reservation/reserve/; a 409 saying the chosen companies' day filled up meanwhile
   * (1002) goes back to the company step, the list asked for again and the reason shown there.
   */
  async reserve(): Promise<void> {
    const missing = [...RESERVATION_INPUT_STEPS, 'confirm' as const].find((step) => !this.isStepComplete(step));
    if (missing !== undefined) {
      this.navigator.goTo(missing);
      this.refuse(missing);
      return;
    }
    await this.send({
      body: (master) => reservationPayloadOf(this.form, master),
      submit: (body) => this.root.api.reservation.reserve(body),
      sent: (response) => ({ kind: 'sent', response }),
      refused: (errors) => {
        const full = errors.find((error) => error.code === API_ERROR_CODES.reservationFull);
        if (full === undefined) return false;
        this.form.companiesFull(full.message);
        this.navigator.goTo('step4');
        return true;
      },
    });
  }

  protected override redirect(target: ReservationStep): ReservationStep | undefined {
    // The no-hit page follows step 3 and only while the list holds nothing to compare
    // (step 4 itself turns into the no-hit page through the constructor's reaction once the list answered).
    return super.redirect(target) ?? (target === 'noHit' && !this.hasNoHit ? 'step4' : undefined);
  }

  /** Leaving complete starts a new reservation from step 1 (spec §2). */
  protected override entered(step: ReservationStep): boolean {
    const left = super.entered(step);
    if (left && step !== 'step1') this.navigator.show('step1', 'replace');
    return left;
  }
}
