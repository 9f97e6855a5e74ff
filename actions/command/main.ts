import * as core from '@actions/core';
import type { RepoRole } from '../lib/forge/github/github-forge.js';
import { commandStep } from '../lib/github/steps/command.js';
import { connection, eventPayload, run } from '../_shared/entry.js';

await run(() =>
  commandStep({
    ...connection(),
    event: eventPayload(),
    allowed_roles: core
      .getInput('allowed-roles', { required: true })
      .split(',')
      .map((r) => r.trim() as RepoRole),
  }),
);
