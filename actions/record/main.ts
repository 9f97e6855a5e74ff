import * as core from '@actions/core';
import { recordStep } from '../lib/github/steps/record.js';
import { parsePullNumber } from '../lib/github/step-io.js';
import { run } from '../_shared/entry.js';

await run(() =>
  recordStep({
    root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
    decisions_path: core.getInput('decisions-path', { required: true }),
    decisions_sha256: core.getInput('decisions-sha256', { required: true }),
    pull_number: parsePullNumber(core.getInput('pull-number', { required: true })),
    bot: { name: core.getInput('bot-name', { required: true }), email: core.getInput('bot-email', { required: true }) },
  }),
);
