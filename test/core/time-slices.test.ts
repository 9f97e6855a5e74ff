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

  it('sort as Array.prototype.sort does, stably, at every size around a run', async () => {
    // Pseudo-random keys with many ties: a stable sort keeps each tie in the order of the input.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (const size of [0, 1, 2, 511, 512, 513, 1024, 1500, 5000]) {
      const items = Array.from({ length: size }, (_, at) => ({ key: next() % 50, at }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      const sorted = await new TimeSlices().sort(items, byKey);
      expect(sorted).toEqual(items.slice().sort(byKey));
      expect(items.map((x) => x.at)).toEqual([...Array(size).keys()]);
    }
  });

  it('let the event loop turn while sorting', async () => {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    // A comparison slow enough that the sort of 5,000 items runs well past a slice of 1 ms.
    const slow = (a: number, b: number) => {
      const until = performance.now() + 0.002;
      while (performance.now() < until);
      return b - a;
    };
    const sorted = await new TimeSlices(1).sort([...Array(5000).keys()], slow);
    running = false;
    expect(sorted[0]).toBe(4999);
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});
