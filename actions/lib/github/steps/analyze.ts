/**
 * The analyze action's step: the pull request's uploads read through the API as data and judged by the
 * default branch's code. A file of its own because it loads the PDF and OCR stack, which the other
 * actions must not need.
 */
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../../core/config.js';
import { analyzeUpload } from '../../pipeline/analyze.js';
import { boundedReader } from '../../pipeline/bounded.js';
import { codeSpan } from '../escape.js';
import { analyzePullRequest } from '../pull-request.js';
import { connect, type GitHubConnection, type StepResult } from '../step-io.js';

export interface AnalyzeStepConfig extends GitHubConnection {
  pull_number: number;
  /** The default branch's checkout: its dirhub.config.json and archive/ are what uploads are judged against. */
  root: string;
  output_path: string;
  /** The time the run has for reading all the pull request's files (seconds); none when undefined. */
  time_budget_seconds?: number;
  onProgress?: (message: string) => void;
}

export async function analyzeStep(cfg: AnalyzeStepConfig): Promise<StepResult> {
  const config = await loadConfig(cfg.root);
  const deadline =
    cfg.time_budget_seconds === undefined
      ? undefined
      : { at: Date.now() + cfg.time_budget_seconds * 1000, budget_seconds: cfg.time_budget_seconds };
  const analysis = await analyzePullRequest(connect(cfg), cfg.pull_number, (upload) =>
    analyzeUpload(upload, {
      root: cfg.root,
      config,
      // Contributors' files are read in a process of their own, under the config's time and memory limits
      // and within the run's budget for all of them.
      reader: boundedReader(deadline ? { deadline } : {}),
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
