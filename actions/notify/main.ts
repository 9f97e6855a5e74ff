import * as core from '@actions/core';
import { notifyStep } from '../lib/github/steps.js';
import { connection, run } from '../_shared/entry.js';

const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
await run(() =>
  notifyStep({
    ...connection(),
    alerts_path: core.getInput('alerts-path', { required: true }),
    bot_login: core.getInput('bot-login', { required: true }),
    run_url: GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` : null,
  }),
);
