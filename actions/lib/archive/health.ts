/**
 * The scheduled integrity check of the archive, as alerts in the spec's classes: critical (data loss:
 * a record that cannot be read, an original missing or changed), warning (damage that loses no data:
 * missing page texts, metadata that fails the upload schema, registries that cannot be read or do not
 * hold what their type says, unreadable decision-log lines, uploads waiting on main), info (the digest).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { AlertClass } from '../core/vocab.js';
import { listRecords, readDocumentText } from './read.js';
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
}

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

export async function checkArchiveHealth(root: string): Promise<HealthReport> {
  const alerts: Alert[] = [];
  const { items: records, problems } = await listRecords(root);
  for (const p of problems) alerts.push(alert('critical', p));
  for (const record of records) {
    const original = archivedOriginalPath(record);
    let bytes: Buffer | null = null;
    try {
      bytes = await readFile(join(root, original));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (!bytes) {
      alerts.push(
        alert(
          'critical',
          problem(
            'archive.original_missing',
            `${original} (document ${record.document_id}) is missing.`,
            `Restore it from history: git log --all -- ${original}.`,
          ),
        ),
      );
    } else if (sha256(bytes) !== record.file.sha256) {
      alerts.push(
        alert(
          'critical',
          problem(
            'archive.hash_mismatch',
            `${original} no longer matches the sha256 in its record.`,
            `Restore the original from history (git log -p -- ${original}); archived files are never edited.`,
          ),
        ),
      );
    }
    // The upload contract may have tightened since the record was written: report, never rewrite.
    const contract = parseMetadata(JSON.stringify(record.metadata), record.provenance.accepted_at.slice(0, 10));
    if (!contract.ok)
      alerts.push(
        alert(
          'warning',
          problem(
            'archive.metadata_invalid',
            `The metadata of document ${record.document_id} no longer passes the upload schema: ${contract.problems[0]!.message}`,
            `Correct it in ${recordPath(record.document_id)} through a pull request.`,
          ),
        ),
      );
    const { missing } = await readDocumentText(root, record);
    if (missing.length)
      alerts.push(
        alert(
          'warning',
          problem(
            'archive.text_missing',
            `Document ${record.document_id} lacks ${missing.length} page text file(s): ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}.`,
            'Run the ingest again for this document, or restore the files from history.',
          ),
        ),
      );
  }
  // The registries are checked field by field against their types; any other JSON file (overrides) for its syntax.
  const registries = await readRegistries(root);
  for (const p of registries.problems) alerts.push(alert('warning', p));
  const registryFiles = new Set(REGISTRY_NAMES.map(registryPath));
  for (const path of await generatedJsonFiles(root)) {
    if (registryFiles.has(path)) continue;
    try {
      JSON.parse(await readFile(join(root, path), 'utf8'));
    } catch (err) {
      alerts.push(
        alert(
          'warning',
          problem(
            'archive.json_unreadable',
            `${path} is not valid JSON (${(err as Error).message}).`,
            'Run `dirhub enrich` to regenerate registries, or restore the file from history.',
          ),
        ),
      );
    }
  }
  const log = await readDecisionLog(root);
  for (const p of log.problems) alerts.push(alert('warning', p));
  const pending = await pendingUploads(root);
  if (pending.length)
    alerts.push(
      alert(
        'warning',
        problem(
          'uploads.pending',
          `${pending.length} file(s) wait in ${UPLOADS_DIR}/ on the default branch: ${pending.slice(0, 5).join(', ')}${pending.length > 5 ? '…' : ''}.`,
          'The ingest workflow moves merged uploads into archive/; check its last run.',
        ),
      ),
    );
  alerts.push(
    alert(
      'info',
      problem(
        'health.digest',
        `${records.length} documents and ${log.entries.length} decisions checked.`,
        'No action needed.',
        { severity: 'warning' },
      ),
    ),
  );
  return { alerts, documents: records.length, decisions: log.entries.length };
}
