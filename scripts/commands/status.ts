import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DecisionLogEntry } from '../../actions/lib/archive/records.js';
import {
  DECISIONS_DIR,
  lookupDocument,
  lookupSha256,
  lookupUpload,
  readDecisionLog,
} from '../../actions/lib/archive/decisions-log.js';
import { isUploadId } from '../../actions/lib/archive/upload-id.js';
import { isDocumentId } from '../../actions/lib/archive/layout.js';
import { statusAnswer, type StatusAnswer } from '../../actions/lib/archive/upload-status.js';
import { EXIT, UsageError, type Command } from '../command.js';

const usage = `Usage: dirhub status UPLOAD_ID [--repo DIR] [--json]
       dirhub status SHA256|DOCUMENT_ID [--repo DIR] [--json]

Answers from the decisions log (${DECISIONS_DIR}/YYYY-MM.jsonl) what happened to an upload, also after
its branch or pull request is gone: its state (accepted, rejected, invalid, needs_review), when, the
reasons with how to fix each, and for an accepted upload its document id and folder in the archive.
The upload id (up_ + 16 hex digits) is shown in the intake report. Given a file's sha256 (64 hex
digits) or a document id (16 hex digits) instead, it lists every upload of that file or document.

Options:
  --repo DIR  the archive repository (default: the current folder)
  --json      print {upload_id, state, decided_at, reasons, document_id, document_path, latest, history}
              (for a sha256 or document id: {sha256 | document_id, uploads: [...the same per upload]})

Exit status: 0 when a decision was found, 1 when the log holds none for it, 2 for a usage error.`;

function render(a: StatusAnswer): string {
  const e = a.latest;
  const lines = [
    `${a.upload_id}: ${a.state} (${a.decided_at})`,
    `  file       ${e.file.name} (${e.file.bytes} bytes, sha256 ${e.file.sha256})`,
  ];
  if (e.title) lines.push(`  title      ${e.title}`);
  if (e.relevance !== null) lines.push(`  relevance  ${e.relevance.toFixed(2)} (threshold ${e.threshold.toFixed(2)})`);
  if (a.document_id) lines.push(`  document   ${a.document_id} in ${a.document_path}`);
  const via =
    e.submitted_via.kind === 'pull_request' && e.submitted_via.number
      ? `pull request #${e.submitted_via.number}`
      : `${e.submitted_via.kind} ${e.submitted_via.ref}`;
  lines.push(
    `  via        ${via}${e.commit ? ` at ${e.commit.slice(0, 12)}` : ''}${e.submitted_by ? ` by ${e.submitted_by}` : ''}`,
  );
  if (a.reasons.length) {
    lines.push('  reasons:');
    for (const r of a.reasons)
      lines.push(`  - ${r.message}${r.severity === 'warning' ? ' (warning)' : ''}`, `    How to fix: ${r.hint}`);
  }
  if (a.history.length > 1)
    lines.push(`  history    ${a.history.map((h) => `${h.state} ${h.decided_at}`).join(' → ')}`);
  return lines.join('\n');
}

export const command: Command = {
  name: 'status',
  summary: 'What happened to an upload: state, when, reasons, document (from the decisions log)',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { repo: { type: 'string' }, json: { type: 'boolean', default: false } },
    });
    if (positionals.length !== 1) throw new UsageError('give exactly one UPLOAD_ID (or a file sha256)');
    const key = positionals[0]!.trim().toLowerCase();
    const kind = isUploadId(key)
      ? 'upload_id'
      : /^[0-9a-f]{64}$/.test(key)
        ? 'sha256'
        : isDocumentId(key)
          ? 'document_id'
          : null;
    if (!kind)
      throw new UsageError(
        `"${positionals[0]}" is not an upload id (up_ and 16 hex digits), a sha256 (64 hex digits) or a document id (16 hex digits)`,
      );
    const root = resolve(values.repo ?? '.');
    const log = await readDecisionLog(root);
    for (const p of log.problems) process.stderr.write(`dirhub status: warning: ${p.message}\n`);

    const histories: DecisionLogEntry[][] = [];
    if (kind === 'upload_id') {
      const found = lookupUpload(log, key);
      if (found) histories.push(found.history);
    } else {
      // Each upload's whole history, so its latest state shows even if it no longer matches.
      const uploads = new Set(
        (kind === 'sha256' ? lookupSha256(log, key) : lookupDocument(log, key)).map((e) => e.upload_id),
      );
      for (const id of uploads) histories.push(lookupUpload(log, id)!.history);
    }
    if (!histories.length) {
      const message = `No decision is recorded for ${key} in ${root}/${DECISIONS_DIR}.`;
      if (values.json) process.stdout.write(`${JSON.stringify({ [kind]: key, state: null, message }, null, 2)}\n`);
      else
        process.stderr.write(
          `${message}\nCheck the id in the intake report, and that --repo names the archive repository; an upload still being decided has no entry yet.\n`,
        );
      return EXIT.failure;
    }
    const answers = histories.map(statusAnswer);
    if (values.json) {
      process.stdout.write(
        `${JSON.stringify(kind === 'upload_id' ? answers[0] : { [kind]: key, uploads: answers }, null, 2)}\n`,
      );
    } else {
      process.stdout.write(`${answers.map(render).join('\n\n')}\n`);
    }
    return EXIT.ok;
  },
};
