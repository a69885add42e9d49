/**
 * Set once, when the process is told to stop: from then `/readyz` answers 503, so a load balancer stops sending
 * new requests, and every response asks its client to close the connection (operations/graceful-close.ts).
 */
export class Draining {
  #active = false;

  get active(): boolean {
    return this.#active;
  }

  start(): void {
    this.#active = true;
  }
}
