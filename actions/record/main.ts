import * as core from '@actions/core';
import { acknowledgeStep, recordStep } from '../lib/github/steps/record.js';
import { parsePullNumber } from '../lib/github/step-io.js';
import { connection, run } from '../_shared/entry.js';

const config = {
  ...connection(),
  root: core.getInput('root') || process.env.GITHUB_WORKSPACE || process.cwd(),
  bot_login: core.getInput('bot-login', { required: true }),
  bot: { name: core.getInput('bot-name', { required: true }), email: core.getInput('bot-email', { required: true }) },
};
const acknowledge = core.getInput('acknowledge');
await run(() =>
  acknowledge
    ? acknowledgeStep({ ...config, pulls: acknowledge.split(',').filter(Boolean).map(parsePullNumber) })
    : recordStep(config),
);
