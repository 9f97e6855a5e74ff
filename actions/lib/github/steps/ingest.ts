/**
 * The ingest action's step: what was merged into `uploads/` on the default branch analysed again and
 * moved into `archive/` in one commit as the bot; what each pull request's uploads became is written for
 * the notify job.
 */
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../../core/config.js';
import { isBlocking } from '../../core/problem.js';
import type { Identity } from '../../forge/local/local-forge.js';
import { planIngest } from '../../intake/ingest.js';
import { performIngest, performSetAside } from '../../intake/perform.js';
import { analyzeUpload } from '../../pipeline/analyze.js';
import { boundedReader } from '../../pipeline/bounded.js';
import { codeSpan, escapeMarkdown } from '../escape.js';
import { connect, type GitHubConnection, type StepResult } from '../step-io.js';

export interface IngestStepConfig {
  root: string;
  bot: Identity;
  now: string;
  dry_run: boolean;
  /** Where to write what was archived per pull request, for the notify action; null for nowhere. */
  archived_path: string | null;
  repository: { server_url: string; full_name: string } | null;
  /** Asks GitHub which pull request made a merge commit; without it, records name no pull request. */
  github?: GitHubConnection;
  onProgress?: (message: string) => void;
}

/** What one pull request's uploads became, for the note on that pull request. */
export interface ArchivedUploads {
  pull_number: number;
  uploads: { file: string; title: string | null; document_id: string; archive_path: string }[];
  /** Merged uploads that were set aside instead (removed from uploads/, logged invalid), with why. */
  set_aside?: { file: string; reason: string }[];
}

type IngestPlans = Awaited<ReturnType<typeof planIngest>>;

/**
 * Performs each pull request's plan (unless a dry run) and gathers what the step reports: the commit, what
 * each pull request's uploads became, a summary row per upload and an error per upload that waits.
 */
async function archivePlans(cfg: IngestStepConfig, plans: IngestPlans) {
  let commit: string | null = null;
  const archived: ArchivedUploads[] = [];
  const entryFor = (pull_number: number): ArchivedUploads => {
    let entry = archived.find((a) => a.pull_number === pull_number);
    if (!entry) archived.push((entry = { pull_number, uploads: [] }));
    return entry;
  };
  const rows: string[] = [];
  const notices: StepResult['notices'] = [];
  for (const { pull_number, plan, set_aside } of plans) {
    if (plan.action === 'merge' && !cfg.dry_run) commit = (await performIngest(cfg.root, plan, cfg.bot)) ?? commit;
    if (set_aside && !cfg.dry_run) commit = (await performSetAside(cfg.root, plan, cfg.bot)) ?? commit;
    const via = pull_number === null ? '—' : `#${pull_number}`;
    rows.push(
      ...plan.uploads.map(
        (u) =>
          `| ${codeSpan(u.file ?? u.name)} | ${via} | ${u.state} | ${u.document_id ? codeSpan(u.archive_path!) : '—'} |`,
      ),
    );
    if (plan.action === 'merge' && pull_number !== null)
      entryFor(pull_number).uploads.push(
        ...plan.uploads.map((u) => ({
          file: u.file!,
          title: u.title,
          document_id: u.document_id!,
          archive_path: u.archive_path!,
        })),
      );
    if (set_aside && pull_number !== null)
      (entryFor(pull_number).set_aside ??= []).push(
        ...plan.uploads.map((u) => ({
          file: u.file ?? u.name,
          reason: u.reasons
            .filter(isBlocking)
            .map((r) => r.message)
            .join(' '),
        })),
      );
    if (plan.action !== 'merge') {
      for (const u of plan.uploads)
        for (const r of u.reasons.filter(isBlocking))
          notices.push({
            level: set_aside ? 'warning' : 'error',
            title: r.code,
            message: `${r.message} ${r.hint}`,
            ...((u.metadata ?? u.file) ? { file: (u.metadata ?? u.file)! } : {}),
          });
    }
  }
  return { commit, archived, rows, notices };
}

export async function ingestStep(cfg: IngestStepConfig): Promise<StepResult> {
  const config = await loadConfig(cfg.root);
  const plans = await planIngest(
    cfg.root,
    (upload) =>
      analyzeUpload(upload, {
        root: cfg.root,
        config,
        // Contributors' files are read in a process of their own, under the config's time and memory limits.
        reader: boundedReader(),
        // Merging is the acceptance: a rejection in the log (of this pull request before a maintainer's
        // accept, or of an earlier one) does not keep a merged file out of the archive.
        earlierRejections: 'none',
        ...(cfg.onProgress ? { onProgress: cfg.onProgress } : {}),
      }),
    cfg.now,
    cfg.repository,
    cfg.github ? (commit) => connect(cfg.github!).mergedPullRequestFor(commit) : undefined,
  );
  if (!plans.length)
    return {
      outputs: { action: 'skip', commit: '', documents: '0', 'archived-path': '' },
      summary: 'Nothing waits in uploads/.\n',
      notices: [],
      failure: null,
    };
  const { commit, archived, rows, notices } = await archivePlans(cfg, plans);
  if (cfg.archived_path) await writeFile(cfg.archived_path, JSON.stringify(archived, null, 2) + '\n');
  const documents = plans.reduce((n, p) => n + (p.plan.action === 'merge' ? p.plan.uploads.length : 0), 0);
  // Only uploads that wait on main and could neither be archived nor set aside fail the job; a plan with
  // nothing in it is not stuck.
  const stuck = plans.filter((p) => p.plan.action !== 'merge' && !p.set_aside && p.plan.uploads.length > 0);
  return {
    outputs: {
      action: documents ? 'merge' : (stuck[0] ?? plans[0]!).plan.action,
      commit: commit ?? '',
      documents: String(documents),
      'archived-path': cfg.archived_path ?? '',
    },
    summary: [
      `### dirhub ingest: ${documents} document(s) archived`,
      '',
      '| upload | pull request | state | archived at |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
    notices,
    failure: stuck.length
      ? `${stuck.length} group(s) of uploads on the default branch cannot be archived (${stuck.map((p) => escapeMarkdown(p.plan.summary)).join('; ')}); see the errors above.`
      : null,
  };
}
