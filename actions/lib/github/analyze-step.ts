/**
 * The analyze action's step: the pull request's uploads read through the API as data and judged by the
 * default branch's code. Kept apart from the other steps because it loads the PDF and OCR stack, which
 * the other actions must not need.
 */
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../core/config.js';
import { analyzeUpload } from '../pipeline/analyze.js';
import { boundedReader } from '../pipeline/bounded.js';
import { codeSpan, escapeMarkdown } from './escape.js';
import type { Identity } from '../forge/local/local-forge.js';
import { planIngest } from '../intake/ingest.js';
import { performIngest } from '../intake/perform.js';
import { analyzePullRequest } from './pull-request.js';
import { connect, type GitHubConnection, type StepResult } from './step-io.js';
import { isBlocking } from '../core/problem.js';

export interface AnalyzeStepConfig extends GitHubConnection {
  pull_number: number;
  /** The default branch's checkout: its dirhub.config.json and archive/ are what uploads are judged against. */
  root: string;
  output_path: string;
  onProgress?: (message: string) => void;
}

export async function analyzeStep(cfg: AnalyzeStepConfig): Promise<StepResult> {
  const config = await loadConfig(cfg.root);
  const analysis = await analyzePullRequest(connect(cfg), cfg.pull_number, (upload) =>
    analyzeUpload(upload, {
      root: cfg.root,
      config,
      // Contributors' files are read in a process of their own, under the config's time and memory limits.
      reader: boundedReader(),
      // The log holds this pull request's own earlier decisions (a rerun, a maintainer's command): deciding
      // it again is not sending the file again. A rejection in any other pull request counts.
      earlierRejections: { except_pull_request: cfg.pull_number },
      ...(cfg.onProgress ? { onProgress: cfg.onProgress } : {}),
    }),
  );
  await writeFile(cfg.output_path, JSON.stringify(analysis, null, 2) + '\n');
  const lines = analysis.uploads.map((u) => {
    const r = u.result;
    return `| ${codeSpan(u.file ?? u.metadata ?? u.name)} | ${r ? r.status : 'not analysed'} | ${r?.relevance?.toFixed(2) ?? '—'} | ${r ? r.errors.length : 0} |`;
  });
  return {
    outputs: {
      'analysis-path': cfg.output_path,
      'head-sha': analysis.head_sha,
      uploads: String(analysis.uploads.length),
    },
    summary: [
      `### dirhub analysis of pull request #${cfg.pull_number}`,
      '',
      '| upload | status | relevance | errors |',
      '|---|---|---:|---:|',
      ...lines,
      '',
    ].join('\n'),
    notices: [],
    failure: null,
  };
}

// ---- ingest ------------------------------------------------------------------------------------

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
  let commit: string | null = null;
  const archived: ArchivedUploads[] = [];
  const rows: string[] = [];
  const notices: StepResult['notices'] = [];
  for (const { pull_number, plan } of plans) {
    if (plan.action === 'merge' && !cfg.dry_run) commit = (await performIngest(cfg.root, plan, cfg.bot)) ?? commit;
    const via = pull_number === null ? '—' : `#${pull_number}`;
    rows.push(
      ...plan.uploads.map(
        (u) =>
          `| ${codeSpan(u.file ?? u.name)} | ${via} | ${u.state} | ${u.document_id ? codeSpan(u.archive_path!) : '—'} |`,
      ),
    );
    if (plan.action === 'merge' && pull_number !== null) {
      archived.push({
        pull_number,
        uploads: plan.uploads.map((u) => ({
          file: u.file!,
          title: u.title,
          document_id: u.document_id!,
          archive_path: u.archive_path!,
        })),
      });
    }
    if (plan.action !== 'merge') {
      for (const u of plan.uploads)
        for (const r of u.reasons.filter(isBlocking))
          notices.push({
            level: 'error',
            title: r.code,
            message: `${r.message} ${r.hint}`,
            ...((u.metadata ?? u.file) ? { file: (u.metadata ?? u.file)! } : {}),
          });
    }
  }
  if (cfg.archived_path) await writeFile(cfg.archived_path, JSON.stringify(archived, null, 2) + '\n');
  const documents = plans.reduce((n, p) => n + (p.plan.action === 'merge' ? p.plan.uploads.length : 0), 0);
  // Only uploads that wait on main and cannot be archived fail the job; a plan with nothing in it is not stuck.
  const stuck = plans.filter((p) => p.plan.action !== 'merge' && p.plan.uploads.length > 0);
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
