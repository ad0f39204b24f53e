import { makeAutoObservable, runInAction } from 'mobx';
import type { NimotsuCategory } from '../../domain/api/nimotsu.ts';
import { baggageAfterPersonCountChange, BAGGAGE_SUB_STEPS, changeHasEtcBaggages, personTypeOf, resetCategory, subStepBaggageError } from '../../domain/baggage/index.ts';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import type { PersonCount } from '../../domain/options/household.ts';
import type { HasEtcBaggages } from '../../domain/validation/baggageRules.ts';
import { belongingsErrors, hasNoErrors, type FieldErrors } from '../../domain/validation/movingFormRules.ts';
import type { NimotsuStore } from '../stores/resources/referenceResources.ts';
import { EMPTY_BELONGINGS, type BelongingsValues } from './values.ts';

/**
 * The moving form's belongings (spec §4 "Estimate and reservation form behaviour"): the person count
 * filling default counts until the baggage modal was opened, the modal and its sub-steps, other and IKEA baggage.
 */
export class BelongingsInputs {
  values: BelongingsValues = EMPTY_BELONGINGS;
  /** Whether the visitor ever opened the baggage modal: person-count changes then keep their counts. */
  baggageModalOpened = false;
  baggageModalOpen = false;
  baggageSubStep = 1;
  ikeaPanelOpen = false;
  /** The visitor changed a count (spec §4: a count change marks the field edited): the counts' error shows from then on. */
  quantityEdited = false;

  readonly #nimotsu: NimotsuStore;

  constructor(nimotsu: NimotsuStore) {
    this.#nimotsu = nimotsu;
    makeAutoObservable<this, '#nimotsu'>(this, { '#nimotsu': false }, { autoBind: true });
  }

  get master(): readonly NimotsuCategory[] {
    return this.#nimotsu.value;
  }

  get errors(): FieldErrors<'personCount' | 'baggageQuantity' | 'etcBaggages'> {
    return belongingsErrors(this.values);
  }

  get complete(): boolean {
    return hasNoErrors(this.errors);
  }

  /** The counts' error as the section shows it: once a count was changed, or every error is shown (a refused next). */
  quantityError(showAllErrors: boolean): string | undefined {
    return this.quantityEdited || showAllErrors ? this.errors.baggageQuantity : undefined;
  }

  /** The error the baggage modal shows on its current sub-step (never a second copy of a stepper's warning). */
  get subStepError(): string | undefined {
    return subStepBaggageError(this.master, this.values.baggageQuantity, this.baggageSubStep);
  }

  restore(values: BelongingsValues, baggageModalOpened: boolean): void {
    this.values = { ...EMPTY_BELONGINGS, ...values };
    this.baggageModalOpened = baggageModalOpened;
  }

  /** A link's belongings: given counts are kept; a person count alone fills the defaults. */
  prefill(move: Partial<MoveLink>): void {
    if (move.baggageQuantity) this.values = { ...this.values, baggageQuantity: move.baggageQuantity, personCount: move.personCount ?? this.values.personCount };
    else if (move.personCount) void this.setPersonCount(move.personCount);
  }

  reset(): void {
    this.values = EMPTY_BELONGINGS;
    this.baggageModalOpened = false;
    this.quantityEdited = false;
  }

  /** A person count fills the master's default counts, unless the baggage modal was already opened. */
  async setPersonCount(personCount: PersonCount): Promise<void> {
    this.values = { ...this.values, personCount };
    await this.#nimotsu.load();
    runInAction(() => {
      if (this.values.personCount !== personCount) return;
      const baggageQuantity = baggageAfterPersonCountChange(this.values.baggageQuantity, this.master, personTypeOf(personCount), this.baggageModalOpened);
      this.values = { ...this.values, baggageQuantity };
    });
  }

  async openBaggageModal(): Promise<void> {
    this.baggageModalOpened = true;
    this.baggageModalOpen = true;
    this.baggageSubStep = 1;
    await this.#nimotsu.load();
  }

  closeBaggageModal(): void {
    this.baggageModalOpen = false;
  }

  /** Next within the modal; next from the last sub-step closes it. */
  nextBaggageSubStep(): void {
    if (this.baggageSubStep < BAGGAGE_SUB_STEPS) this.baggageSubStep += 1;
    else this.baggageModalOpen = false;
  }

  /** Back within the modal; back from the first sub-step closes it. */
  previousBaggageSubStep(): void {
    if (this.baggageSubStep > 1) this.baggageSubStep -= 1;
    else this.baggageModalOpen = false;
  }

  /** A count as typed (ui/BaggageSteps warns over the limit and hands back '0' on blur); undefined unsets it. */
  setItemCount(itemCode: string, count: string | undefined): void {
    this.values = { ...this.values, baggageQuantity: { ...this.values.baggageQuantity, [itemCode]: count } };
    this.quantityEdited = true;
  }

  resetCategory(categoryCode: string): void {
    const category = this.master.find((entry) => entry.code === categoryCode);
    if (!category) return;
    this.values = { ...this.values, baggageQuantity: resetCategory(this.values.baggageQuantity, category) };
    this.quantityEdited = true;
  }

  /** The other-baggage answer: leaving "yes" stashes the text, choosing it again restores it. */
  setHasEtcBaggages(answer: HasEtcBaggages): void {
    this.values = { ...this.values, ...changeHasEtcBaggages(this.values, answer) };
  }

  setEtcBaggages(etcBaggages: string): void {
    this.values = { ...this.values, etcBaggages };
  }

  setHasIkeaBaggages(hasIkeaBaggages: boolean): void {
    this.values = { ...this.values, hasIkeaBaggages };
  }

  toggleIkeaPanel(): void {
    this.ikeaPanelOpen = !this.ikeaPanelOpen;
  }
}
