/**
 * The decisions log: every decision (accepted, rejected, invalid, needs_review) as one line of
 * `archive/decisions/YYYY-MM.jsonl`, append-only: where it lives, its line, reading it, looking an upload,
 * a document or a file's content up in it, and appending to it. It answers `dirhub status UPLOAD_ID` after
 * the branch or pull request is gone; `exact-duplicates.ts` reads it to recognise a re-submitted rejected
 * file by its sha256, and `upload-id.ts` says what an upload id is.
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, open, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { problem, withSeverity, type Problem } from '../core/problem.js';
import type { ArchiveCode } from './codes.js';
import type { AnalysisResult, DecisionLogEntry } from './records.js';
import { UPLOAD_STATES, type UploadState } from '../core/vocab.js';
import { ARCHIVE_DIR, type Provenance } from './layout.js';
import { stableJsonLine } from './stable-json.js';

export const DECISIONS_DIR = `${ARCHIVE_DIR}/decisions`;

/**
 * The line an archive repository's `.gitattributes` should hold: the log is append-only, so two
 * branches that each appended lines merge by keeping both (git's built-in union merge), never a conflict.
 */
export const DECISIONS_GITATTRIBUTES = `${DECISIONS_DIR}/*.jsonl merge=union`;
const LOG_FILE = /^\d{4}-\d{2}\.jsonl$/;

/** The month file an entry belongs to, from its `decided_at` (UTC). */
export function decisionLogPath(decidedAt: string): string {
  const month = /^(\d{4}-\d{2})-\d{2}T/.exec(decidedAt)?.[1];
  if (!month) throw new Error(`decisionLogPath: decided_at is not an ISO timestamp: ${JSON.stringify(decidedAt)}`);
  return `${DECISIONS_DIR}/${month}.jsonl`;
}

/** What the intake (or an import) decided of one analysed upload, beyond the analysis itself. */
export interface UploadVerdict {
  state: UploadState;
  /** Errors first, then warnings. */
  reasons: Problem[];
  title: string | null;
  document_id: string | null;
  metadata_sha256: string | null;
}

/** The log line of one decision: the analysis's facts, the verdict, and how the upload arrived. */
export function decisionLogEntry(
  analysis: AnalysisResult,
  verdict: UploadVerdict,
  provenance: Provenance & { pipeline_version: string },
  decidedAt: string,
): DecisionLogEntry {
  return {
    upload_id: analysis.upload_id,
    state: verdict.state,
    decided_at: decidedAt,
    file: { name: analysis.file.name, sha256: analysis.file.sha256, bytes: analysis.file.bytes },
    metadata_sha256: verdict.metadata_sha256,
    title: verdict.title,
    relevance: analysis.relevance,
    threshold: analysis.threshold,
    reasons: verdict.reasons,
    duplicates: analysis.duplicates,
    document_id: verdict.document_id,
    submitted_via: provenance.submitted_via,
    submitted_by: provenance.submitted_by,
    commit: provenance.commit,
    pipeline_version: provenance.pipeline_version,
  };
}

/**
 * One upload's line in the commit message that records decisions, folded onto one line whatever the
 * contributor's file name or metadata hold: a line break in them would otherwise write lines of its own
 * (a forged `Upload-Id` trailer) into a commit on the default branch.
 */
export function commitMessageLine(text: string): string {
  return text.replace(/\s+/g, ' ');
}

export function formatLogLine(entry: DecisionLogEntry): string {
  return stableJsonLine(entry);
}

export interface DecisionLog {
  /** In file order: month files by name, lines in file order (see lookupUpload for time order). */
  entries: DecisionLogEntry[];
  /** Lines that could not be read; reported, never fatal. */
  problems: Problem[];
}

function isEntry(value: unknown): value is DecisionLogEntry {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Partial<DecisionLogEntry>;
  return (
    typeof v.upload_id === 'string' &&
    typeof v.state === 'string' &&
    (UPLOAD_STATES as readonly string[]).includes(v.state) &&
    typeof v.decided_at === 'string' &&
    typeof v.file === 'object' &&
    v.file !== null &&
    typeof v.file.sha256 === 'string' &&
    Array.isArray(v.reasons)
  );
}

/** Parses month files (`name` is the repository-relative path); pure. */
export function parseDecisionLog(files: { path: string; content: string }[]): DecisionLog {
  const entries: DecisionLogEntry[] = [];
  const problems: Problem[] = [];
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) {
    const lines = file.content.split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      let parsed: unknown;
      let why = 'it is not a decision entry (upload_id, state, decided_at, file.sha256, reasons)';
      try {
        parsed = JSON.parse(line);
      } catch (err) {
        why = `it is not valid JSON (${(err as Error).message})`;
      }
      if (isEntry(parsed)) {
        entries.push({ ...parsed, reasons: parsed.reasons.map(withSeverity) });
        return;
      }
      problems.push(
        problem<ArchiveCode>(
          'decisions.corrupt_line',
          `${file.path} line ${i + 1} was skipped: ${why}.`,
          `Restore the line from history (git log -p -- ${file.path}); the rest of the log is read normally.`,
          { severity: 'warning' },
        ),
      );
    });
  }
  return { entries, problems };
}

/**
 * Month files already parsed in this process, per root: name → (mtime and size, parsed). The log only
 * grows at its end, so a file with the same stamp is unchanged; an intake run that appends one line
 * re-reads one month, not the whole history.
 */
const parsedMonths = new Map<string, Map<string, { stamp: string; log: DecisionLog }>>();

/** Reads every month file under `archive/decisions/`; a missing folder is an empty log. */
export async function readDecisionLog(root: string): Promise<DecisionLog> {
  let names: string[];
  try {
    names = (await readdir(join(root, DECISIONS_DIR))).filter((n) => LOG_FILE.test(n)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], problems: [] };
    throw err;
  }
  const held = parsedMonths.get(root) ?? new Map<string, { stamp: string; log: DecisionLog }>();
  const kept = new Map<string, { stamp: string; log: DecisionLog }>();
  const months = await Promise.all(
    names.map(async (name) => {
      const path = join(root, DECISIONS_DIR, name);
      const s = await stat(path);
      const stamp = `${s.mtimeMs}:${s.size}`;
      const known = held.get(name);
      const month =
        known?.stamp === stamp
          ? known
          : {
              stamp,
              log: parseDecisionLog([{ path: `${DECISIONS_DIR}/${name}`, content: await readFile(path, 'utf8') }]),
            };
      kept.set(name, month);
      return month.log;
    }),
  );
  parsedMonths.set(root, kept);
  return { entries: months.flatMap((m) => m.entries), problems: months.flatMap((m) => m.problems) };
}

export interface UploadHistory {
  upload_id: string;
  /** The latest decision wins. */
  latest: DecisionLogEntry;
  /** Every decision for this upload, oldest first. */
  history: DecisionLogEntry[];
}

/** Oldest first by `decided_at`; entries decided at the same instant keep their file order (stable sort). */
export function chronological(entries: DecisionLogEntry[]): DecisionLogEntry[] {
  return [...entries].sort((a, b) => (a.decided_at < b.decided_at ? -1 : a.decided_at > b.decided_at ? 1 : 0));
}

export function lookupUpload(log: DecisionLog, uploadId: string): UploadHistory | null {
  // By time, not file position: after a union merge, lines from two branches may interleave either way.
  const history = chronological(log.entries.filter((e) => e.upload_id === uploadId));
  const latest = history[history.length - 1];
  return latest ? { upload_id: uploadId, latest, history } : null;
}

/** Every decision that archived this document, oldest first. */
export function lookupDocument(log: DecisionLog, documentId: string): DecisionLogEntry[] {
  return log.entries.filter((e) => e.document_id === documentId);
}

/** Every decision about a file with this content, oldest first (any metadata). */
export function lookupSha256(log: DecisionLog, sha256: string): DecisionLogEntry[] {
  return log.entries.filter((e) => e.file.sha256 === sha256);
}

/** Decisions bound for one month file of the log (an intake plan's `log`). */
export interface DecisionLogAppend {
  path: string;
  entries: DecisionLogEntry[];
}

/** What tells one decision from another in the log: the same upload, state and commit are one decision. */
export function decisionKey(entry: Pick<DecisionLogEntry, 'upload_id' | 'state' | 'commit'>): string {
  return `${entry.upload_id}\u0000${entry.state}\u0000${entry.commit}`;
}

/**
 * Appends the entries that the log does not hold yet (by decisionKey) to `log.path`; true when it wrote any.
 * `held`, when given, is what the caller knows the log holds (the keys of decisionKey): a caller appending
 * many times in one run reads the log once and keeps this up to date, instead of reading it for each append.
 */
export async function appendDecisions(root: string, log: DecisionLogAppend, held?: Set<string>): Promise<boolean> {
  const known = held ?? new Set((await readDecisionLog(root)).entries.map(decisionKey));
  const fresh = log.entries.filter((e) => !known.has(decisionKey(e)));
  if (!fresh.length) return false;
  const path = join(root, log.path);
  await mkdir(dirname(path), { recursive: true });
  // A hand-edited file may lack its final newline; never glue a new entry onto the last line.
  const separator = ((await lastByte(path)) ?? 0x0a) !== 0x0a ? '\n' : '';
  await appendFile(path, separator + fresh.map(formatLogLine).join(''));
  for (const e of fresh) known.add(decisionKey(e));
  return true;
}

/** A file's last byte, or null when it is missing or empty (read alone: a month's log can be long). */
async function lastByte(path: string): Promise<number | null> {
  if (!existsSync(path)) return null;
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return null;
    const buffer = Buffer.alloc(1);
    await file.read(buffer, 0, 1, size - 1);
    return buffer[0]!;
  } finally {
    await file.close();
  }
}
