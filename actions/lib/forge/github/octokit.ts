/**
 * The Octokit client every GitHub call goes through: retries of GitHub's transient failures and the
 * rate limits GitHub asks integrators to keep. `baseUrl` is what the runner provides as GITHUB_API_URL.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';

/**
 * GitHub answers a few requests in a thousand with a 5xx or a timeout; a check that fails on one would
 * make a contributor resend. Server errors are retried 3 times, after 1, 4 and 9 s (times
 * `retryAfterBaseMs`/1000); client errors (400, 401, 403, 404, 409, 410, 422, 451) never are. A 409 is a
 * state no retry changes (for a merge: the head moved since it was analysed). A 405 is retried: to a
 * merge GitHub answers it both when the pull request cannot be merged (a conflict, a branch rule) and
 * when the base moved during the merge ("Base branch was modified"), which the next try gets past; the
 * decisions log and ingest push to the base, so that race is ours to ride out.
 *
 * Rate limits follow GitHub's guidance for integrators (@octokit/plugin-throttling): writes go one at a
 * time, `writeSpacingMs` apart (GitHub asks for a second), and writes that notify people (comments,
 * issues) three times that. A secondary rate limit (a 403 or 429 that says so, with `retry-after`) is
 * waited out up to twice when GitHub asks for at most MAX_RATE_LIMIT_WAIT_S; an exhausted hourly quota
 * is waited out once if it resets within that time. Longer waits fail the step with GitHub's message
 * rather than hold a runner.
 */
const GitHubOctokit = Octokit.plugin(retry, throttling);

export const MAX_RATE_LIMIT_WAIT_S = 300;

export interface OctokitOptions {
  token: string;
  baseUrl?: string;
  /** Scales every wait GitHub asks for (retry-after seconds × this); 1000 outside tests. */
  retryAfterBaseMs?: number;
  /** Milliseconds between two writes; 1000 by default, as GitHub asks. */
  writeSpacingMs?: number;
  /** Where to say that a rate limit is being waited out (the step's log). */
  log?: (line: string) => void;
}

export function createOctokit(options: OctokitOptions): Octokit {
  const base = options.retryAfterBaseMs ?? 1000;
  const spacing = options.writeSpacingMs ?? 1000;
  const say = options.log ?? (() => {});
  const waitOut =
    (kind: string, limit: number) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const wait = retryCount < limit && retryAfter <= MAX_RATE_LIMIT_WAIT_S;
      say(
        `GitHub ${kind} on ${request.method} ${request.url}: ${wait ? `waiting ${retryAfter} s as GitHub asks, then retrying` : `GitHub asks for ${retryAfter} s; giving up`}`,
      );
      return wait;
    };
  return new GitHubOctokit({
    auth: options.token,
    baseUrl: options.baseUrl ?? 'https://api.github.com',
    userAgent: 'dirhub',
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    // 429 is a rate limit: waited out below for as long as GitHub asks, not retried early here.
    retry: { retryAfterBaseValue: base, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451] },
    throttle: {
      retryAfterBaseValue: base,
      // Per client, not Bottleneck's process-wide default groups: two tokens never wait on each other.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: spacing }),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: spacing * 3 }),
      onSecondaryRateLimit: waitOut('secondary rate limit', 2),
      onRateLimit: waitOut('hourly rate limit exhausted', 1),
    },
  });
}
