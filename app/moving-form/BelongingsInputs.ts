import { makeAutoObservable, runInAction } from 'mobx';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { belongingsAfterHeadCountChange, personTypeOf } from '../../domain/belongings/personType.ts';
import { BELONGINGS_SUB_STEPS, resetCategory, subStepBelongingsError } from '../../domain/belongings/quantity.ts';
import { changeHasOtherBelongings } from '../../domain/belongings/otherBelongings.ts';
import type { MoveLink } from '../../domain/flows/flowLinks.ts';
import type { HeadCount } from '../../domain/options/household.ts';
import type { HasOtherBelongings } from '../../domain/validation/belongingsRules.ts';
import type { FieldAccess } from '../forms/StepForms.ts';
import type { BelongingsMasterStore } from '../stores/resources/referenceResources.ts';
import type { BelongingsValues } from './values.ts';

/**
 * The moving form's belongings (spec §4 "Estimate and reservation form behaviour") over the form's
 * fields: the person count filling default counts until the belongings modal was opened, the modal
 * and its sub-steps, a category reset, the other-belongings stash.
 */
export class BelongingsInputs {
  /** Whether the visitor ever opened the belongings modal: person-count changes then keep their counts. */
  belongingsModalOpened = false;
  belongingsModalOpen = false;
  belongingsSubStep = 1;
  ikeaPanelOpen = false;

  readonly #master: BelongingsMasterStore;
  readonly #fields: FieldAccess<BelongingsValues>;

  constructor(master: BelongingsMasterStore, fields: FieldAccess<BelongingsValues>) {
    this.#master = master;
    this.#fields = fields;
    makeAutoObservable<this, '#master' | '#fields'>(this, { '#master': false, '#fields': false }, { autoBind: true });
  }

  get master(): readonly BelongingsCategory[] {
    return this.#master.value;
  }

  /** The error the belongings modal shows on its current sub-step (never a second copy of a stepper's warning). */
  get subStepError(): string | undefined {
    return subStepBelongingsError(this.master, this.#fields.values().belongingsCounts, this.belongingsSubStep);
  }

  restore(belongingsModalOpened: boolean): void {
    this.belongingsModalOpened = belongingsModalOpened;
  }

  /** A link's belongings: given counts are kept; a person count alone fills the defaults. */
  prefill(move: Partial<MoveLink>): void {
    const { headCount, belongingsCounts } = move;
    if (belongingsCounts) this.#fields.set(headCount ? { belongingsCounts, headCount } : { belongingsCounts });
    else if (headCount) void this.setHeadCount(headCount);
  }

  reset(): void {
    this.belongingsModalOpened = false;
  }

  /** A person count fills the master's default counts, unless the belongings modal was already opened. */
  async setHeadCount(headCount: HeadCount): Promise<void> {
    this.#fields.set({ headCount });
    await this.#master.load();
    runInAction(() => {
      const values = this.#fields.values();
      if (values.headCount !== headCount) return;
      this.#fields.set({ belongingsCounts: belongingsAfterHeadCountChange(values.belongingsCounts, this.master, personTypeOf(headCount), this.belongingsModalOpened) });
    });
  }

  async openBelongingsModal(): Promise<void> {
    this.belongingsModalOpened = true;
    this.belongingsModalOpen = true;
    this.belongingsSubStep = 1;
    await this.#master.load();
  }

  closeBelongingsModal(): void {
    this.belongingsModalOpen = false;
  }

  /** Next within the modal; next from the last sub-step closes it. */
  nextBelongingsSubStep(): void {
    if (this.belongingsSubStep < BELONGINGS_SUB_STEPS) this.belongingsSubStep += 1;
    else this.belongingsModalOpen = false;
  }

  /** Back within the modal; back from the first sub-step closes it. */
  previousBelongingsSubStep(): void {
    if (this.belongingsSubStep > 1) this.belongingsSubStep -= 1;
    else this.belongingsModalOpen = false;
  }

  /** A count as typed (ui/BelongingsSteps warns over the limit and hands back '0' on blur); undefined unsets it. */
  setItemCount(itemCode: string, count: string | undefined): void {
    this.#fields.change({ belongingsCounts: { ...this.#fields.values().belongingsCounts, [itemCode]: count } });
  }

  resetCategory(categoryCode: string): void {
    const category = this.master.find((entry) => entry.code === categoryCode);
    if (category) this.#fields.change({ belongingsCounts: resetCategory(this.#fields.values().belongingsCounts, category) });
  }

  /** The other-belongings answer: leaving "yes" stashes the text, choosing it again restores it. */
  setHasOtherBelongings(answer: HasOtherBelongings): void {
    const { hasOtherBelongings, otherBelongings, stashedOtherBelongings } = this.#fields.values();
    this.#fields.change(changeHasOtherBelongings({ hasOtherBelongings, otherBelongings, stashedOtherBelongings }, answer));
  }

  toggleIkeaPanel(): void {
    this.ikeaPanelOpen = !this.ikeaPanelOpen;
  }
}
