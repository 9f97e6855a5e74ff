/**
 * Searchable copies for the scanned PDFs an archive already holds: those archived before the copies were
 * made at intake, and (with `force`) those made before a change to how copies are made, such as pages
 * turned by /Rotate getting their text layer. Facts are read from the repository, the plan is pure data,
 * and performing it writes the copies beside their originals and commits them in one commit, stored as
 * the originals are (Git LFS where the archive uses it). The originals are only read. `dirhub searchable`
 * is its command.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gitLfsVersion, gitText, runGit } from '../core/git.js';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { ArchiveCode } from './codes.js';
import { DOCUMENTS_DIR, searchableCopyFor, type SearchableCopyPlan } from './layout.js';
import { listRecords } from './read.js';
import type { StorageBackendName } from './storage/backend.js';
import { storageFor } from './storage/index.js';
import { MAX_POINTER_BYTES, parseLfsPointer } from './storage/pointer.js';
import { writeSearchableCopy, type SearchableCopyMiss } from './write.js';

/** A document that gets a searchable copy (a PDF whose pages were OCR'd), and what this checkout holds of it. */
export interface SearchableCandidate {
  document_id: string;
  copy: SearchableCopyPlan;
  /** The original's sha256 in its record: the copy is made only from these bytes. */
  sha256: string;
  /** The copy: committed (at HEAD), a file git does not track yet, or none. */
  state: 'committed' | 'untracked' | 'absent';
  /** The original in the work tree: its bytes, a Git LFS pointer (content not fetched), or no file. */
  original: 'present' | 'pointer' | 'missing';
  /** Word-box files the record names that are not in the work tree. */
  missing_words: string[];
}

export interface SearchableFacts {
  head: string | null;
  backend: StorageBackendName;
  /** `git lfs version`, or null when git-lfs is not installed. */
  git_lfs: string | null;
  /** Paths staged in the index: a commit of the copies would carry them along. */
  staged: string[];
  /** Documents whose record was read. */
  documents: number;
  candidates: SearchableCandidate[];
  /** Records that cannot be read (reported, the others are still planned). */
  problems: Problem[];
}

/** A copy the plan makes. */
export interface PlannedCopy {
  document_id: string;
  copy: SearchableCopyPlan;
  sha256: string;
  /** Whether it replaces a committed copy (`force`). */
  replaces: boolean;
}

/** A document that gets no copy in this checkout, and why. */
export interface CopyLeftOut {
  document_id: string;
  reason: 'original_unavailable' | 'words_missing';
  message: string;
}

export interface SearchablePlan {
  action: 'make' | 'nothing_to_do' | 'refused';
  /** Why the plan was refused (nothing is written then). */
  problems: Problem[];
  make: PlannedCopy[];
  /** Documents whose committed copy is kept. */
  kept: number;
  left_out: CopyLeftOut[];
  commit_message: string;
}

/** The copies an archive's scans lack (all of them with `force`), or why none can be made here. */
export function planSearchableCopies(facts: SearchableFacts, options: { force?: boolean } = {}): SearchablePlan {
  const make: PlannedCopy[] = [];
  const leftOut: CopyLeftOut[] = [];
  let kept = 0;
  for (const c of facts.candidates) {
    if (c.state === 'committed' && !options.force) {
      kept++;
      continue;
    }
    if (c.original !== 'present') {
      leftOut.push({
        document_id: c.document_id,
        reason: 'original_unavailable',
        message:
          c.original === 'pointer'
            ? `${c.copy.original} is a Git LFS pointer here: its content was not fetched (git lfs pull)`
            : `${c.copy.original} is not in the work tree`,
      });
      continue;
    }
    if (c.missing_words.length) {
      leftOut.push({
        document_id: c.document_id,
        reason: 'words_missing',
        message: `its word boxes are missing (${c.missing_words.join(', ')}); reading the document again writes them`,
      });
      continue;
    }
    make.push({ document_id: c.document_id, copy: c.copy, sha256: c.sha256, replaces: c.state === 'committed' });
  }
  const problems: Problem[] = [];
  if (make.length) {
    if (!facts.head)
      problems.push(
        problem<ArchiveCode>('storage.no_commit', 'The repository has no commit yet.', 'Commit the archive first.'),
      );
    if (facts.staged.length)
      problems.push(
        problem<ArchiveCode>(
          'storage.dirty_work_tree',
          `The index holds staged changes (${facts.staged.slice(0, 5).join(', ')}${facts.staged.length > 5 ? ', …' : ''}): the copies' commit would carry them.`,
          'Commit them or unstage them first (git restore --staged PATH); the copies are committed on their own.',
        ),
      );
    if (facts.backend === 'git-lfs' && !facts.git_lfs)
      problems.push(
        problem<ArchiveCode>(
          'storage.git_lfs_missing',
          'The archive stores its PDFs in Git LFS, and Git LFS is not installed: `git lfs version` does not run.',
          'Install it (Debian and Ubuntu: apt-get install git-lfs; macOS: brew install git-lfs), then run this again.',
        ),
      );
  }
  const n = make.length;
  return {
    action: problems.length ? 'refused' : n ? 'make' : 'nothing_to_do',
    problems,
    make,
    kept,
    left_out: leftOut,
    commit_message:
      `Add searchable copies of ${n} scanned PDF${n === 1 ? '' : 's'}\n\n` +
      'Each copy is its original with the OCR text laid over the pages as an invisible layer, so the\n' +
      'words can be found, selected and copied in the downloaded PDF; the originals are unchanged.\n' +
      'Made by dirhub searchable.',
  };
}

async function originalState(path: string): Promise<SearchableCandidate['original']> {
  try {
    const { size } = await stat(path);
    if (size > MAX_POINTER_BYTES) return 'present';
    return parseLfsPointer(new Uint8Array(await readFile(path))) ? 'pointer' : 'present';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

const nulList = (out: string) => out.split('\0').filter(Boolean);

/** What the repository at `root` holds of its scans' searchable copies. */
export async function gatherSearchableFacts(root: string): Promise<SearchableFacts> {
  const head = (await gitText(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).catch(() => '')).trim() || null;
  const tracked = new Set(head ? nulList(await gitText(root, ['ls-files', '-z', '--', DOCUMENTS_DIR])) : []);
  const staged = head ? nulList(await gitText(root, ['diff', '--cached', '--name-only', '-z'])) : [];
  const records = await listRecords(root);
  const candidates: SearchableCandidate[] = [];
  for (const record of records.items) {
    const copy = searchableCopyFor(record);
    if (!copy) continue;
    const missing: string[] = [];
    for (const path of copy.words) if (!(await exists(join(root, path)))) missing.push(path);
    candidates.push({
      document_id: record.document_id,
      copy,
      sha256: record.file.sha256,
      state: tracked.has(copy.to) ? 'committed' : (await exists(join(root, copy.to))) ? 'untracked' : 'absent',
      original: await originalState(join(root, copy.original)),
      missing_words: missing,
    });
  }
  return {
    head,
    backend: (await storageFor(root)).name,
    git_lfs: await gitLfsVersion(),
    staged,
    documents: records.items.length,
    candidates,
    problems: records.problems,
  };
}

/** One copy made: where, and what its text layer holds. */
export interface CopyMade {
  document_id: string;
  to: string;
  pages: number;
  words: number;
  bytes: number;
}

export interface SearchableResult {
  plan: SearchablePlan;
  made: CopyMade[];
  /** Planned copies that could not be made (their documents stay as they were). */
  failed: { document_id: string; reason: SearchableCopyMiss['reason'] | 'original_changed'; message: string }[];
  commit: string | null;
}

/** Paths given to one git command, well under any command line's length. */
const PATHS_PER_COMMAND = 200;

/**
 * Performs a `make` plan: each copy written from its original (checked against its record's sha256) and
 * word boxes, then all of them added and committed in one commit. `onProgress` hears of each document.
 */
export async function performSearchableCopies(
  root: string,
  plan: SearchablePlan,
  onProgress: (done: number, total: number, documentId: string) => void = () => {},
): Promise<SearchableResult> {
  const made: CopyMade[] = [];
  const failed: SearchableResult['failed'] = [];
  if (plan.action !== 'make') return { plan, made, failed, commit: null };
  for (const [i, planned] of plan.make.entries()) {
    onProgress(i, plan.make.length, planned.document_id);
    const original = await readFile(join(root, planned.copy.original));
    if (sha256(original) !== planned.sha256) {
      failed.push({
        document_id: planned.document_id,
        reason: 'original_changed',
        message: `${planned.copy.original} is not the file its record names (sha256 differs); dirhub health says more`,
      });
      continue;
    }
    const result = await writeSearchableCopy(root, planned.copy);
    if ('reason' in result) failed.push({ document_id: planned.document_id, ...result });
    else {
      const { size } = await stat(join(root, planned.copy.to));
      made.push({ document_id: planned.document_id, to: planned.copy.to, ...result, bytes: size });
    }
  }
  onProgress(plan.make.length, plan.make.length, '');
  if (!made.length) return { plan, made, failed, commit: null };
  const paths = made.map((m) => m.to);
  for (let k = 0; k < paths.length; k += PATHS_PER_COMMAND)
    await runGit(root, ['add', '--', ...paths.slice(k, k + PATHS_PER_COMMAND)]);
  // Nothing changed when every copy came out as the one committed (a forced run after no change).
  const changed = await gitText(root, ['diff', '--cached', '--name-only']);
  if (!changed.trim()) return { plan, made, failed, commit: null };
  await runGit(root, ['commit', '--quiet', '-m', plan.commit_message]);
  return { plan, made, failed, commit: (await gitText(root, ['rev-parse', 'HEAD'])).trim() };
}
