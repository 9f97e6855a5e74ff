/**
 * Writes on a local archive repository: an upload becomes a branch `upload/<upload_id>` adding
 * `uploads/NAME.<ext>` and `uploads/NAME.json` (a local pull request), a change to a document a branch
 * `change/<upload_id>` editing its record.json or removing its folder. The server's own queue decides
 * the uploads with the real intake (intake-queue.ts); changes touch more than uploads/, so the intake
 * leaves them to a maintainer, who merges the branch by hand (or deletes it to refuse it).
 *
 * Every submission is a write-ahead record: its commit is made in the object store, the journal entry
 * naming it is written and synced, and only then is the branch created and the 202 answered. A branch
 * starts from a base no intake is in the middle of changing (merge-note.ts: never a commit between a
 * merge and its archive commit), and an upload whose name is taken — under uploads/ on that base, or by
 * an upload still waiting — is stored under a name of its own. At start, recovery.ts reconciles the
 * journal, the branches and the decisions log.
 */
import { join, resolve } from 'node:path';
import { readDecisionLog } from '../../../actions/lib/archive/decisions-log.js';
import { UPLOADS_DIR } from '../../../actions/lib/archive/layout.js';
import { uploadStatus } from '../../../actions/lib/archive/upload-status.js';
import type { DirhubConfig } from '../../../actions/lib/core/config.js';
import { faultPoint } from '../../../actions/lib/core/faults.js';
import { problem, type Problem } from '../../../actions/lib/core/problem.js';
import type { PullRequestProposal } from '../../../actions/lib/forge/forge.js';
import { gitAsks, gitQuery, gitText } from '../../../actions/lib/core/git.js';
import { BranchExists, commitOnBase, createBranch, hasBranch } from '../../../actions/lib/forge/local/branch-commit.js';
import { BOT_EMAIL, BOT_NAME, LocalForge } from '../../../actions/lib/forge/local/local-forge.js';
import { settledBase } from '../../../actions/lib/intake/merge-note.js';
import type { Analyzer } from '../../../actions/lib/pipeline/analyze.js';
import type { ArchiveView } from '../archive-view.js';
import { ApiError } from '../envelope.js';
import { uploadStatusJson, type UploadStatusJson } from '../upload-status.js';
import { IntakeQueue } from './intake-queue.js';
import { Journal, uploadRecords, enrichmentOwed, type SubmittedEntry } from './journal.js';
import { commitExists, planRecovery, uploadBranches, UPLOAD_BRANCH_PREFIX, type RecoveryStep } from './recovery.js';
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
import { takenUploadNames, uniqueUploadName } from './upload-names.js';

export { UPLOAD_BRANCH_PREFIX };
export const CHANGE_BRANCH_PREFIX = 'change/';
export const JOURNAL_FILE = 'dirhub-serve/journal.jsonl';

export interface LocalOptions {
  root: string;
  view: ArchiveView;
  config: DirhubConfig;
  /** Decides one upload; the default runs the pipeline with each file read in a process of its own. */
  analyzer?: Analyzer;
  /** Enrich and commit after merges (as the ingest does); none: no enrichment. */
  enrich?: (root: string, log: (line: string) => void) => Promise<unknown>;
  /** When the intake could not run (dirty work tree, lock held), try again after this long. */
  retryMs?: number;
  base?: string;
  log?: (line: string) => void;
}

type Submitted = Omit<SubmittedEntry, 'event' | 'head' | 'base' | 'at' | 'branch'>;

function pendingError(uploadId: string): ApiError {
  return new ApiError(
    409,
    'upload.pending',
    `This upload (the same file with the same metadata) is already waiting for its decision as ${uploadId}.`,
    `Follow it at ${statusPath(uploadId)}.`,
  );
}

export class LocalSubmissions implements Submissions {
  readonly mode = 'local' as const;
  private readonly journal: Journal;
  private readonly queue: IntakeQueue;
  private readonly base: string;
  /** The branches' repository, for what is read and closed there. */
  private readonly forge: LocalForge;
  private closed = false;
  /** Submissions choose their name and base and write their entry one at a time. */
  private serial: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly options: LocalOptions,
    gitDir: string,
  ) {
    this.journal = new Journal(join(gitDir, JOURNAL_FILE));
    this.base = options.base ?? 'main';
    this.forge = new LocalForge(options.root, this.base);
    this.queue = new IntakeQueue({
      root: options.root,
      base: this.base,
      view: options.view,
      config: options.config,
      journal: this.journal,
      ...(options.analyzer ? { analyzer: options.analyzer } : {}),
      ...(options.enrich ? { enrich: options.enrich } : {}),
      ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
      log: (line) => this.log(line),
    });
  }

  /** Opens the write side, after reconciling what an earlier run left (recovery.ts). */
  static async open(options: LocalOptions): Promise<LocalSubmissions> {
    const gitDir = resolve(options.root, (await gitText(options.root, ['rev-parse', '--git-common-dir'])).trim());
    const local = new LocalSubmissions(options, gitDir);
    for (const step of await local.recoveryPlan()) await local.take(step);
    return local;
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  private async recoveryPlan(): Promise<RecoveryStep[]> {
    const root = this.options.root;
    const entries = await this.journal.all();
    const records = uploadRecords(entries);
    const branches = await uploadBranches(root, this.base);
    const log = await readDecisionLog(root);
    const ids = new Set([...records.keys(), ...branches.map((b) => b.upload_id)]);
    const onBranch = new Set(branches.map((b) => b.branch));
    const commits = new Set<string>();
    for (const r of records.values())
      if (!r.opened && !onBranch.has(r.submitted.branch) && (await commitExists(root, r.submitted.head)))
        commits.add(r.submitted.head);
    return planRecovery({
      records,
      branches,
      logged: new Set([...ids].filter((id) => uploadStatus(log, id))),
      commits,
      enrichment: enrichmentOwed(entries),
    });
  }

  private async take(step: RecoveryStep): Promise<void> {
    const at = new Date().toISOString();
    const said = (what: string) => this.log(`recovery: upload ${step.upload_id}: ${what}`);
    switch (step.do) {
      case 'enrich':
        said('the enrichment after its merge was not finished: it is made first');
        return this.queue.owe(step.upload_id);
      case 'enqueue':
        if (step.reopened)
          await this.journal.add({ event: 'opened', upload_id: step.upload_id, at, recovered: step.reopened });
        return this.queue.enqueue(step.upload_id);
      case 'reopen':
        await createBranch(this.options.root, step.branch, step.head).catch((err: unknown) => {
          if (!(err instanceof BranchExists)) throw err;
        });
        await this.journal.add({ event: 'opened', upload_id: step.upload_id, at, recovered: step.reason });
        said(step.reason);
        return this.queue.enqueue(step.upload_id);
      case 'abandon':
        await this.journal.add({
          event: 'abandoned',
          upload_id: step.upload_id,
          at,
          head: step.head,
          reason: step.reason,
        });
        return said(step.reason.message);
      case 'close':
        await this.journal.add({
          event: 'decided',
          upload_id: step.upload_id,
          at,
          state: 'rejected',
          reasons: [step.reason],
        });
        return said(step.reason.message);
      case 'adopt':
        await this.adopt(step.upload_id, step.branch, step.head, step.reason);
        said(`branch ${step.branch} ${step.reason}`);
        if (step.queue) this.queue.enqueue(step.upload_id);
        return;
      case 'clean':
        await this.forge.close(step.branch, step.head);
        return said(`branch ${step.branch} deleted: ${step.reason}`);
    }
  }

  /** Writes the entries a branch found without any would have had. */
  private async adopt(uploadId: string, branch: string, head: string, reason: string): Promise<void> {
    const root = this.options.root;
    const subject = (await gitText(root, ['log', '-1', '--format=%s', head])).trim();
    // No shared history (git's silent exit 1) leaves the base unnamed.
    const base = (await gitQuery(root, ['merge-base', head, `refs/heads/${this.base}`])) ?? '';
    const at = new Date().toISOString();
    await this.journal.add({
      event: 'submitted',
      upload_id: uploadId,
      kind: 'upload',
      branch,
      head,
      ...(base ? { base } : {}),
      document_id: null,
      title: subject.replace(/^Upload: /, '') || null,
      by: null,
      at,
      adopted: reason,
    });
    await this.journal.add({ event: 'opened', upload_id: uploadId, at, recovered: reason });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.serial.then(work, work);
    this.serial = turn.catch(() => undefined);
    return turn;
  }

  /**
   * The write-ahead steps of one submission: its commit in the object store, the journal entry naming it
   * (synced), the branch. Refused with `exists` when the branch is there already.
   */
  private async openBranch(
    proposal: Omit<PullRequestProposal, 'body'>,
    base: string,
    entry: Submitted,
    exists: () => ApiError | Error,
  ): Promise<string> {
    const root = this.options.root;
    if (await hasBranch(root, proposal.branch)) throw exists();
    const committer = { name: BOT_NAME, email: BOT_EMAIL };
    const head = await commitOnBase(root, {
      base,
      edits: proposal.edits,
      message: proposal.message,
      author: proposal.author,
      committer,
    });
    const at = new Date().toISOString();
    await this.journal.add({ event: 'submitted', ...entry, branch: proposal.branch, head, base, at });
    await faultPoint('after-journal');
    try {
      await createBranch(root, proposal.branch, head);
    } catch (err) {
      if (!(err instanceof BranchExists)) throw err;
      const reason = problem(
        'serve.branch_taken',
        `Branch ${proposal.branch} was made first by another submission.`,
        'Nothing to do.',
      );
      await this.journal.add({ event: 'abandoned', upload_id: entry.upload_id, at, head, reason });
      throw exists();
    }
    await this.journal.add({ event: 'opened', upload_id: entry.upload_id, at: new Date().toISOString() });
    await faultPoint('after-branch');
    return head;
  }

  /** Names of uploads/ the base holds or an upload still waiting took. */
  private async takenNames(base: string): Promise<Set<string>> {
    const log = await readDecisionLog(this.options.root);
    const waiting = [...uploadRecords(await this.journal.all()).values()]
      .filter((r) => !r.decided && !r.abandoned && !uploadStatus(log, r.submitted.upload_id))
      .map((r) => r.submitted.name ?? '');
    return takenUploadNames(this.options.root, base, waiting);
  }

  async submitUpload(upload: UploadRequest): Promise<Receipt> {
    if (this.closed) throw new ApiError(503, 'server.closing', 'The server is stopping.', 'Send it again shortly.');
    const { checked, upload_id } = upload;
    const branch = `${UPLOAD_BRANCH_PREFIX}${upload_id}`;
    await this.exclusive(async () => {
      const base = await settledBase(this.forge.git, this.options.root, this.base);
      const name = uniqueUploadName(checked.name, upload_id, await this.takenNames(base));
      const stem = name.replace(/\.[^.]+$/, '');
      const proposal = {
        branch,
        edits: [
          { path: `${UPLOADS_DIR}/${name}`, bytes: upload.file },
          { path: `${UPLOADS_DIR}/${stem}.json`, bytes: upload.metadata_bytes },
        ],
        message: `Upload: ${checked.metadata.title}\n\nSubmitted through dirhub serve (${upload_id}).\n`,
        author: commitAuthor(upload.caller),
        title: `Upload: ${checked.metadata.title}`,
      };
      const entry = {
        upload_id,
        kind: 'upload' as const,
        name,
        document_id: null,
        title: checked.metadata.title,
        by: upload.caller.name,
      };
      await this.openBranch(proposal, base, entry, () => pendingError(upload_id));
    });
    this.log(`upload ${upload_id} submitted as branch ${branch} by ${upload.caller.name ?? 'anonymous'}`);
    this.queue.enqueue(upload_id);
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
    const at = new Date().toISOString();
    const uploadId = changeUploadId(change, at);
    const branch = `${CHANGE_BRANCH_PREFIX}${uploadId}`;
    const record = change.updated ?? change.record;
    await this.exclusive(async () => {
      await this.refuseSecondChange(documentId);
      const base = await settledBase(this.forge.git, this.options.root, this.base);
      const proposal = await changeProposal(this.options.root, base, change, uploadId, branch);
      const entry = {
        upload_id: uploadId,
        kind: change.kind,
        document_id: documentId,
        title: record.title,
        by: change.caller.name,
      };
      // The upload id is new each time: a branch of that name is a bug, not a wait.
      await this.openBranch(proposal, base, entry, () => new Error(`branch ${branch} exists`));
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

  /** One change per document waits at a time. */
  private async refuseSecondChange(documentId: string): Promise<void> {
    for (const e of await this.journal.all()) {
      if (e.event !== 'submitted' || e.kind === 'upload' || e.document_id !== documentId) continue;
      if (await hasBranch(this.options.root, e.branch))
        throw new ApiError(
          409,
          'change.pending',
          `A change to document ${documentId} is already waiting for review (${e.upload_id}, branch ${e.branch}).`,
          `Wait until a maintainer merges or closes it (${statusPath(e.upload_id)}), then send the change again.`,
        );
    }
  }

  async status(uploadId: string): Promise<UploadStatusJson | null> {
    const notes = await this.journal.of(uploadId);
    const upload = uploadRecords(notes).get(uploadId);
    const submitted =
      upload?.submitted ?? notes.find((e): e is SubmittedEntry => e.event === 'submitted' && e.kind !== 'upload');
    const kind = submitted?.kind ?? 'upload';
    const decisions = kind === 'upload' ? uploadStatus(await readDecisionLog(this.options.root), uploadId) : null;
    const stalled = upload?.stalled;
    const outcome = upload?.decided
      ? { state: upload.decided.state, at: upload.decided.at, reasons: upload.decided.reasons }
      : upload?.abandoned
        ? { state: 'rejected' as const, at: upload.abandoned.at, reasons: [upload.abandoned.reason] }
        : null;
    const open = submitted ? await hasBranch(this.options.root, submitted.branch) : false;
    return uploadStatusJson({
      upload_id: uploadId,
      kind,
      submitted: submitted ? { at: submitted.at, title: submitted.title, document_id: submitted.document_id } : null,
      analysed_at: upload?.analysed_at ?? null,
      stalled: stalled && (!upload.analysed_at || stalled.at > upload.analysed_at) ? stalled.reason : null,
      decisions,
      outcome,
      change_outcome: submitted && kind !== 'upload' ? await this.changeOutcome(submitted, open) : null,
      pull_request: submitted ? { kind: 'branch', ref: submitted.branch } : null,
    });
  }

  /** Open: waiting for a maintainer; merged into the base: accepted; gone unmerged: rejected. */
  private async changeOutcome(
    submitted: SubmittedEntry,
    open: boolean,
  ): Promise<{ state: 'accepted' | 'rejected' | 'needs_review'; at: string; reasons: Problem[] }> {
    const root = this.options.root;
    // A commit git no longer holds (its branch deleted, the object collected) is no ancestor either.
    const merged = await gitAsks(root, ['merge-base', '--is-ancestor', submitted.head, this.base]).catch(() => false);
    if (merged) {
      const first = (
        await gitText(root, ['rev-list', '--ancestry-path', '--reverse', `${submitted.head}..${this.base}`])
      )
        .split('\n')
        .filter(Boolean)[0];
      const at = first ? (await gitText(root, ['show', '-s', '--format=%cI', first])).trim() : submitted.at;
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

  /** Resolves when the queue has nothing left to decide now (retries waiting on a timer aside). */
  async idle(): Promise<void> {
    await this.queue.idle();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue.close();
  }
}
