import { makeAutoObservable } from 'mobx';

/**
 * The one modal or toast a flow shows at a time: opening one replaces whatever was open. `F` is
 * the flow's union of feedback, each with a `kind` and the data it shows, for example
 * `{ kind: 'apology' } | { kind: 'priceChange'; previous: number; current: number }`.
 */
export class Feedback<F extends { kind: string }> {
  current: F | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(feedback: F): void {
    this.current = feedback;
  }

  /** Closes what is open, or only `kind` when given (a late close of an earlier modal leaves a newer one open). */
  close(kind?: F['kind']): void {
    if (kind === undefined || this.current?.kind === kind) this.current = null;
  }

  isOpen(kind: F['kind']): boolean {
    return this.current?.kind === kind;
  }

  /** The open feedback when it is of `kind`, with its data. */
  of<K extends F['kind']>(kind: K): Extract<F, { kind: K }> | null {
    return this.current?.kind === kind ? (this.current as Extract<F, { kind: K }>) : null;
  }
}
