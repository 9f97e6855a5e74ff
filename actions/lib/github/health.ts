/**
 * The scheduled integrity check of the archive, as alerts in the spec's classes: critical (data loss:
 * a record that cannot be read, an original missing or changed), warning (damage that loses no data:
 * missing page texts, unreadable decision-log lines, uploads waiting on main), info (the digest).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { AlertClass } from '../core/vocab.js';
import { listRecords, readDocumentText } from '../storage/archive.js';
import { readDecisionLog } from '../storage/decisions-log.js';
import { UPLOADS_DIR } from '../intake/branch.js';

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

export async function checkArchiveHealth(root: string): Promise<HealthReport> {
  const alerts: Alert[] = [];
  const { items: records, problems } = await listRecords(root);
  for (const p of problems) alerts.push(alert('critical', p));
  for (const record of records) {
    let bytes: Buffer | null = null;
    try {
      bytes = await readFile(join(root, record.file.path));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (!bytes) {
      alerts.push(alert('critical', problem('archive.original_missing', `${record.file.path} (document ${record.document_id}) is missing.`, `Restore it from history: git log --all -- ${record.file.path}.`)));
    } else if (sha256(bytes) !== record.file.sha256) {
      alerts.push(alert('critical', problem('archive.hash_mismatch', `${record.file.path} no longer matches the sha256 in its record.`, `Restore the original from history (git log -p -- ${record.file.path}); archived files are never edited.`)));
    }
    const { missing } = await readDocumentText(root, record);
    if (missing.length) alerts.push(alert('warning', problem('archive.text_missing', `Document ${record.document_id} lacks ${missing.length} page text file(s): ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}.`, 'Run the ingest again for this document, or restore the files from history.')));
  }
  const log = await readDecisionLog(root);
  for (const p of log.problems) alerts.push(alert('warning', p));
  const pending = await pendingUploads(root);
  if (pending.length) alerts.push(alert('warning', problem('uploads.pending', `${pending.length} file(s) wait in ${UPLOADS_DIR}/ on the default branch: ${pending.slice(0, 5).join(', ')}${pending.length > 5 ? '…' : ''}.`, 'The ingest workflow moves merged uploads into archive/; check its last run.')));
  alerts.push(alert('info', problem('health.digest', `${records.length} documents and ${log.entries.length} decisions checked.`, 'No action needed.', { severity: 'warning' })));
  return { alerts, documents: records.length, decisions: log.entries.length };
}
