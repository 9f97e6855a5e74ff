/**
 * The GitHub forge: a pull request is GitHub's, named by its number; every step is one REST call (or a
 * few) over the Octokit client of `octokit.ts`, with its retries and rate limits. Besides the shared
 * steps (`Forge`) it reads pull requests and blobs for the analysis, and holds what only GitHub has:
 * reactions, roles, issues, reopening, the pull request that made a merge commit.
 */
import type { Octokit } from '@octokit/rest';
import { gitBlobSha } from '../../core/hash.js';
import { problem, type Problem } from '../../core/problem.js';
import type {
  Check,
  Forge,
  ForgeCode,
  IssueComment,
  MergeOutcome,
  MergeRequest,
  OpenOutcome,
  PullRequestProposal,
} from '../forge.js';

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

export type RepoRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** GitHub accepts at most 50 annotations per check-run request; more go in follow-up updates. */
export const ANNOTATIONS_PER_REQUEST = 50;

export class GitHubForge implements Forge<number> {
  /** Pull requests are opened onto `base`. */
  constructor(
    readonly octokit: Octokit,
    readonly target: RepoRef,
    readonly base = 'main',
  ) {}

  /**
   * Through the Git database API — blobs, a tree on top of the base's, a commit, the branch — then the
   * pull request, so no clone is written to. GitHub refuses a branch that exists (422): a refusal then,
   * before the pull request is asked for.
   */
  async openPullRequest(proposal: PullRequestProposal): Promise<OpenOutcome<number>> {
    const api = this.octokit.rest;
    const repo = this.target;
    const baseSha = (await api.git.getRef({ ...repo, ref: `heads/${this.base}` })).data.object.sha;
    const baseTree = (await api.git.getCommit({ ...repo, commit_sha: baseSha })).data.tree.sha;
    const tree: { path: string; mode: '100644'; type: 'blob'; sha: string | null }[] = [];
    for (const edit of proposal.edits) {
      if ('remove' in edit) {
        tree.push({ path: edit.path, mode: '100644', type: 'blob', sha: null });
        continue;
      }
      const { data } = await api.git.createBlob({
        ...repo,
        content: Buffer.from(edit.bytes).toString('base64'),
        encoding: 'base64',
      });
      tree.push({ path: edit.path, mode: '100644', type: 'blob', sha: data.sha });
    }
    const treeSha = (await api.git.createTree({ ...repo, base_tree: baseTree, tree })).data.sha;
    const head = (
      await api.git.createCommit({
        ...repo,
        message: proposal.message,
        tree: treeSha,
        parents: [baseSha],
        author: { ...proposal.author, date: new Date().toISOString() },
      })
    ).data.sha;
    try {
      await api.git.createRef({ ...repo, ref: `refs/heads/${proposal.branch}`, sha: head });
    } catch (err) {
      if ((err as { status?: number }).status !== 422) throw err;
      return {
        opened: false,
        refusal: problem(
          'forge.branch_exists',
          `Branch "${proposal.branch}" exists already on ${repo.owner}/${repo.repo}: ${gitHubMessage(err)}.`,
          'Follow the pull request it holds, or delete the branch to open it again.',
        ),
      };
    }
    const { data } = await api.pulls.create({
      ...repo,
      head: proposal.branch,
      base: this.base,
      title: proposal.title,
      body: proposal.body,
    });
    return { opened: true, pull: data.number, head, url: data.html_url };
  }

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

  /** GitHub names a comment by its id alone; the pull request is the `Forge` interface's. */
  async updateComment(_issueNumber: number, commentId: number, body: string): Promise<void> {
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
  async publishCheck(_pull: number, run: Check): Promise<number> {
    const batches: Check['annotations'][] = [];
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

  /**
   * Merges only if the head is still `request.head`: a push after the decision makes GitHub refuse
   * (409). Any failure is a refusal with GitHub's answer in words (`describeMergeFailure`); a bug in
   * our own code (a TypeError…) is not caught.
   */
  async merge(number: number, request: MergeRequest): Promise<MergeOutcome> {
    try {
      const { data } = await this.octokit.rest.pulls.merge({
        ...this.target,
        pull_number: number,
        sha: request.head,
        merge_method: 'merge',
        commit_title: request.title,
        commit_message: request.message,
      });
      return { merged: true, commit: data.sha };
    } catch (err) {
      if (err instanceof TypeError || err instanceof RangeError || err instanceof ReferenceError) throw err;
      return { merged: false, refusal: mergeRefusal(err) };
    }
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

  /** Every pull request (open or closed) that carries `label`, by number. */
  async listPullRequestsLabelled(label: string): Promise<number[]> {
    const issues = await this.octokit.paginate(this.octokit.rest.issues.listForRepo, {
      ...this.target,
      state: 'all',
      labels: label,
      per_page: 100,
    });
    return issues.filter((i) => i.pull_request).map((i) => i.number);
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

/** GitHub's message without its documentation link. */
function gitHubMessage(err: unknown): string {
  return String((err as Error)?.message ?? err)
    .replace(/ - https:\/\/docs\.github\.com\S*$/, '')
    .trim();
}

/**
 * Why a merge call failed, in words for the pull request. GitHub's refusals (405 not mergeable, 409 head
 * moved, 422 invalid) are its own message; a server error or a lost connection has already been retried
 * by the client (createOctokit), so it says so.
 */
function describeMergeFailure(err: unknown): string {
  const status = (err as { status?: number }).status;
  const message = gitHubMessage(err);
  if (status !== undefined && status >= 400 && status < 500) return message;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  // Octokit reports a lost connection as status 500 with no response; a real answer carries one.
  if (status !== undefined && (err as { response?: unknown }).response)
    return `GitHub answered HTTP ${status} (${message}), also when the request was retried`;
  return `GitHub gave no usable answer to the merge request (${message}${detail && !message.includes(detail) ? `: ${detail}` : ''}), also when it was retried`;
}

function mergeRefusal(err: unknown): Problem<ForgeCode> {
  const status = (err as { status?: number }).status;
  const answered = status !== undefined && status >= 400 && status < 500;
  const code: ForgeCode = status === 409 ? 'forge.head_moved' : answered ? 'forge.merge_refused' : 'forge.unavailable';
  const hint = {
    'forge.head_moved': 'The new head is analysed and decided by its own run.',
    'forge.merge_refused': 'Look at the pull request on GitHub (a conflict, a branch rule), then decide it again.',
    'forge.unavailable': 'Decide it again once GitHub answers.',
    'forge.branch_exists': 'Follow the pull request the branch holds.',
  }[code];
  return problem(code, describeMergeFailure(err), hint);
}
