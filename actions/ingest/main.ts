import * as core from '@actions/core';
import { ingestStep } from '../lib/github/analyze-step.js';
import { run } from '../_shared/entry.js';

await run(() =>
  ingestStep({
    root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
    bot: { name: core.getInput('bot-name', { required: true }), email: core.getInput('bot-email', { required: true }) },
    now: new Date().toISOString(),
    dry_run: core.getBooleanInput('dry-run'),
    onProgress: (m) => core.info(m),
  }),
);
