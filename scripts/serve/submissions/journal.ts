/**
 * The server's write-ahead record of what it submitted, kept in the repository's git folder (never in
 * the work tree, never committed). Each line is written and synced before the step it announces is
 * taken, so after any crash the journal tells what the server had begun:
 *
 * - `submitted`: an upload's or a change's commit is made (in the object store only) and its branch is
 *   about to be created — the branch, its commit and the base it starts from;
 * - `opened`: the branch exists (the server may then have answered 202);
 * - `analysed`, `stalled`: the intake's analysis finished; the intake could not decide yet, and why;
 * - `decided`: an outcome the decisions log does not hold — a branch the intake left for review without
 *   logging an upload (nothing in it is an added upload), or a branch that was deleted undecided;
 * - `abandoned`: a submission that never got its branch (the process died before, and its commit is gone;
 *   or the same upload won the branch first), so no 202 was ever answered for it;
 * - `enrichment`: the archive needs enriching after a merge (`needed`), and has been (`done`).
 *
 * The decisions log stays the record of the intake's decisions; recovery (recovery.ts) reads both.
 */
import { open, mkdir, readFile, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Problem } from '../../../actions/lib/core/problem.js';
import type { ChangeKind } from '../schemas.js';

export interface SubmittedEntry {
  event: 'submitted';
  upload_id: string;
  kind: ChangeKind;
  branch: string;
  /** The branch's commit, made before the entry; the branch is created after it. */
  head: string;
  /** The commit the branch starts from (absent in entries of older servers, which made the branch first). */
  base?: string;
  /** The upload's file name under uploads/ (its stem names the metadata file too). */
  name?: string;
  document_id: string | null;
  title: string | null;
  by: string | null;
  at: string;
  /** Why the entry was written after its branch: recovery found the branch without one. */
  adopted?: string;
}

export type JournalEntry =
  | SubmittedEntry
  | { event: 'opened'; upload_id: string; at: string; recovered?: string }
  | { event: 'analysed'; upload_id: string; at: string }
  | { event: 'stalled'; upload_id: string; at: string; reason: Problem }
  | { event: 'decided'; upload_id: string; at: string; state: 'needs_review' | 'rejected'; reasons: Problem[] }
  | { event: 'abandoned'; upload_id: string; at: string; head: string; reason: Problem }
  | { event: 'enrichment'; upload_id: string; at: string; state: 'needed' | 'done' };

/** An entry of one event, by its name. */
export type EntryOf<E extends JournalEntry['event']> = Extract<JournalEntry, { event: E }>;

export class Journal {
  private entries: JournalEntry[] | null = null;

  constructor(readonly path: string) {}

  async all(): Promise<JournalEntry[]> {
    if (this.entries) return this.entries;
    let raw = '';
    try {
      raw = await readFile(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const entries: JournalEntry[] = [];
    for (const line of raw.split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as JournalEntry;
        if (typeof e?.upload_id === 'string' && typeof e.event === 'string') entries.push(e);
      } catch {
        // A line cut short by a crash: the rest of the journal still reads.
      }
    }
    this.entries = entries;
    return entries;
  }

  /** Appends the entry and syncs it to the disk before resolving (the folder too, when the file is new). */
  async add(entry: JournalEntry): Promise<void> {
    const entries = await this.all();
    await mkdir(dirname(this.path), { recursive: true });
    const file = await open(this.path, 'a+', 0o600);
    try {
      const { size } = await file.stat();
      const fresh = size === 0;
      // A last line cut short by a crash has no newline: the entry starts a line of its own, or it
      // would be read as the rest of that broken line and lost with it.
      const cut = !fresh && (await lastByte(file, size)) !== NEWLINE;
      await file.appendFile(`${cut ? '\n' : ''}${JSON.stringify(entry)}\n`);
      await file.sync();
      if (fresh) await syncFolder(dirname(this.path));
    } finally {
      await file.close();
    }
    entries.push(entry);
  }

  async of(uploadId: string): Promise<JournalEntry[]> {
    return (await this.all()).filter((e) => e.upload_id === uploadId);
  }

  /** The last entry of `event` for the upload, if any. */
  async last<E extends JournalEntry['event']>(uploadId: string, event: E): Promise<EntryOf<E> | null> {
    const found = (await this.of(uploadId)).filter((e): e is EntryOf<E> => e.event === event);
    return found[found.length - 1] ?? null;
  }
}

const NEWLINE = 0x0a;

async function lastByte(file: FileHandle, size: number): Promise<number> {
  const { buffer } = await file.read(Buffer.alloc(1), 0, 1, size - 1);
  return buffer[0]!;
}

async function syncFolder(path: string): Promise<void> {
  const folder = await open(path, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/** What the journal says of one upload, entry by entry folded into its state. */
export interface UploadRecord {
  submitted: SubmittedEntry;
  opened: boolean;
  analysed_at: string | null;
  stalled: EntryOf<'stalled'> | null;
  decided: EntryOf<'decided'> | null;
  abandoned: EntryOf<'abandoned'> | null;
}

/**
 * Each upload's record, by upload id: its submission (the first one not abandoned, else the last one),
 * and what followed. Changes to documents are left out. Pure.
 */
export function uploadRecords(entries: JournalEntry[]): Map<string, UploadRecord> {
  const records = new Map<string, UploadRecord>();
  const abandonedHeads = new Set(entries.flatMap((e) => (e.event === 'abandoned' ? [`${e.upload_id}:${e.head}`] : [])));
  for (const e of entries) {
    if (e.event === 'submitted') {
      if (e.kind !== 'upload') continue;
      const held = records.get(e.upload_id);
      const gaveUp = abandonedHeads.has(`${e.upload_id}:${e.head}`);
      if (!held || (!gaveUp && held.abandoned)) records.set(e.upload_id, blankRecord(e));
      continue;
    }
    const r = records.get(e.upload_id);
    if (!r) continue;
    if (e.event === 'opened') r.opened = true;
    else if (e.event === 'analysed') r.analysed_at = e.at;
    else if (e.event === 'stalled') r.stalled = e;
    else if (e.event === 'decided') r.decided = e;
    else if (e.event === 'abandoned' && e.head === r.submitted.head) r.abandoned = e;
  }
  return records;
}

function blankRecord(submitted: SubmittedEntry): UploadRecord {
  // An entry of an older server was written after its branch was made.
  return {
    submitted,
    opened: submitted.base === undefined,
    analysed_at: null,
    stalled: null,
    decided: null,
    abandoned: null,
  };
}

/** The upload whose enrichment was needed and not done since (the last such), if any. Pure. */
export function enrichmentOwed(entries: JournalEntry[]): string | null {
  let owed: string | null = null;
  for (const e of entries) {
    if (e.event !== 'enrichment') continue;
    owed = e.state === 'needed' ? e.upload_id : null;
  }
  return owed;
}
