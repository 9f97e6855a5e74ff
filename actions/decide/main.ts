import * as core from '@actions/core';
import { decideStep } from '../lib/github/steps/decide.js';
import { connection, run } from '../_shared/entry.js';

const override = core.getInput('override');
await run(() =>
  decideStep({
    ...connection(),
    analysis_path: core.getInput('analysis-path', { required: true }),
    bot_login: core.getInput('bot-login', { required: true }),
    dry_run: core.getBooleanInput('dry-run'),
    now: new Date().toISOString(),
    decision_path: core.getInput('decision-path') || null,
    ...(override === 'accept' || override === 'reject'
      ? {
          override: {
            command: override,
            by: core.getInput('override-by', { required: true }),
            reason: core.getInput('override-reason') || null,
            ...(core.getInput('override-head') ? { head_sha: core.getInput('override-head') } : {}),
          },
        }
      : {}),
  }),
);
