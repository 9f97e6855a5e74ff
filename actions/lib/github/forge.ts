/**
 * The GitHub adapter: the few REST calls the intake needs, over @octokit/rest. It performs plans made
 * elsewhere and never decides anything. `baseUrl` is what the runner provides as GITHUB_API_URL.
 */
import { createHash } from 'node:crypto';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface PullRequestInfo {
  number: number;
  state: 'open' | 'closed';
  merged: boolean;
  title: string;
  author: string;
  head_sha: string;
  head_ref: string;
  /** `owner/name` of the repository the head branch lives in (a fork for outside contributors). */
  head_repo: string | null;
  base_ref: string;
  base_sha: string;
  html_url: string;
}

/** One changed file as GitHub lists it; `status` uses GitHub's words (added, removed, modified, renamed…). */
export interface PullRequestFile {
  path: string;
  status: string;
  previous_path?: string;
  /** The git blob sha of the file at the head commit. */
  blob_sha: string;
}

export interface IssueComment {
  id: number;
  body: string;
  author: string;
  author_type: string;
}

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

export interface CheckRunOutput {
  title: string;
  summary: string;
  text?: string;
}

export type RepoRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** GitHub accepts at most 50 annotations per check-run request; more go in follow-up updates. */
export const ANNOTATIONS_PER_REQUEST = 50;

/**
 * GitHub answers a few requests in a thousand with a 5xx or a timeout; a check that fails on one would
 * make a contributor resend. Server errors are retried 3 times, after 1, 4 and 9 s (times
 * `retryAfterBaseMs`/1000); client errors (400, 401, 403, 404, 410, 422, 451) never are.
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
    retry: { retryAfterBaseValue: base, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
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

/** The git blob id of some bytes: what GitHub calls a file's `sha`. */
export function gitBlobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');
}

export class GitHubForge {
  constructor(
    readonly octokit: Octokit,
    readonly target: RepoRef,
  ) {}

  /**
   * When GitHub received a commit: the creation time of its first check suite, which GitHub sets when
   * the commit is pushed (a commit's own dates are whatever its author wrote). Null when it has none.
   */
  async commitArrivedAt(sha: string): Promise<string | null> {
    const { data } = await this.octokit.rest.checks.listSuitesForRef({ ...this.target, ref: sha, per_page: 100 });
    const times = data.check_suites.map((s) => s.created_at).filter((t): t is string => typeof t === 'string');
    return times.length ? times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null;
  }

  async getPullRequest(number: number): Promise<PullRequestInfo> {
    const { data } = await this.octokit.rest.pulls.get({ ...this.target, pull_number: number });
    return {
      number: data.number,
      state: data.state === 'closed' ? 'closed' : 'open',
      merged: data.merged,
      title: data.title,
      author: data.user.login,
      head_sha: data.head.sha,
      head_ref: data.head.ref,
      head_repo: data.head.repo?.full_name ?? null,
      base_ref: data.base.ref,
      base_sha: data.base.sha,
      html_url: data.html_url,
    };
  }

  async listPullRequestFiles(number: number): Promise<PullRequestFile[]> {
    const files = await this.octokit.paginate(this.octokit.rest.pulls.listFiles, {
      ...this.target,
      pull_number: number,
      per_page: 100,
    });
    return files.map((f) => ({
      path: f.filename,
      status: f.status,
      blob_sha: f.sha ?? '',
      ...(f.previous_filename ? { previous_path: f.previous_filename } : {}),
    }));
  }

  /** A blob's bytes, checked against its id so that what we analyse is exactly what the PR holds. */
  async readBlob(blobSha: string): Promise<Uint8Array> {
    const { data } = await this.octokit.rest.git.getBlob({ ...this.target, file_sha: blobSha });
    const bytes = new Uint8Array(Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8'));
    const actual = gitBlobSha(bytes);
    if (actual !== blobSha)
      throw new Error(`Blob ${blobSha} arrived with content hashing to ${actual}; refusing to use it.`);
    return bytes;
  }

  async listComments(issueNumber: number): Promise<IssueComment[]> {
    const comments = await this.octokit.paginate(this.octokit.rest.issues.listComments, {
      ...this.target,
      issue_number: issueNumber,
      per_page: 100,
    });
    return comments.map((c) => ({
      id: c.id,
      body: c.body ?? '',
      author: c.user?.login ?? '',
      author_type: c.user?.type ?? '',
    }));
  }

  async createComment(issueNumber: number, body: string): Promise<number> {
    const { data } = await this.octokit.rest.issues.createComment({ ...this.target, issue_number: issueNumber, body });
    return data.id;
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    await this.octokit.rest.issues.updateComment({ ...this.target, comment_id: commentId, body });
  }

  async react(commentId: number, content: '+1' | '-1' | 'eyes' | 'confused'): Promise<void> {
    await this.octokit.rest.reactions.createForIssueComment({ ...this.target, comment_id: commentId, content });
  }

  async listLabels(issueNumber: number): Promise<string[]> {
    const labels = await this.octokit.paginate(this.octokit.rest.issues.listLabelsOnIssue, {
      ...this.target,
      issue_number: issueNumber,
      per_page: 100,
    });
    return labels.map((l) => l.name);
  }

  async addLabels(issueNumber: number, labels: string[]): Promise<void> {
    if (labels.length) await this.octokit.rest.issues.addLabels({ ...this.target, issue_number: issueNumber, labels });
  }

  async removeLabel(issueNumber: number, name: string): Promise<void> {
    await this.octokit.rest.issues.removeLabel({ ...this.target, issue_number: issueNumber, name });
  }

  /** Creates a completed check run; annotations beyond the first 50 are sent in batches of 50. */
  async publishCheckRun(run: {
    name: string;
    head_sha: string;
    conclusion: 'success' | 'failure' | 'neutral' | 'action_required';
    output: CheckRunOutput;
    annotations: CheckAnnotation[];
  }): Promise<number> {
    const batches: CheckAnnotation[][] = [];
    for (let i = 0; i < run.annotations.length; i += ANNOTATIONS_PER_REQUEST)
      batches.push(run.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
    const [first = [], ...rest] = batches;
    const { data } = await this.octokit.rest.checks.create({
      ...this.target,
      name: run.name,
      head_sha: run.head_sha,
      status: 'completed',
      conclusion: run.conclusion,
      output: { ...run.output, annotations: first },
    });
    for (const batch of rest) {
      await this.octokit.rest.checks.update({
        ...this.target,
        check_run_id: data.id,
        output: { ...run.output, annotations: batch },
      });
    }
    return data.id;
  }

  /**
   * The merged pull request whose merge commit is `commit` (or, for a squash or rebase merge, whose
   * merge produced it), as GitHub records it; null when no merged pull request made that commit.
   */
  async mergedPullRequestFor(commit: string): Promise<number | null> {
    const { data } = await this.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      ...this.target,
      commit_sha: commit,
    });
    return data.find((p) => p.merge_commit_sha === commit)?.number ?? null;
  }

  /** Merges only if the head is still `sha`: a push after the decision makes GitHub refuse (409). */
  async merge(number: number, sha: string, title: string, message: string): Promise<string> {
    const { data } = await this.octokit.rest.pulls.merge({
      ...this.target,
      pull_number: number,
      sha,
      merge_method: 'merge',
      commit_title: title,
      commit_message: message,
    });
    return data.sha;
  }

  async close(number: number): Promise<void> {
    await this.octokit.rest.pulls.update({ ...this.target, pull_number: number, state: 'closed' });
  }

  async reopen(number: number): Promise<void> {
    await this.octokit.rest.pulls.update({ ...this.target, pull_number: number, state: 'open' });
  }

  async roleOf(username: string): Promise<RepoRole> {
    try {
      const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.target, username });
      const role = (data as { role_name?: string }).role_name ?? data.permission;
      return (['admin', 'maintain', 'write', 'triage', 'read'] as const).find((r) => r === role) ?? 'none';
    } catch (err) {
      if ((err as { status?: number }).status === 404) return 'none';
      throw err;
    }
  }

  /** A file's bytes on a branch or commit, or null when it does not exist there. */
  async readFileAt(path: string, ref: string): Promise<Uint8Array | null> {
    try {
      const { data } = await this.octokit.rest.repos.getContent({ ...this.target, path, ref });
      if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return null;
      return new Uint8Array(Buffer.from(data.content, 'base64'));
    } catch (err) {
      if ((err as { status?: number }).status === 404) return null;
      throw err;
    }
  }

  async listOpenIssues(label: string): Promise<{ number: number; title: string; body: string; author: string }[]> {
    const issues = await this.octokit.paginate(this.octokit.rest.issues.listForRepo, {
      ...this.target,
      state: 'open',
      labels: label,
      per_page: 100,
    });
    return issues
      .filter((i) => !i.pull_request)
      .map((i) => ({ number: i.number, title: i.title, body: i.body ?? '', author: i.user?.login ?? '' }));
  }

  async createIssue(title: string, body: string, labels: string[]): Promise<number> {
    const { data } = await this.octokit.rest.issues.create({ ...this.target, title, body, labels });
    return data.number;
  }

  async updateIssue(
    number: number,
    change: { title?: string; body?: string; state?: 'open' | 'closed' },
  ): Promise<void> {
    await this.octokit.rest.issues.update({ ...this.target, issue_number: number, ...change });
  }
}
