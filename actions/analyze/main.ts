import * as core from '@actions/core';
import { analyzeStep } from '../lib/github/steps/analyze.js';
import { parsePullNumber } from '../lib/github/step-io.js';
import { connection, run } from '../_shared/entry.js';

await run(() =>
  analyzeStep({
    ...connection(),
    pull_number: parsePullNumber(core.getInput('pull-number', { required: true })),
    root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
    output_path: core.getInput('output-path', { required: true }),
    onProgress: (m) => core.info(m),
  }),
);
