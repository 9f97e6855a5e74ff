/**
 * The analyze action's step: the pull request's uploads read through the API as data and judged by the
 * default branch's code. Kept apart from the other steps because it loads the PDF and OCR stack, which
 * the other actions must not need.
 */
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../core/config.js';
import { analyzeUpload } from '../intake/analyze.js';
import { codeSpan, escapeMarkdown } from './escape.js';
import { performIngest, planIngest, type BotIdentity } from './ingest.js';
import { analyzePullRequest } from './pull-request.js';
import { connect, type GitHubConnection, type StepResult } from './steps.js';

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
    analyzeUpload(upload, { root: cfg.root, config, ...(cfg.onProgress ? { onProgress: cfg.onProgress } : {}) }),
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
    summary: [`### dirhub analysis of pull request #${cfg.pull_number}`, '', '| upload | status | relevance | errors |', '|---|---|---:|---:|', ...lines, ''].join('\n'),
    notices: [],
    failure: null,
  };
}


// ---- ingest ------------------------------------------------------------------------------------

export interface IngestStepConfig {
  root: string;
  bot: BotIdentity;
  now: string;
  dry_run: boolean;
  onProgress?: (message: string) => void;
}

export async function ingestStep(cfg: IngestStepConfig): Promise<StepResult> {
  const config = await loadConfig(cfg.root);
  const plan = await planIngest(cfg.root, (upload) => analyzeUpload(upload, { root: cfg.root, config, ...(cfg.onProgress ? { onProgress: cfg.onProgress } : {}) }), cfg.now);
  if (!plan) return { outputs: { action: 'skip', commit: '', documents: '0' }, summary: 'Nothing waits in uploads/.\n', notices: [], failure: null };
  const commit = cfg.dry_run ? null : await performIngest(cfg.root, plan, cfg.bot);
  const rows = plan.uploads.map((u) => `| ${codeSpan(u.file ?? u.name)} | ${u.state} | ${u.document_id ? codeSpan(u.archive_path!) : '—'} |`);
  const stuck = plan.action !== 'merge';
  return {
    outputs: { action: plan.action, commit: commit ?? '', documents: String(plan.uploads.filter((u) => u.document_id).length) },
    summary: [`### dirhub ingest: ${escapeMarkdown(plan.summary)}`, '', '| upload | state | archived at |', '|---|---|---|', ...rows, ''].join('\n'),
    notices: stuck ? plan.uploads.flatMap((u) => u.reasons.filter((r) => (r.severity ?? 'error') === 'error').map((r) => ({ level: 'error' as const, title: r.code, file: u.metadata ?? u.file ?? undefined, message: `${r.message} ${r.hint}` }))) : [],
    failure: stuck ? `The uploads on the default branch cannot be archived (${plan.action}); see the errors above.` : null,
  };
}
