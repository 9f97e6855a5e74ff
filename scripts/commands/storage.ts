/** `dirhub storage status | migrate`: how the archive's originals are stored, and moving them to Git LFS. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  gatherStorageFacts,
  performMigration,
  planMigration,
  type MigrationPlan,
  type StorageFacts,
} from '../../actions/lib/archive/storage/migrate.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub storage status [--repo DIR] [--json]
       dirhub storage migrate [--repo DIR] [--dry-run] [--json]

status    How the archive's originals are stored (docs/storage.md): the backend its .gitattributes
          asks for (git-lfs or plain-git), how many originals at HEAD are LFS pointers and how many plain
          git objects, the plain originals history still holds, and the sizes of git's object store and
          of the local LFS store.
migrate   Moves the originals to Git LFS without rewriting history: adds the LFS lines to
          .gitattributes, installs git-lfs's filters and hooks in this repository, and re-adds the
          originals at HEAD in one new commit, so git holds their pointers from then on. It then says how
          to rewrite history (git lfs migrate import) if the old blobs must go, with the figures before
          and after, and what a rewrite costs everyone else. Push afterwards: git push (the pre-push hook
          uploads the LFS content first).

Options:
  --repo DIR   the archive repository (default: the current folder)
  --dry-run    migrate: print the plan, change nothing
  --json       print the facts (status) or {plan, commit, after} (migrate) as JSON

Exit status: 0 on success (or nothing to do), 1 when the migration was refused (git-lfs missing,
uncommitted changes), 2 for a usage error.`;

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 20 ? 2 : 1)} MiB`;
}

function describeFacts(f: StorageFacts): string[] {
  const pointers = f.at_head.filter((b) => b.pointer).length;
  const plain = f.at_head.filter((b) => !b.pointer);
  return [
    `backend: ${f.backend} (.gitattributes)${f.git_lfs ? `; ${f.git_lfs}` : '; git-lfs is not installed'}`,
    `originals at HEAD: ${f.at_head.length} (${pointers} LFS pointers, ${plain.length} plain git objects of ${mib(plain.reduce((n, b) => n + b.size, 0))})`,
    `plain originals in history: ${f.history.plain_blobs} blobs, ${mib(f.history.plain_bytes)} (${mib(f.history.plain_disk_bytes)} packed)`,
    `git object store: ${mib(f.repository_bytes)}; local LFS store: ${mib(f.lfs_store_bytes)}`,
  ];
}

function describePlan(plan: MigrationPlan, dryRun: boolean): string[] {
  const lines: string[] = [];
  if (plan.action === 'refused') return plan.problems.map((p) => `refused: ${p.message}\n  How to fix: ${p.hint}`);
  if (plan.action === 'nothing_to_do')
    lines.push(`nothing to migrate: the ${plan.already_in_lfs} originals at HEAD are already in Git LFS`);
  else
    lines.push(
      `${dryRun ? 'would move' : 'moved'} ${plan.move.length} originals at HEAD (${mib(plan.figures.head_plain_bytes.before)}) to Git LFS in one commit${plan.attributes.length ? `, adding ${plan.attributes.length} lines to .gitattributes` : ''}`,
    );
  const f = plan.figures;
  lines.push(
    `plain originals in history: ${mib(f.history_plain_bytes.before)} now, ${mib(f.history_plain_bytes.after_commit)} after this commit, 0 after a rewrite`,
    `git object store: ${mib(f.repository_bytes.before)} now, about ${mib(f.repository_bytes.after_rewrite)} after a rewrite and git gc`,
  );
  if (plan.rewrite.needed)
    lines.push(
      'History still holds the old blobs: every full clone downloads them. To take them out (optional):',
      ...plan.rewrite.commands.map((c) => `  ${c}`),
      `What that costs: ${plan.rewrite.consequences}`,
    );
  return lines;
}

export const command: Command = {
  name: 'storage',
  summary: "How the archive's originals are stored; move them from plain git to Git LFS",
  usage,
  async run(args) {
    const [sub, ...rest] = args;
    const { values } = parseArgs({
      args: rest,
      allowPositionals: false,
      options: {
        repo: { type: 'string', default: '.' },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
      },
    });
    const root = resolve(values.repo);
    const progress = progressPrinter('storage');
    if (sub !== 'status' && sub !== 'migrate')
      throw new UsageError(sub ? `unknown storage command "${sub}"; use status or migrate` : 'say status or migrate');
    progress('reading the originals at HEAD and in history');
    const facts = await gatherStorageFacts(root);
    if (sub === 'status') {
      process.stdout.write(
        values.json ? `${JSON.stringify(facts, null, 2)}\n` : `${describeFacts(facts).join('\n')}\n`,
      );
      return EXIT.ok;
    }
    const plan = planMigration(facts);
    if (values['dry-run'] || plan.action !== 'migrate') {
      process.stdout.write(
        values.json ? `${JSON.stringify({ plan }, null, 2)}\n` : `${describePlan(plan, true).join('\n')}\n`,
      );
      return plan.action === 'refused' ? EXIT.failure : EXIT.ok;
    }
    progress(`moving ${plan.move.length} originals to Git LFS`);
    const result = await performMigration(root, plan);
    process.stdout.write(
      values.json
        ? `${JSON.stringify(result, null, 2)}\n`
        : `${[...describePlan(plan, false), `commit ${result.commit}`, ...describeFacts(result.after), 'Push it: git push (the LFS content goes first).'].join('\n')}\n`,
    );
    return EXIT.ok;
  },
};
