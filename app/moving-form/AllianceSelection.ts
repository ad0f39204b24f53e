import { makeAutoObservable } from 'mobx';
import type { Alliance } from '../../domain/api/company.ts';

/**
 * The alliance (cross-sell) partners offered with the companies and the ones the visitor checked
 * (spec §3 allianceList). The list is stale once the destination prefecture changes, until the
 * next answer replaces it (spec §4).
 */
export class AllianceSelection {
  alliances: Alliance[] = [];
  /** Ids of the checked partners. */
  checked: string[] = [];
  stale = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
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
    this.checked = this.checked.filter((id) => ids.includes(id));
  }

  /** The partners checked, as the choice list hands them over. */
  choose(ids: readonly string[]): void {
    this.checked = this.alliances.map((alliance) => alliance.alliance_id).filter((id) => ids.includes(id));
  }

  isChecked(id: string): boolean {
    return this.checked.includes(id);
  }

  /** The list as the form values name it (spec §3): every partner offered with its check. */
  get allianceList(): { alliance_id: string; isChecked: boolean }[] {
    return this.alliances.map((alliance) => ({ alliance_id: alliance.alliance_id, isChecked: this.checked.includes(alliance.alliance_id) }));
  }

  /** Restores a saved list (a reload). */
  restore(alliances: Alliance[], checked: string[]): void {
    this.alliances = alliances;
    this.checked = checked;
  }
}
