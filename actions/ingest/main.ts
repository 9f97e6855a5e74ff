import * as core from '@actions/core';
import { ingestStep } from '../lib/github/steps/ingest.js';
import { connection, run } from '../_shared/entry.js';

const { GITHUB_SERVER_URL, GITHUB_REPOSITORY } = process.env;
await run(() =>
  ingestStep({
    root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
    bot: { name: core.getInput('bot-name', { required: true }), email: core.getInput('bot-email', { required: true }) },
    now: new Date().toISOString(),
    dry_run: core.getBooleanInput('dry-run'),
    archived_path: core.getInput('archived-path') || null,
    repository:
      GITHUB_SERVER_URL && GITHUB_REPOSITORY ? { server_url: GITHUB_SERVER_URL, full_name: GITHUB_REPOSITORY } : null,
    ...(core.getInput('token') ? { github: connection() } : {}),
    onProgress: (m) => core.info(m),
  }),
);
