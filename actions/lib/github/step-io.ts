/**
 * What every step shares: the result it hands back to its action entry (outputs, job summary, notices,
 * failure), the connection to GitHub, and the parsers of the inputs all steps take.
 */
import { GitHubForge, type RepoRef } from '../forge/github/github-forge.js';
import { createOctokit } from '../forge/github/octokit.js';

export interface StepNotice {
  level: 'error' | 'warning' | 'notice';
  message: string;
  title?: string;
  file?: string;
  line?: number;
}

export interface StepResult {
  outputs: Record<string, string>;
  /** Markdown for the job summary. */
  summary: string;
  notices: StepNotice[];
  /** Set when the step must fail the job; the message says why. */
  failure: string | null;
}

export interface GitHubConnection {
  token: string;
  /** GITHUB_API_URL on the runner; the fake server in tests. */
  api_url: string;
  repository: RepoRef;
  /** Milliseconds between two writes to GitHub (the `write-spacing-ms` input); 1000 when not given. */
  write_spacing_ms?: number;
  /** The step's log, told when a rate limit is being waited out. */
  log?: (line: string) => void;
}

export function parseRepository(fullName: string): RepoRef {
  const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(fullName.trim());
  if (!m) throw new Error(`"${fullName}" is not a repository name of the form OWNER/NAME.`);
  return { owner: m[1]!, repo: m[2]! };
}

export function connect(c: GitHubConnection): GitHubForge {
  return new GitHubForge(
    createOctokit({ token: c.token, baseUrl: c.api_url, writeSpacingMs: c.write_spacing_ms, log: c.log }),
    c.repository,
  );
}

/** Parses the `write-spacing-ms` input: a whole number of milliseconds, 0 or more. */
export function parseWriteSpacing(text: string): number {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(n) || n < 0)
    throw new Error(
      `write-spacing-ms is "${text}"; give a whole number of milliseconds, 0 or more (GitHub asks for 1000).`,
    );
  return n;
}

/** Parses a positive pull-request number given as text (an input, an event field). */
export function parsePullNumber(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`"${text}" is not a pull-request number.`);
  return n;
}
