/**
 * Whether this instance is on its way out: set when SIGTERM arrives, before the drain, so the
 * readiness check fails first and the load balancer stops sending traffic (README "Health checks").
 */
export class Lifecycle {
  #stopping = false;

  get stopping(): boolean {
    return this.#stopping;
  }

  beginStopping(): void {
    this.#stopping = true;
  }
}
