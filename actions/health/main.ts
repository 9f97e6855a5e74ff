import * as core from '@actions/core';
import { healthStep } from '../lib/github/steps/health.js';
import { run } from '../_shared/entry.js';

await run(() =>
  healthStep({
    root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
    output_path: core.getInput('output-path', { required: true }),
    fetch_originals: core.getBooleanInput('fetch-originals'),
    token: core.getInput('token'),
    server_url: process.env.GITHUB_SERVER_URL ?? 'https://github.com',
  }),
);
