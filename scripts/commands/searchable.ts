/** `dirhub searchable`: searchable copies for the scanned PDFs an archive already holds. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  gatherSearchableFacts,
  performSearchableCopies,
  planSearchableCopies,
  type SearchablePlan,
  type SearchableResult,
} from '../../actions/lib/archive/searchable-backfill.js';
import { EXIT, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub searchable [--repo DIR] [--force] [--dry-run] [--json]

Makes the searchable copy of every scanned PDF in the archive that has none: the original with the words
OCR read laid over each page as invisible text, so a reader who downloads it can find, select and copy
them (docs/ocr.md, "Searchable copies"). The intake makes a copy when it archives a scan; this command
makes them for the scans archived before that, beside their originals
(archive/documents/<shard>/<id>/<id>.searchable.pdf), and commits them in one commit, stored as the
originals are (Git LFS where the archive uses it). The originals are only read: each is checked against
its record's sha256 first. A scan whose original this checkout holds only as a Git LFS pointer (run
git lfs pull), or whose word boxes are missing, is left out and listed. Push afterwards: git push.

Options:
  --repo DIR   the archive repository (default: the current folder)
  --force      make every scan's copy again, also those committed (after an upgrade changed how copies
               are made, such as pages turned by /Rotate getting their text); a copy that comes out the
               same is not committed again
  --dry-run    print the plan (the copies that would be made, those left out and why), change nothing
  --json       print {plan} (dry run) or {plan, made, failed, commit} as JSON
Progress goes to stderr.

Exit status: 0 on success (or nothing to do), 1 when the run was refused (staged changes, no commit,
Git LFS missing) or a copy could not be made, 2 for a usage error.`;

function describePlan(plan: SearchablePlan, dryRun: boolean): string[] {
  if (plan.action === 'refused') return plan.problems.map((p) => `refused: ${p.message}\n  How to fix: ${p.hint}`);
  const lines = [
    plan.make.length
      ? `${dryRun ? 'would make' : 'making'} ${plan.make.length} searchable cop${plan.make.length === 1 ? 'y' : 'ies'}${plan.kept ? `; ${plan.kept} already committed, kept` : ''}`
      : `nothing to make: ${plan.kept} scanned PDF${plan.kept === 1 ? ' has its' : 's have their'} searchable copy`,
  ];
  if (dryRun) lines.push(...plan.make.map((m) => `  ${m.copy.to}${m.replaces ? ' (made again)' : ''}`));
  if (plan.left_out.length)
    lines.push(`left out ${plan.left_out.length}:`, ...plan.left_out.map((l) => `  ${l.document_id}: ${l.message}`));
  return lines;
}

function describeResult(result: SearchableResult): string[] {
  const bytes = result.made.reduce((n, m) => n + m.bytes, 0);
  const words = result.made.reduce((n, m) => n + m.words, 0);
  return [
    ...describePlan(result.plan, false),
    `made ${result.made.length} (${words} words laid, ${(bytes / 2 ** 20).toFixed(1)} MiB)`,
    ...result.failed.map((f) => `  not made, ${f.document_id}: ${f.message}`),
    result.commit
      ? `commit ${result.commit}\nPush it: git push (the LFS content goes first).`
      : result.made.length
        ? 'every copy came out as the one committed: nothing to commit'
        : 'nothing committed',
  ];
}

export const command: Command = {
  name: 'searchable',
  summary: 'Make the searchable copies (OCR text layer) of scanned PDFs archived without one',
  usage,
  async run(args) {
    const { values } = parseArgs({
      args,
      allowPositionals: false,
      options: {
        repo: { type: 'string', default: '.' },
        force: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    });
    const root = resolve(values.repo);
    const progress = progressPrinter('searchable');
    progress('reading the records and what this checkout holds of the scans');
    const facts = await gatherSearchableFacts(root);
    for (const p of facts.problems) process.stderr.write(`dirhub searchable: ${p.message}\n  How to fix: ${p.hint}\n`);
    const plan = planSearchableCopies(facts, { force: values.force });
    if (values['dry-run'] || plan.action !== 'make') {
      process.stdout.write(
        values.json ? `${JSON.stringify({ plan }, null, 2)}\n` : `${describePlan(plan, true).join('\n')}\n`,
      );
      return plan.action === 'refused' ? EXIT.failure : EXIT.ok;
    }
    const result = await performSearchableCopies(root, plan, (done, total, id) => {
      if (done < total) progress(`${done + 1}/${total} ${id}`);
    });
    if (result.commit) progress(`committed ${result.commit}`);
    process.stdout.write(
      values.json ? `${JSON.stringify(result, null, 2)}\n` : `${describeResult(result).join('\n')}\n`,
    );
    return result.failed.length ? EXIT.failure : EXIT.ok;
  },
};
