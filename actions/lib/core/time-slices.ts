import { setImmediate as turn } from 'node:timers/promises';

/**
 * Cuts a long computation into slices of about `sliceMs`, letting the event loop turn between them: a
 * server that rebuilds its model of 30,000 documents after a commit keeps answering meanwhile instead of
 * stalling every request for a second. `await slices.pass()` at each step of the loop; it yields only once
 * a slice has run its time, so a short computation never waits.
 */
export class TimeSlices {
  private started = performance.now();

  constructor(private readonly sliceMs = 10) {}

  async pass(): Promise<void> {
    if (performance.now() - this.started < this.sliceMs) return;
    await turn();
    this.started = performance.now();
  }
}
