import * as core from '@actions/core';
import { notifyArchivedStep, notifyStep } from '../lib/github/steps/notify.js';
import { connection, run } from '../_shared/entry.js';

const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
const alerts = core.getInput('alerts-path');
const archived = core.getInput('archived-path');
await run(async () => {
  if (Boolean(alerts) === Boolean(archived))
    throw new Error(
      'Give exactly one of the inputs alerts-path (archive health) and archived-path (uploads archived by ingest).',
    );
  const bot_login = core.getInput('bot-login', { required: true });
  if (archived)
    return notifyArchivedStep({
      ...connection(),
      archived_path: archived,
      bot_login,
      site_url: core.getInput('site-url') || null,
    });
  return notifyStep({
    ...connection(),
    alerts_path: alerts,
    bot_login,
    run_url:
      GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
        ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
        : null,
  });
});
