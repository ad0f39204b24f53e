import { makeAutoObservable } from 'mobx';
import type { Alliance } from '../../domain/api/company.ts';
import type { FieldAccess } from '../forms/StepForms.ts';
import type { MovingChoices } from './values.ts';

/**
 * The alliance (cross-sell) partners offered with the companies, and the form's field of the ones
 * the visitor checked (spec §3 allianceList). The list is stale once the destination prefecture
 * changes, until the next answer replaces it (spec §4).
 */
export class AllianceSelection {
  alliances: Alliance[] = [];
  stale = false;
  readonly #fields: FieldAccess<Pick<MovingChoices, 'checkedAlliances'>>;

  constructor(fields: FieldAccess<Pick<MovingChoices, 'checkedAlliances'>>) {
    this.#fields = fields;
    makeAutoObservable<this, '#fields'>(this, { '#fields': false }, { autoBind: true });
  }

  /** Ids of the checked partners. */
  get checked(): string[] {
    return this.#fields.values().checkedAlliances;
  }

  markStale(): void {
    this.stale = true;
  }

  /** The partners of a new answer; checks of partners no longer offered are dropped. */
  replace(alliances: Alliance[]): void {
    this.stale = false;
    if (JSON.stringify(alliances) === JSON.stringify(this.alliances)) return;
    const ids = alliances.map((alliance) => alliance.alliance_id);
    this.alliances = alliances;
    this.#fields.set({ checkedAlliances: this.checked.filter((id) => ids.includes(id)) });
  }

  /** The partners checked, as the choice list hands them over. */
  choose(ids: readonly string[]): void {
    this.#fields.change({ checkedAlliances: this.alliances.map((alliance) => alliance.alliance_id).filter((id) => ids.includes(id)) });
  }

  isChecked(id: string): boolean {
    return this.checked.includes(id);
  }

  /** The list as the request names it (spec §3): every partner offered with its check. */
  get allianceList(): { alliance_id: string; isChecked: boolean }[] {
    return this.alliances.map((alliance) => ({ alliance_id: alliance.alliance_id, isChecked: this.isChecked(alliance.alliance_id) }));
  }

  /** Restores the partners offered (a reload; their checks are the form's). */
  restore(alliances: Alliance[]): void {
    this.alliances = alliances;
  }
}
