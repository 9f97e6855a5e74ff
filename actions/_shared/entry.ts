/**
 * What every action entry shares: reading the connection from inputs and the runner's environment, and
 * turning a step's result into outputs, annotations, the job summary and the exit status.
 */
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { parseRepository, parseWriteSpacing, type GitHubConnection, type StepResult } from '../lib/github/step-io.js';

export function connection(): GitHubConnection {
  return {
    token: core.getInput('token', { required: true }),
    api_url: process.env.GITHUB_API_URL || 'https://api.github.com',
    repository: parseRepository(core.getInput('repository') || process.env.GITHUB_REPOSITORY || ''),
    write_spacing_ms: parseWriteSpacing(core.getInput('write-spacing-ms') || '1000'),
    log: (line) => core.info(line),
  };
}

/** The event that started the run, as the runner wrote it to GITHUB_EVENT_PATH. */
export function eventPayload(): unknown {
  const path = process.env.GITHUB_EVENT_PATH;
  return path ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : {};
}

export async function emit(result: StepResult): Promise<void> {
  for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, value);
  for (const n of result.notices) {
    const props = {
      ...(n.title ? { title: n.title } : {}),
      ...(n.file ? { file: n.file } : {}),
      ...(n.line ? { startLine: n.line } : {}),
    };
    if (n.level === 'error') core.error(n.message, props);
    else if (n.level === 'warning') core.warning(n.message, props);
    else core.notice(n.message, props);
  }
  if (result.summary && process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(result.summary, true).write();
  if (result.failure) core.setFailed(result.failure);
}

/** Runs an entry; an exception is a broken step and fails the job with its message (the stack goes to the debug log). */
export async function run(step: () => Promise<StepResult>): Promise<void> {
  try {
    await emit(await step());
  } catch (err) {
    if (err instanceof Error && err.stack) core.debug(err.stack);
    core.setFailed(err instanceof Error ? err.message : String(err));
  }
}
