import { setImmediate } from 'node:timers';
import { describe, expect, it } from 'vitest';
import { TimeSlices } from '../../actions/lib/core/time-slices.js';

/** Runs `steps` steps of busy work of about `stepMs` each, passing `slices` between them; counts turns seen. */
async function busyLoop(slices: TimeSlices, steps: number, stepMs: number): Promise<number> {
  let turns = 0;
  let waiting = false;
  for (let i = 0; i < steps; i++) {
    if (!waiting) {
      waiting = true;
      setImmediate(() => {
        turns++;
        waiting = false;
      });
    }
    const until = performance.now() + stepMs;
    while (performance.now() < until);
    await slices.pass();
  }
  return turns;
}

describe('time slices', () => {
  it('let the event loop turn during a long computation', async () => {
    // 100 ms of work in slices of 5 ms: other work gets its turn many times before the loop ends.
    expect(await busyLoop(new TimeSlices(5), 50, 2)).toBeGreaterThanOrEqual(5);
  });

  it('never wait in a computation shorter than a slice', async () => {
    expect(await busyLoop(new TimeSlices(60_000), 50, 0)).toBe(0);
  });
});
