import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isBlocking, type Problem } from '../../actions/lib/core/problem.js';
import type { IntakePlan } from '../../actions/lib/intake/plan.js';
import { runIntake, type IntakeRun } from '../../actions/lib/intake/run.js';
import type { Analyzer } from '../../actions/lib/pipeline/analyze.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub intake [--repo DIR] [--branch NAME | --all] [--base NAME] [--dry-run] [--json] [--quiet]

Decides local pull requests: a branch that adds uploads/NAME.pdf (or .png/.jpg) plus uploads/NAME.json
is a pull request against main. Each upload is analysed (validation, text and OCR, duplicates,
relevance), then the branch is
  merged         every upload accepted and nothing but new files in uploads/: a --no-ff merge, then a
                 commit that moves each document into archive/ with its record.json, page texts and a
                 line in the decisions log;
  closed         an upload rejected or invalid: the branch is deleted and every decision is logged
                 (one failing upload closes the whole branch; the report names it);
  left for review  the branch changes anything besides adding uploads (workflows, code, other files):
                 nothing is merged or deleted, the uploads are logged as needs_review.
Commits are made as dirhub-bot <bot@dirhub.invalid>. Running it again changes nothing. One intake runs
on a repository at a time: a second one waits for the first (up to 10 minutes), then refuses.

Options:
  --repo DIR     the archive repository (default: the current folder); main must be checked out and
                 the work tree clean
  --branch NAME  decide this branch only (repeatable)
  --all          decide every branch except main that touches uploads/ (the default)
  --base NAME    the branch pull requests go into (default: main)
  --dry-run      print the plan and change nothing (allowed on a dirty work tree)
  --json         print the result as JSON: {dry_run, base, refused, outcomes: [{branch, plan, changed,
                 commits, problem}]}; file contents in plan.writes are replaced by their size
  --quiet        no progress on stderr

Exit status: 0 when every branch was decided (merged, closed, left for review or nothing to do),
1 when the intake refused to start (dirty work tree, main not checked out) or a branch could not be
decided (it moved, a merge conflict, an error), 2 for a usage error.`;

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

function firstError(reasons: Problem[]): Problem | undefined {
  return reasons.find(isBlocking) ?? reasons[0];
}

const ACTION_LABEL: Record<IntakePlan['action'], string> = {
  merge: 'merged',
  close: 'closed',
  needs_review: 'needs review',
  skip: 'nothing to do',
};

/** A readable table: one row per upload, grouped by branch, with the reason to act on. */
export function renderTable(run: IntakeRun): string {
  if (run.refused) return `Refused: ${run.refused.message}\n  ${run.refused.hint}`;
  if (!run.outcomes.length) return 'No branch touches uploads/: nothing to decide.';
  const rows: string[][] = [['BRANCH', 'ACTION', 'UPLOAD', 'ID', 'STATE', 'RELEVANCE', 'DOCUMENT / REASON']];
  const notes: string[] = [];
  for (const o of run.outcomes) {
    const plan = o.plan;
    const action = o.problem
      ? 'not decided'
      : plan
        ? run.dry_run
          ? `would be ${ACTION_LABEL[plan.action]}`
          : ACTION_LABEL[plan.action]
        : '';
    if (o.problem) notes.push(`${o.branch}: ${o.problem.message}\n  ${o.problem.hint}`);
    if (!plan || !plan.uploads.length) {
      rows.push([o.branch, action, '', '', '', '', plan?.reasons[0]?.message ?? '']);
      continue;
    }
    if (plan.action === 'needs_review' && plan.reasons[0]) notes.push(`${o.branch}: ${plan.reasons[0].message}`);
    for (const u of plan.uploads) {
      const why = u.document_id ? `${u.archive_path}` : (firstError(u.reasons)?.message ?? '');
      rows.push([
        o.branch,
        action,
        u.file ?? u.metadata ?? u.name,
        u.upload_id ?? '-',
        u.state,
        u.relevance === null ? '-' : u.relevance.toFixed(2),
        why,
      ]);
    }
  }
  const widths = rows[0]!.slice(0, -1).map((_, i) => Math.min(40, Math.max(...rows.map((r) => r[i]!.length))));
  const lines = rows.map((r) =>
    r
      .map((c, i) => (i < widths.length ? pad(c, widths[i]!) : c))
      .join('  ')
      .trimEnd(),
  );
  return [
    ...lines,
    ...(notes.length ? ['', ...notes] : []),
    ...(run.dry_run ? ['', 'Dry run: nothing was changed.'] : []),
  ].join('\n');
}

/** The JSON result without the full page texts and records (their size stands in). */
export function jsonResult(run: IntakeRun): unknown {
  return {
    ...run,
    outcomes: run.outcomes.map((o) => ({
      ...o,
      plan: o.plan && {
        ...o.plan,
        writes: o.plan.writes.map((w) => ({ path: w.path, bytes: Buffer.byteLength(w.content) })),
      },
    })),
  };
}

export const command: Command = {
  name: 'intake',
  summary: 'Decide local pull requests (branches adding uploads/): merge, close or leave for review',
  usage,
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        repo: { type: 'string' },
        branch: { type: 'string', multiple: true },
        all: { type: 'boolean', default: false },
        base: { type: 'string', default: 'main' },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    });
    if (positionals.length)
      throw new UsageError(`unexpected argument "${positionals[0]}" (name a branch with --branch NAME)`);
    if (values.all && values.branch?.length) throw new UsageError('give either --branch NAME or --all, not both');
    const progress = values.quiet ? undefined : progressPrinter('intake');
    // The analyzer pulls in PDF parsing and OCR; load it only when a branch is really decided. Each file is
    // read in a process of its own, under the config's time and memory limits (limits.read_*).
    const analyzer: Analyzer = async (upload, ctx) => {
      const { analyzeUpload } = await import('../../actions/lib/pipeline/analyze.js');
      const { boundedReader } = await import('../../actions/lib/pipeline/bounded.js');
      return analyzeUpload(upload, {
        ...ctx,
        reader: boundedReader(),
        ...(progress ? { onProgress: (m: string) => progress(`  ${m}`) } : {}),
      });
    };
    const run = await runIntake({
      root: resolve(values.repo ?? '.'),
      analyzer,
      ...(values.branch?.length ? { branches: values.branch } : {}),
      base: values.base!,
      dryRun: values['dry-run'],
      ...(progress ? { onProgress: progress } : {}),
    });
    process.stdout.write(values.json ? `${JSON.stringify(jsonResult(run), null, 2)}\n` : `${renderTable(run)}\n`);
    return run.refused || run.outcomes.some((o) => o.problem) ? EXIT.failure : EXIT.ok;
  },
};
