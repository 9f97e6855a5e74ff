/**
 * The scheduled integrity check of the archive, as alerts in the spec's classes: critical (data loss:
 * a record that cannot be read, an original missing or changed), warning (damage that loses no data:
 * missing page texts, metadata that fails the upload schema, registries that cannot be read or do not
 * hold what their type says, unreadable decision-log lines, uploads waiting on main), info (the digest).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapLimited } from '../core/concurrency.js';
import { fileSha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { ArchiveCode } from './codes.js';
import type { AlertClass } from '../core/vocab.js';
import { listRecords, readDocumentText } from './read.js';
import type { DocumentRecord } from './records.js';
import { storageFor } from './storage/index.js';
import { dropLfsContent, locateOriginal } from './storage/locate.js';
import { DECISIONS_DIR, readDecisionLog } from './decisions-log.js';
import { ARCHIVE_DIR, archivedOriginalPath, DOCUMENTS_DIR, recordPath, UPLOADS_DIR } from './layout.js';
import { parseMetadata } from '../contract/metadata.js';
import { readRegistries, registryPath, REGISTRY_NAMES } from './registries.js';

export interface Alert extends Problem {
  class: AlertClass;
}

export interface HealthReport {
  alerts: Alert[];
  documents: number;
  decisions: number;
  originals: OriginalsCoverage;
}

/**
 * Originals hashed at once: hashing is CPU work on one thread, so a few in flight are enough to keep it
 * busy while the next ones are read.
 */
const HASH_CONCURRENCY = 8;

function alert(cls: AlertClass, p: Problem): Alert {
  return { ...p, class: cls };
}

async function pendingUploads(root: string): Promise<string[]> {
  try {
    return (await readdir(join(root, UPLOADS_DIR))).filter((n) => !n.startsWith('.')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** JSON files under archive/ besides the documents and the decisions log: registries, overrides. */
async function generatedJsonFiles(root: string, dir = ARCHIVE_DIR): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(root, dir), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const out: string[] = [];
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory() && path !== DOCUMENTS_DIR && path !== DECISIONS_DIR)
      out.push(...(await generatedJsonFiles(root, path)));
    else if (e.isFile() && e.name.endsWith('.json')) out.push(path);
  }
  return out;
}

export interface HealthOptions {
  /**
   * Fetch the content of originals this checkout holds only as Git LFS pointers (or that a sparse
   * checkout left out), re-hash it, and drop it again. Without it their pointers are checked against
   * their records and the digest says how many were not re-hashed.
   */
  fetchOriginals?: boolean;
  /** Fetch at most about this many bytes before hashing and dropping them (default 1 GiB), so disk use stays bounded. */
  batchBytes?: number;
  /** Added to git's environment when fetching (the remote's credentials, as GIT_CONFIG_* entries). */
  gitEnv?: Record<string, string>;
  onProgress?: (message: string) => void;
}

/** How the originals were checked. */
export interface OriginalsCoverage {
  /** Originals whose bytes were hashed and compared with their record. */
  rehashed: number;
  /** Originals checked by their LFS pointer alone (the content is not in this checkout and was not fetched). */
  pointer_only: number;
  /** Originals a sparse checkout left out and that were not fetched: not checked at all. */
  not_checked: number;
}

const DEFAULT_BATCH_BYTES = 1 << 30;

function hashMismatch(original: string): Alert {
  return alert(
    'critical',
    problem<ArchiveCode>(
      'archive.hash_mismatch',
      `${original} no longer matches the sha256 in its record.`,
      `Restore the original from history (git log -p -- ${original}) or from a backup (docs/backup.md); archived files are never edited.`,
    ),
  );
}

/** An original whose content this checkout does not hold, to be fetched and hashed. */
interface PendingOriginal {
  record: DocumentRecord;
  path: string;
  pointer: boolean;
}

/**
 * Fetches the content of the pending originals in batches of at most `batchBytes` (one file larger than
 * that goes alone), hashes what came and drops again the Git LFS content fetched only to be hashed.
 */
async function fetchAndHashOriginals(
  root: string,
  pending: PendingOriginal[],
  options: HealthOptions,
  alerts: Alert[],
  compare: (record: DocumentRecord, path: string, file: string) => Promise<Alert | null>,
): Promise<void> {
  const storage = await storageFor(root);
  const limit = options.batchBytes ?? DEFAULT_BATCH_BYTES;
  for (let start = 0; start < pending.length;) {
    let bytes = 0;
    let end = start;
    while (end < pending.length && (end === start || bytes + pending[end]!.record.file.bytes <= limit))
      bytes += pending[end++]!.record.file.bytes;
    const batch = pending.slice(start, end);
    options.onProgress?.(`fetching originals ${start + 1}–${end} of ${pending.length} (${bytes} bytes)`);
    const got = await storage.fetch(
      root,
      batch.map((p) => p.path),
      { env: options.gitEnv ?? {} },
    );
    for (const { path, problem: why } of got.missing)
      alerts.push(
        alert(
          'critical',
          problem<ArchiveCode>(
            'archive.original_unavailable',
            `The content of ${path} cannot be fetched: ${why.message}`,
            why.hint,
          ),
        ),
      );
    const fetched = new Set(got.fetched);
    const drop = [];
    const hashed = await mapLimited(
      batch.filter((p) => fetched.has(p.path)),
      async (p) => {
        const where = await locateOriginal(root, p.path);
        if (where.state !== 'present') return { p, mismatch: null, present: false };
        return { p, mismatch: await compare(p.record, p.path, where.file), present: true };
      },
      HASH_CONCURRENCY,
    );
    for (const { p, mismatch, present } of hashed) {
      if (mismatch) alerts.push(mismatch);
      if (present && p.pointer)
        drop.push({ path: p.path, pointer: { oid: p.record.file.sha256, size: p.record.file.bytes } });
    }
    // Content fetched only to be hashed is dropped again: it is on the remote it came from.
    await dropLfsContent(root, drop);
    start = end;
  }
}

/**
 * Checks every record's original: present with the sha256 its record names (content hashed where this
 * checkout holds it), or, for an LFS pointer, naming that sha256 and size. Content that is not here is
 * fetched and hashed in bounded batches when asked, and never counted as re-hashed when it was not.
 */
async function checkOriginals(
  root: string,
  records: DocumentRecord[],
  options: HealthOptions,
  alerts: Alert[],
): Promise<OriginalsCoverage> {
  const coverage: OriginalsCoverage = { rehashed: 0, pointer_only: 0, not_checked: 0 };
  const pending: PendingOriginal[] = [];
  const compare = async (record: DocumentRecord, path: string, file: string) => {
    coverage.rehashed++;
    return (await fileSha256(file)) !== record.file.sha256 ? hashMismatch(path) : null;
  };
  // Each original is located and hashed a few at a time (reads overlap); alerts keep the records' order.
  const checked = await mapLimited(
    records,
    async (record) => {
      const original = archivedOriginalPath(record);
      const where = await locateOriginal(root, original);
      if (where.state === 'missing')
        return alert(
          'critical',
          problem<ArchiveCode>(
            'archive.original_missing',
            `${original} (document ${record.document_id}) is missing.`,
            `Restore it from history: git log --all -- ${original}.`,
          ),
        );
      const pointer = where.pointer;
      if (pointer && (pointer.oid !== record.file.sha256 || pointer.size !== record.file.bytes))
        return alert(
          'critical',
          problem<ArchiveCode>(
            'archive.pointer_mismatch',
            `The Git LFS pointer of ${original} names content with sha256 ${pointer.oid.slice(0, 12)}… (${pointer.size} bytes); its record says ${record.file.sha256.slice(0, 12)}… (${record.file.bytes} bytes).`,
            `Restore the pointer from history (git log -p -- ${original}); archived files are never edited.`,
          ),
        );
      if (where.state === 'present') return compare(record, original, where.file);
      return { record, path: original, pointer: pointer !== null };
    },
    HASH_CONCURRENCY,
  );
  for (const c of checked) {
    if (c && 'record' in c) pending.push(c);
    else if (c) alerts.push(c);
  }
  if (!pending.length) return coverage;
  if (!options.fetchOriginals) {
    for (const p of pending) coverage[p.pointer ? 'pointer_only' : 'not_checked']++;
    return coverage;
  }
  await fetchAndHashOriginals(root, pending, options, alerts, compare);
  return coverage;
}

function coverageLine(c: OriginalsCoverage): string {
  const parts = [`${c.rehashed} original${c.rehashed === 1 ? '' : 's'} re-hashed`];
  if (c.pointer_only)
    parts.push(
      `${c.pointer_only} checked by their Git LFS pointer only (sha256 and size match the record; the content is not in this checkout and was not re-hashed)`,
    );
  if (c.not_checked) parts.push(`${c.not_checked} left out by this sparse checkout and not checked`);
  return parts.join(', ');
}

/** What is wrong with one record: metadata the upload contract no longer takes, page texts missing. */
async function checkRecord(root: string, record: DocumentRecord): Promise<Alert[]> {
  const found: Alert[] = [];
  // The upload contract may have tightened since the record was written: report, never rewrite.
  const contract = parseMetadata(JSON.stringify(record.metadata), record.provenance.accepted_at.slice(0, 10));
  if (!contract.ok)
    found.push(
      alert(
        'warning',
        problem<ArchiveCode>(
          'archive.metadata_invalid',
          `The metadata of document ${record.document_id} no longer passes the upload schema: ${contract.problems[0]!.message}`,
          `Correct it in ${recordPath(record.document_id)} through a pull request.`,
        ),
      ),
    );
  const { missing } = await readDocumentText(root, record);
  if (missing.length)
    found.push(
      alert(
        'warning',
        problem<ArchiveCode>(
          'archive.text_missing',
          `Document ${record.document_id} lacks ${missing.length} page text file(s): ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}.`,
          'Run the ingest again for this document, or restore the files from history.',
        ),
      ),
    );
  return found;
}

/** The registries, checked field by field against their types; any other JSON file (overrides) for its syntax. */
async function checkRegistriesAndJson(root: string): Promise<Alert[]> {
  const found: Alert[] = [];
  const registries = await readRegistries(root);
  for (const p of registries.problems) found.push(alert('warning', p));
  const registryFiles = new Set(REGISTRY_NAMES.map(registryPath));
  for (const path of await generatedJsonFiles(root)) {
    if (registryFiles.has(path)) continue;
    try {
      JSON.parse(await readFile(join(root, path), 'utf8'));
    } catch (err) {
      found.push(
        alert(
          'warning',
          problem<ArchiveCode>(
            'archive.json_unreadable',
            `${path} is not valid JSON (${(err as Error).message}).`,
            'Run `dirhub enrich` to regenerate registries, or restore the file from history.',
          ),
        ),
      );
    }
  }
  return found;
}

export async function checkArchiveHealth(root: string, options: HealthOptions = {}): Promise<HealthReport> {
  const alerts: Alert[] = [];
  const { items: records, problems } = await listRecords(root);
  for (const p of problems) alerts.push(alert('critical', p));
  const coverage = await checkOriginals(root, records, options, alerts);
  const perRecord = await mapLimited(records, (record) => checkRecord(root, record));
  for (const found of perRecord) alerts.push(...found);
  alerts.push(...(await checkRegistriesAndJson(root)));
  const log = await readDecisionLog(root);
  for (const p of log.problems) alerts.push(alert('warning', p));
  const pending = await pendingUploads(root);
  if (pending.length)
    alerts.push(
      alert(
        'warning',
        problem<ArchiveCode>(
          'uploads.pending',
          `${pending.length} file(s) wait in ${UPLOADS_DIR}/ on the default branch: ${pending.slice(0, 5).join(', ')}${pending.length > 5 ? '…' : ''}.`,
          'The ingest workflow moves merged uploads into archive/; check its last run.',
        ),
      ),
    );
  alerts.push(
    alert(
      'info',
      problem<ArchiveCode>(
        'health.digest',
        `${records.length} documents and ${log.entries.length} decisions checked; ${coverageLine(coverage)}.`,
        coverage.pointer_only || coverage.not_checked
          ? 'No action needed. To re-hash every original, fetch the content: dirhub health --fetch-originals (or the health workflow run with fetch-originals).'
          : 'No action needed.',
        { severity: 'warning' },
      ),
    ),
  );
  return { alerts, documents: records.length, decisions: log.entries.length, originals: coverage };
}
