/**
 * Writes on a local archive repository: an upload becomes a branch `upload/<upload_id>` adding
 * `uploads/NAME.<ext>` and `uploads/NAME.json` (a local pull request), a change to a document a branch
 * `change/<upload_id>` editing its record.json or removing its folder. The server keeps its own queue
 * of uploads: each is decided by the real intake (runIntake), one at a time, so a posted file reaches
 * accepted, rejected or invalid with no other command; after a merge the archive is enriched and the
 * served snapshot brought up to date. Changes to documents touch more than uploads/, so the intake
 * leaves them to a maintainer, who merges the branch by hand (or deletes it to refuse it).
 */
import { join, resolve } from 'node:path';
import { readDecisionLog } from '../../../actions/lib/archive/decisions-log.js';
import { UPLOADS_DIR } from '../../../actions/lib/archive/layout.js';
import { uploadStatus } from '../../../actions/lib/archive/upload-status.js';
import type { DirhubConfig } from '../../../actions/lib/core/config.js';
import { problem, type Problem } from '../../../actions/lib/core/problem.js';
import { git, runGit } from '../../../actions/lib/forge/local/branch-commit.js';
import { LocalForge } from '../../../actions/lib/forge/local/local-forge.js';
import { runIntake } from '../../../actions/lib/intake/run.js';
import type { Analyzer } from '../../../actions/lib/pipeline/analyze.js';
import type { ArchiveView } from '../archive-view.js';
import { ApiError } from '../envelope.js';
import { uploadStatusJson, type UploadStatusJson } from '../upload-status.js';
import { Journal, type JournalEntry } from './journal.js';
import {
  changeProposal,
  changeUploadId,
  commitAuthor,
  statusPath,
  type ChangeRequest,
  type Receipt,
  type Submissions,
  type UploadRequest,
} from './submissions.js';

export const UPLOAD_BRANCH_PREFIX = 'upload/';
export const CHANGE_BRANCH_PREFIX = 'change/';
export const JOURNAL_FILE = 'dirhub-serve/journal.jsonl';

export interface LocalOptions {
  root: string;
  view: ArchiveView;
  config: DirhubConfig;
  /** Decides one upload; the default runs the pipeline with each file read in a process of its own. */
  analyzer?: Analyzer;
  /** Enrich and commit after each merge (as the ingest does); default true. */
  enrich?: (root: string, log: (line: string) => void) => Promise<unknown>;
  /** When the intake could not run (dirty work tree, lock held), try again after this long. */
  retryMs?: number;
  base?: string;
  log?: (line: string) => void;
}

async function defaultAnalyzer(): Promise<Analyzer> {
  const { analyzeUpload } = await import('../../../actions/lib/pipeline/analyze.js');
  const { boundedReader } = await import('../../../actions/lib/pipeline/bounded.js');
  const { ContentCache } = await import('../../../actions/lib/pipeline/processing/cache.js');
  return (upload, ctx) => analyzeUpload(upload, { ...ctx, reader: boundedReader(), cache: ContentCache.at(ctx.root) });
}

export class LocalSubmissions implements Submissions {
  readonly mode = 'local' as const;
  private readonly journal: Journal;
  private readonly pending: string[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly base: string;
  /** Where the branches are opened: the archive repository, committed as the bot. */
  private readonly forge: LocalForge;

  private constructor(
    private readonly options: LocalOptions,
    gitDir: string,
  ) {
    this.journal = new Journal(join(gitDir, JOURNAL_FILE));
    this.base = options.base ?? 'main';
    this.forge = new LocalForge(options.root, this.base);
  }

  /** Opens the write side and puts back in the queue every upload it submitted that is still undecided. */
  static async open(options: LocalOptions): Promise<LocalSubmissions> {
    const gitDir = resolve(options.root, await git(options.root, ['rev-parse', '--git-common-dir']));
    const local = new LocalSubmissions(options, gitDir);
    const log = await readDecisionLog(options.root);
    for (const e of await local.journal.all()) {
      if (e.event !== 'submitted' || e.kind !== 'upload') continue;
      if (uploadStatus(log, e.upload_id)) continue;
      if (await local.branchHead(e.branch)) local.enqueue(e.upload_id);
    }
    return local;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  private async branchHead(branch: string): Promise<string | null> {
    const r = await runGit(this.options.root, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
    return r.code === 0 ? r.stdout.trim() : null;
  }

  async submitUpload(upload: UploadRequest): Promise<Receipt> {
    if (this.closed) throw new ApiError(503, 'server.closing', 'The server is stopping.', 'Send it again shortly.');
    const { checked, upload_id } = upload;
    const branch = `${UPLOAD_BRANCH_PREFIX}${upload_id}`;
    const stem = checked.name.replace(/\.[^.]+$/, '');
    const opened = await this.forge.openPullRequest({
      branch,
      edits: [
        { path: `${UPLOADS_DIR}/${checked.name}`, bytes: upload.file },
        { path: `${UPLOADS_DIR}/${stem}.json`, bytes: upload.metadata_bytes },
      ],
      message: `Upload: ${checked.metadata.title}\n\nSubmitted through dirhub serve (${upload_id}).\n`,
      author: commitAuthor(upload.caller),
      title: `Upload: ${checked.metadata.title}`,
      body: '',
    });
    if (!opened.opened)
      throw new ApiError(
        409,
        'upload.pending',
        `This upload (the same file with the same metadata) is already waiting for its decision as ${upload_id}.`,
        `Follow it at ${statusPath(upload_id)}.`,
      );
    const head = opened.head;
    await this.journal.add({
      event: 'submitted',
      upload_id,
      kind: 'upload',
      branch,
      head,
      document_id: null,
      title: checked.metadata.title,
      by: upload.caller.name,
      at: new Date().toISOString(),
    });
    this.log(`upload ${upload_id} submitted as branch ${branch} by ${upload.caller.name ?? 'anonymous'}`);
    this.enqueue(upload_id);
    return {
      upload_id,
      kind: 'upload',
      state: 'submitted',
      document_id: null,
      pull_request: { kind: 'branch', ref: branch },
      status_url: statusPath(upload_id),
    };
  }

  async submitChange(change: ChangeRequest): Promise<Receipt> {
    if (this.closed) throw new ApiError(503, 'server.closing', 'The server is stopping.', 'Send it again shortly.');
    const documentId = change.record.document_id;
    for (const e of await this.journal.all()) {
      if (
        e.event === 'submitted' &&
        e.kind !== 'upload' &&
        e.document_id === documentId &&
        (await this.branchHead(e.branch))
      )
        throw new ApiError(
          409,
          'change.pending',
          `A change to document ${documentId} is already waiting for review (${e.upload_id}, branch ${e.branch}).`,
          `Wait until a maintainer merges or closes it (${statusPath(e.upload_id)}), then send the change again.`,
        );
    }
    const at = new Date().toISOString();
    const uploadId = changeUploadId(change, at);
    const branch = `${CHANGE_BRANCH_PREFIX}${uploadId}`;
    const record = change.updated ?? change.record;
    const opened = await this.forge.openPullRequest({
      ...(await changeProposal(this.options.root, this.base, change, uploadId, branch)),
      body: '',
    });
    // The upload id is new each time: a branch of that name is a bug, not a wait.
    if (!opened.opened) throw new Error(opened.refusal.message);
    const head = opened.head;
    await this.journal.add({
      event: 'submitted',
      upload_id: uploadId,
      kind: change.kind,
      branch,
      head,
      document_id: documentId,
      title: record.title,
      by: change.caller.name,
      at,
    });
    this.log(`${change.kind} of ${documentId} submitted as branch ${branch} by ${change.caller.name ?? 'anonymous'}`);
    return {
      upload_id: uploadId,
      kind: change.kind,
      state: 'submitted',
      document_id: documentId,
      pull_request: { kind: 'branch', ref: branch },
      status_url: statusPath(uploadId),
    };
  }

  async status(uploadId: string): Promise<UploadStatusJson | null> {
    const notes = await this.journal.of(uploadId);
    const submitted = notes.find((e): e is Extract<JournalEntry, { event: 'submitted' }> => e.event === 'submitted');
    const analysed = notes.filter((e) => e.event === 'analysed').pop();
    const stalled = notes.filter((e): e is Extract<JournalEntry, { event: 'stalled' }> => e.event === 'stalled').pop();
    const kind = submitted?.kind ?? 'upload';
    const decisions = kind === 'upload' ? uploadStatus(await readDecisionLog(this.options.root), uploadId) : null;
    const open = submitted ? await this.branchHead(submitted.branch) : null;
    return uploadStatusJson({
      upload_id: uploadId,
      kind,
      submitted: submitted ? { at: submitted.at, title: submitted.title, document_id: submitted.document_id } : null,
      analysed_at: analysed?.at ?? null,
      stalled: stalled && (!analysed || stalled.at > analysed.at) ? stalled.reason : null,
      decisions,
      change_outcome: submitted && kind !== 'upload' ? await this.changeOutcome(submitted, open) : null,
      pull_request: submitted ? { kind: 'branch', ref: submitted.branch } : null,
    });
  }

  /** Open: waiting for a maintainer; merged into the base: accepted; gone unmerged: rejected. */
  private async changeOutcome(
    submitted: Extract<JournalEntry, { event: 'submitted' }>,
    open: string | null,
  ): Promise<{ state: 'accepted' | 'rejected' | 'needs_review'; at: string; reasons: Problem[] }> {
    const root = this.options.root;
    const merged = await runGit(root, ['merge-base', '--is-ancestor', submitted.head, this.base]);
    if (merged.code === 0) {
      const first = (await git(root, ['rev-list', '--ancestry-path', '--reverse', `${submitted.head}..${this.base}`]))
        .split('\n')
        .filter(Boolean)[0];
      const at = first ? await git(root, ['show', '-s', '--format=%cI', first]) : submitted.at;
      return { state: 'accepted', at: new Date(at).toISOString(), reasons: [] };
    }
    if (open)
      return {
        state: 'needs_review',
        at: submitted.at,
        reasons: [
          problem(
            'change.needs_review',
            `The ${submitted.kind} of document ${submitted.document_id} waits for a maintainer on branch ${submitted.branch}.`,
            `A maintainer merges it (git merge ${submitted.branch}) or deletes the branch to refuse it.`,
            { severity: 'warning' },
          ),
        ],
      };
    return {
      state: 'rejected',
      at: submitted.at,
      reasons: [
        problem(
          'change.closed',
          `Branch ${submitted.branch} was closed without being merged.`,
          'Ask a maintainer why, then send the change again.',
        ),
      ],
    };
  }

  // ---------------------------------------------------------------------------------------------------
  // The queue.

  private enqueue(uploadId: string): void {
    if (this.closed || this.pending.includes(uploadId)) return;
    this.pending.push(uploadId);
    this.kick();
  }

  private kick(): void {
    if (this.running || this.closed || !this.pending.length) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length && !this.closed) {
      const uploadId = this.pending.shift()!;
      try {
        await this.options.view.holding(() => this.decide(uploadId));
        await this.options.view.refresh();
      } catch (err) {
        this.log(`upload ${uploadId}: deciding failed: ${(err as Error).stack ?? String(err)}`);
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

  private async stall(uploadId: string, reason: Problem): Promise<void> {
    await this.journal.add({ event: 'stalled', upload_id: uploadId, at: new Date().toISOString(), reason });
    this.log(`upload ${uploadId} not decided yet: ${reason.message}`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueue(uploadId);
    }, this.options.retryMs ?? 30_000);
    timer.unref();
    this.timers.add(timer);
  }

  private async decide(uploadId: string): Promise<void> {
    const branch = `${UPLOAD_BRANCH_PREFIX}${uploadId}`;
    if (!(await this.branchHead(branch))) return;
    const analyze = this.options.analyzer ?? (await defaultAnalyzer());
    const analyzer: Analyzer = async (upload, ctx) => {
      const result = await analyze(upload, ctx);
      await this.journal.add({ event: 'analysed', upload_id: result.upload_id, at: new Date().toISOString() });
      return result;
    };
    this.log(`upload ${uploadId}: deciding branch ${branch}`);
    const run = await runIntake({
      root: this.options.root,
      analyzer,
      branches: [branch],
      base: this.base,
      config: this.options.config,
      onProgress: (m) => this.log(`intake: ${m.trim()}`),
    });
    const outcome = run.outcomes[0];
    const trouble = run.refused ?? outcome?.problem ?? null;
    if (trouble) {
      await this.stall(uploadId, trouble);
      return;
    }
    this.log(`upload ${uploadId}: ${outcome?.plan?.summary ?? 'nothing to decide'}`);
    if (outcome?.changed && outcome.plan?.action === 'merge' && this.options.enrich) {
      try {
        await this.options.enrich(this.options.root, (m) => this.log(`enrich: ${m.trim()}`));
      } catch (err) {
        this.log(
          `enrichment after ${uploadId} failed (the document is archived; run dirhub enrich): ${(err as Error).message}`,
        );
      }
    }
  }

  /** Resolves when the queue has nothing left to decide now (retries waiting on a timer aside). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    await this.running;
  }
}
