import { makeAutoObservable, runInAction } from 'mobx';
import type { NimotsuCategory } from '../../domain/api/nimotsu.ts';
import { baggageAfterPersonCountChange, BAGGAGE_SUB_STEPS, changeHasEtcBaggages, personTypeOf, resetCategory, subStepBaggageError } from '../../domain/baggage/index.ts';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import type { PersonCount } from '../../domain/options/household.ts';
import type { HasEtcBaggages } from '../../domain/validation/baggageRules.ts';
import type { FieldAccess } from '../forms/StepForms.ts';
import type { NimotsuStore } from '../stores/resources/referenceResources.ts';
import type { BelongingsValues } from './values.ts';

/**
 * The moving form's belongings (spec §4 "Estimate and reservation form behaviour") over the form's
 * fields: the person count filling default counts until the baggage modal was opened, the modal
 * and its sub-steps, a category reset, the other-baggage stash.
 */
export class BelongingsInputs {
  /** Whether the visitor ever opened the baggage modal: person-count changes then keep their counts. */
  baggageModalOpened = false;
  baggageModalOpen = false;
  baggageSubStep = 1;
  ikeaPanelOpen = false;

  readonly #nimotsu: NimotsuStore;
  readonly #fields: FieldAccess<BelongingsValues>;

  constructor(nimotsu: NimotsuStore, fields: FieldAccess<BelongingsValues>) {
    this.#nimotsu = nimotsu;
    this.#fields = fields;
    makeAutoObservable<this, '#nimotsu' | '#fields'>(this, { '#nimotsu': false, '#fields': false }, { autoBind: true });
  }

  get master(): readonly NimotsuCategory[] {
    return this.#nimotsu.value;
  }

  /** The error the baggage modal shows on its current sub-step (never a second copy of a stepper's warning). */
  get subStepError(): string | undefined {
    return subStepBaggageError(this.master, this.#fields.values().baggageQuantity, this.baggageSubStep);
  }

  restore(baggageModalOpened: boolean): void {
    this.baggageModalOpened = baggageModalOpened;
  }

  /** A link's belongings: given counts are kept; a person count alone fills the defaults. */
  prefill(move: Partial<MoveLink>): void {
    const { personCount, baggageQuantity } = move;
    if (baggageQuantity) this.#fields.set(personCount ? { baggageQuantity, personCount } : { baggageQuantity });
    else if (personCount) void this.setPersonCount(personCount);
  }

  reset(): void {
    this.baggageModalOpened = false;
  }

  /** A person count fills the master's default counts, unless the baggage modal was already opened. */
  async setPersonCount(personCount: PersonCount): Promise<void> {
    this.#fields.set({ personCount });
    await this.#nimotsu.load();
    runInAction(() => {
      const values = this.#fields.values();
      if (values.personCount !== personCount) return;
      this.#fields.set({ baggageQuantity: baggageAfterPersonCountChange(values.baggageQuantity, this.master, personTypeOf(personCount), this.baggageModalOpened) });
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
    this.#fields.change({ baggageQuantity: { ...this.#fields.values().baggageQuantity, [itemCode]: count } });
  }

  resetCategory(categoryCode: string): void {
    const category = this.master.find((entry) => entry.code === categoryCode);
    if (category) this.#fields.change({ baggageQuantity: resetCategory(this.#fields.values().baggageQuantity, category) });
  }

  /** The other-baggage answer: leaving "yes" stashes the text, choosing it again restores it. */
  setHasEtcBaggages(answer: HasEtcBaggages): void {
    const { hasEtcBaggages, etcBaggages, tempEtcBaggages } = this.#fields.values();
    this.#fields.change(changeHasEtcBaggages({ hasEtcBaggages, etcBaggages, tempEtcBaggages }, answer));
  }

  toggleIkeaPanel(): void {
    this.ikeaPanelOpen = !this.ikeaPanelOpen;
  }
}
