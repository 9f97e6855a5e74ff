/**
 * A run's budget (per_run: documents, bytes, minutes) running out: what the run had no time or room for
 * stays pending, untried, and the next run brings it first; a source the run did not reach keeps its
 * state untouched. The clock is injected and moved by the run's own steps, so nothing here waits or
 * depends on how fast the machine is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDiscoveryConfig, type RunBudget } from '../../actions/lib/discovery/config.js';
import { Http } from '../../actions/lib/discovery/http.js';
import { runDiscovery, type DiscoveryRun } from '../../actions/lib/discovery/run.js';
import { emptyState, type DiscoveryState } from '../../actions/lib/discovery/state.js';
import { buildKnownIndex } from '../../actions/lib/discovery/plan.js';
import type { PullRequestProposal } from '../../actions/lib/forge/forge.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';

let dir: string;
let http: Http;
/** The documents of the first folder, oldest first, and their sizes. */
const sizes: number[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-discovery-budget-'));
  http = new Http({ userAgent: 'dirhub/test', spacingMs: 0 });
  sizes.length = 0;
  for (const [folder, count] of [
    ['docket', 4],
    ['letters', 1],
  ] as const) {
    await mkdir(join(dir, folder));
    for (let i = 1; i <= count; i++) {
      const pdf = await textToPdf(
        `${folder.toUpperCase()} ${i}. ORDER. The motion is granted. ${'So ordered. '.repeat(i * 20)}`,
      );
      const path = join(dir, folder, `${folder}-${i}.pdf`);
      await writeFile(path, pdf);
      // Listed oldest first: the files' days give the order.
      const day = new Date(Date.UTC(2024, 0, i));
      await utimes(path, day, day);
      if (folder === 'docket') sizes.push(pdf.byteLength);
    }
  }
});

afterEach(async () => {
  await http.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * One run over the two folders, on a clock that starts at `start` and moves `minutesPerDocument` each time
 * a pull request is opened (as if fetching and opening took that long).
 */
async function discover(
  state: DiscoveryState,
  budget: Partial<RunBudget>,
  options: { start: number; minutesPerDocument?: number },
): Promise<{ run: DiscoveryRun; opened: string[] }> {
  const read = readDiscoveryConfig({
    per_run: budget,
    sources: [
      { name: 'docket', kind: 'folder', path: join(dir, 'docket'), defaults: { source: 'District Court' } },
      { name: 'letters', kind: 'folder', path: join(dir, 'letters'), defaults: { source: "Clerk's office" } },
    ],
  });
  if (!read.ok) throw new Error(read.problems[0]!.message);
  let now = options.start;
  const opened: string[] = [];
  const run = await runDiscovery({
    root: dir,
    sources: read.config.sources,
    budget: read.config.per_run,
    maxFileBytes: 50 * 1024 * 1024,
    uploadsDir: 'uploads',
    state,
    known: buildKnownIndex([], []),
    http,
    open: async (proposal: PullRequestProposal) => {
      opened.push(String(proposal.edits[0]!.path));
      now += (options.minutesPerDocument ?? 0) * 60_000;
      return { opened: true, pull: proposal.branch, head: 'f'.repeat(40), url: null };
    },
    force: true,
    dryRun: false,
    now: () => new Date(now),
    env: {},
  });
  return { run, opened };
}

const pendingTitles = (run: DiscoveryRun, source: string) =>
  run.state.sources[source]!.pending.map((p) => p.metadata.title);

describe("a run's budget", () => {
  it('out of minutes: the rest stays pending, untried, the unreached source untouched; the next run brings them first', async () => {
    const start = Date.now();
    // 10 minutes, and each document takes 6: the third finds the time gone.
    const first = await discover(emptyState(), { minutes: 10 }, { start, minutesPerDocument: 6 });
    const docket = first.run.sources.find((s) => s.name === 'docket')!;
    expect(docket.opened.map((o) => o.title)).toEqual(['docket 1', 'docket 2']);
    expect(first.run.budget_reached).toBe(true);
    expect(pendingTitles(first.run, 'docket')).toEqual(['docket 3', 'docket 4']);
    // Pending for want of time is not a failed attempt: nothing counts against the document.
    expect(first.run.state.sources.docket!.pending.map((p) => [p.attempts, p.last_problem])).toEqual([
      [0, null],
      [0, null],
    ]);
    expect(docket.pending).toBe(2);
    // The second source was not reached: reported so, and its state not written at all.
    expect(first.run.sources.find((s) => s.name === 'letters')).toMatchObject({ status: 'not_reached', listed: 0 });
    expect(first.run.state.sources.letters).toBeUndefined();
    expect(first.run.finished_at).toBe(new Date(start + 12 * 60_000).toISOString());

    // The next run, with time enough: the two left first, then the source it did not reach.
    const second = await discover(
      first.run.state,
      { minutes: 10 },
      { start: start + 86_400_000, minutesPerDocument: 1 },
    );
    expect(second.run.budget_reached).toBe(false);
    expect(second.run.sources.map((s) => [s.name, s.status, s.opened.map((o) => o.title)])).toEqual([
      ['docket', 'ok', ['docket 3', 'docket 4']],
      ['letters', 'ok', ['letters 1']],
    ]);
    expect(second.run.state.sources.docket!.pending).toEqual([]);
    expect(Object.values(second.run.state.sources.docket!.seen).map((s) => s.outcome)).toEqual(Array(4).fill('opened'));
  });

  it('out of documents or bytes: the same, and a document too big for what is left of the bytes waits, not refused', async () => {
    const start = Date.now();
    const byCount = await discover(emptyState(), { documents: 3 }, { start });
    expect(byCount.opened).toHaveLength(3);
    expect(pendingTitles(byCount.run, 'docket')).toEqual(['docket 4']);
    expect(byCount.run.sources[1]!.status).toBe('not_reached');

    // Room for the first two documents' bytes and part of the third's.
    const room = sizes[0]! + sizes[1]! + Math.floor(sizes[2]! / 2);
    const byBytes = await discover(emptyState(), { bytes: room }, { start });
    const docket = byBytes.run.sources[0]!;
    expect(docket.opened.map((o) => o.title)).toEqual(['docket 1', 'docket 2']);
    expect(docket.noted).toEqual([]);
    expect(pendingTitles(byBytes.run, 'docket')).toEqual(['docket 3', 'docket 4']);
    expect(byBytes.run.used).toEqual({ documents: 2, bytes: sizes[0]! + sizes[1]! });
    expect(byBytes.run.budget_reached).toBe(true);
  });
});
