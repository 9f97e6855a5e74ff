import * as core from '@actions/core';
import { analyzeStep } from '../lib/github/steps/analyze.js';
import { parsePullNumber } from '../lib/github/step-io.js';
import { connection, run } from '../_shared/entry.js';

function budgetSeconds(text: string): number {
  const minutes = Number(text);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`time-budget-minutes is "${text}"; give a number of minutes above 0.`);
  return minutes * 60;
}

await run(() =>
  analyzeStep({
    ...connection(),
    pull_number: parsePullNumber(core.getInput('pull-number', { required: true })),
    root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
    output_path: core.getInput('output-path', { required: true }),
    ...(core.getInput('time-budget-minutes')
      ? { time_budget_seconds: budgetSeconds(core.getInput('time-budget-minutes')) }
      : {}),
    onProgress: (m) => core.info(m),
  }),
);
