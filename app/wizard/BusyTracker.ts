import { makeAutoObservable, runInAction } from 'mobx';

/** A call the visitor waits for (the page goes inert under the overlay), or one in the background (a thin loading bar). */
export type BusyKind = 'overlay' | 'loading';

/** Counts the calls in flight of each kind, for the shell's overlay and loading containers. */
export class BusyTracker {
  overlayCount = 0;
  loadingCount = 0;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get overlay(): boolean {
    return this.overlayCount > 0;
  }

  get loading(): boolean {
    return this.loadingCount > 0;
  }

  /** Counts `work` as busy of `kind` until it settles, and passes its result on. */
  async track<T>(kind: BusyKind, work: Promise<T>): Promise<T> {
    this.#add(kind, 1);
    try {
      return await work;
    } finally {
      // After the await: outside the action `track` itself runs in.
      runInAction(() => this.#add(kind, -1));
    }
  }

  #add(kind: BusyKind, delta: number): void {
    if (kind === 'overlay') this.overlayCount += delta;
    else this.loadingCount += delta;
  }
}
