/**
 * A local server's own queue of uploads: each upload branch goes through the real intake (runIntake:
 * the whole pipeline, then merge or close), one at a time, so a posted file reaches a decision with no
 * other command. Every outcome is written down: the decisions log holds the intake's decisions, and the
 * journal what the log cannot hold — why the intake could not decide yet (`stalled`, tried again after
 * `retryMs`), and a branch the intake left for review without logging an upload (`decided`).
 *
 * After a merge the archive owes an enrichment (journal: `needed`); it is made, under the intake's lock,
 * once the queue is empty — one enrichment for a burst of merges — or first of all when recovery found
 * one owed (a crash during an enrichment leaves its files in the work tree). Then `done`. One that fails
 * stays owed and is tried again after `retryMs`.
 */
import { readDecisionLog } from '../../../actions/lib/archive/decisions-log.js';
import { uploadStatus } from '../../../actions/lib/archive/upload-status.js';
import type { DirhubConfig } from '../../../actions/lib/core/config.js';
import { Git } from '../../../actions/lib/core/git.js';
import { faultPoint } from '../../../actions/lib/core/faults.js';
import { problem, type Problem } from '../../../actions/lib/core/problem.js';
import { hasBranch } from '../../../actions/lib/forge/local/branch-commit.js';
import { lockRepository, runIntake, type BranchOutcome } from '../../../actions/lib/intake/run.js';
import type { Analyzer } from '../../../actions/lib/pipeline/analyze.js';
import type { ArchiveView } from '../archive-view.js';
import type { Journal } from './journal.js';
import { UPLOAD_BRANCH_PREFIX } from './recovery.js';

export interface QueueOptions {
  root: string;
  base: string;
  view: ArchiveView;
  config: DirhubConfig;
  journal: Journal;
  /** Decides one upload; the default runs the pipeline with each file read in a process of its own. */
  analyzer?: Analyzer;
  /** Enriches the archive after merges and commits the result; none: no enrichment. */
  enrich?: (root: string, log: (line: string) => void) => Promise<unknown>;
  /** When the intake could not run (dirty work tree, lock held), try again after this long. */
  retryMs?: number;
  log: (line: string) => void;
}

async function defaultAnalyzer(): Promise<Analyzer> {
  const { analyzeUpload } = await import('../../../actions/lib/pipeline/analyze.js');
  const { boundedReader } = await import('../../../actions/lib/pipeline/bounded.js');
  const { ContentCache } = await import('../../../actions/lib/pipeline/processing/cache.js');
  return (upload, ctx) => analyzeUpload(upload, { ...ctx, reader: boundedReader(), cache: ContentCache.at(ctx.root) });
}

export class IntakeQueue {
  private readonly pending: string[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The enrichment owed, after which upload; `first` when it must come before any other decision. */
  private enrichment: { upload_id: string; first: boolean } | null = null;

  constructor(private readonly options: QueueOptions) {}

  enqueue(uploadId: string): void {
    if (this.closed || this.pending.includes(uploadId)) return;
    this.pending.push(uploadId);
    this.kick();
  }

  /** An enrichment recovery found owed: made before anything else is decided. */
  owe(uploadId: string): void {
    if (!this.options.enrich) return;
    this.enrichment = { upload_id: uploadId, first: true };
    this.kick();
  }

  /** Resolves when the queue has nothing left to do now (retries waiting on a timer aside). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    await this.running;
  }

  private kick(): void {
    if (this.running || this.closed || (!this.pending.length && !this.enrichment)) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (!this.waitingToRetry) this.kick();
    });
  }

  private waitingToRetry = false;

  private async drain(): Promise<void> {
    while (!this.closed) {
      if (this.enrichment && (this.enrichment.first || !this.pending.length)) {
        if (!(await this.options.view.holding(() => this.enrich()))) return;
        await this.options.view.refresh();
        continue;
      }
      const uploadId = this.pending.shift();
      if (!uploadId) return;
      try {
        await this.options.view.holding(() => this.decide(uploadId));
        await this.options.view.refresh();
      } catch (err) {
        this.options.log(`upload ${uploadId}: deciding failed: ${(err as Error).stack ?? String(err)}`);
        await this.stall(
          uploadId,
          problem(
            'serve.intake_failed',
            `Deciding the upload failed: ${(err as Error).message}`,
            'The server tries again shortly; if it keeps failing, its log holds the details.',
          ),
        );
      }
    }
  }

  private later(work: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, this.options.retryMs ?? 30_000);
    timer.unref();
    this.timers.add(timer);
  }

  private async stall(uploadId: string, reason: Problem): Promise<void> {
    await this.options.journal.add({ event: 'stalled', upload_id: uploadId, at: new Date().toISOString(), reason });
    this.options.log(`upload ${uploadId} not decided yet: ${reason.message}`);
    this.later(() => this.enqueue(uploadId));
  }

  /** The analysis as the intake runs it, with the journal's note once it is done. */
  private async analyzer(): Promise<Analyzer> {
    const analyze = this.options.analyzer ?? (await defaultAnalyzer());
    return async (upload, ctx) => {
      await faultPoint('during-analysis');
      const result = await analyze(upload, ctx);
      await this.options.journal.add({ event: 'analysed', upload_id: result.upload_id, at: new Date().toISOString() });
      return result;
    };
  }

  private async decide(uploadId: string): Promise<void> {
    const { root, base, config, log } = this.options;
    const branch = `${UPLOAD_BRANCH_PREFIX}${uploadId}`;
    if (!(await hasBranch(root, branch))) return;
    log(`upload ${uploadId}: deciding branch ${branch}`);
    const run = await runIntake({
      root,
      analyzer: await this.analyzer(),
      branches: [branch],
      base,
      config,
      onProgress: (m) => log(`intake: ${m.trim()}`),
    });
    const outcome = run.outcomes[0];
    const trouble = run.refused ?? outcome?.problem ?? null;
    if (trouble) return this.stall(uploadId, trouble);
    log(`upload ${uploadId}: ${outcome?.plan?.summary ?? 'nothing to decide'}`);
    if (outcome) await this.record(uploadId, outcome);
  }

  /** What the decisions log does not hold of an outcome, in the journal. */
  private async record(uploadId: string, outcome: BranchOutcome): Promise<void> {
    const plan = outcome.plan;
    const at = new Date().toISOString();
    if (plan?.action === 'merge' && outcome.changed && this.options.enrich) {
      await this.options.journal.add({ event: 'enrichment', upload_id: uploadId, at, state: 'needed' });
      this.enrichment ??= { upload_id: uploadId, first: false };
      this.enrichment.upload_id = uploadId;
      return;
    }
    if (plan?.action !== 'needs_review' && plan?.action !== 'skip') return;
    // A branch with no added upload is left for review without a line in the decisions log: its
    // outcome and reasons are the journal's to keep, or the upload would wait at every restart.
    if (uploadStatus(await readDecisionLog(this.options.root), uploadId)) return;
    const reasons = plan.reasons.length
      ? plan.reasons
      : [problem('intake.no_uploads', 'The branch adds no upload.', 'A maintainer looks at it.')];
    await this.options.journal.add({ event: 'decided', upload_id: uploadId, at, state: 'needs_review', reasons });
    this.options.log(`upload ${uploadId} needs review: ${reasons.map((r) => r.message).join(' ')}`);
  }

  /** The queue stops, and the enrichment still owed is tried again after `retryMs`; false, as enrich() says. */
  private enrichLater(): false {
    this.waitingToRetry = true;
    this.later(() => {
      this.waitingToRetry = false;
      this.kick();
    });
    return false;
  }

  /**
   * Makes the enrichment owed under the intake's lock; false when the lock is held elsewhere or the
   * enrichment failed (tried later).
   */
  private async enrich(): Promise<boolean> {
    const { root, log, journal } = this.options;
    const owed = this.enrichment!;
    const release = await lockRepository(new Git(root), root, 0, log);
    if (typeof release !== 'function') {
      log(`enrichment after ${owed.upload_id} waits: ${release.message}`);
      return this.enrichLater();
    }
    try {
      await this.options.enrich!(root, (m) => log(`enrich: ${m.trim()}`));
    } catch (err) {
      // Still owed, and tried again later: a failure is often passing (another git process holding the
      // index's lock as the commit is made), and one left owed is also made first after a restart.
      log(
        `enrichment after ${owed.upload_id} failed (the documents are archived; it is tried again shortly, or run dirhub enrich): ${(err as Error).message}`,
      );
      return this.enrichLater();
    } finally {
      await release();
    }
    await journal.add({ event: 'enrichment', upload_id: owed.upload_id, at: new Date().toISOString(), state: 'done' });
    if (this.enrichment === owed) this.enrichment = null;
    return true;
  }
}
