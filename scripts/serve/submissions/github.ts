/**
 * Writes in GitHub mode: each upload or change becomes a pull request on the configured repository,
 * opened through Octokit with the Git database API (blobs, a tree on top of the default branch, a
 * commit, a branch, the pull request), so no clone is written to. The repository's own workflows decide
 * it, exactly as for a pull request opened by hand. The status comes from the pull request (open,
 * merged, closed) and from the decisions log of the local clone the server reads, so any replica
 * answers it, also after the pull request is closed.
 */
import { randomBytes } from 'node:crypto';
import type { Octokit } from '@octokit/rest';
import { readDecisionLog } from '../../../actions/lib/archive/decisions-log.js';
import { UPLOADS_DIR } from '../../../actions/lib/archive/layout.js';
import { uploadStatus } from '../../../actions/lib/archive/upload-status.js';
import { problem } from '../../../actions/lib/core/problem.js';
import type { PullRequestProposal } from '../../../actions/lib/forge/forge.js';
import type { RepoRef, RepoRole } from '../../../actions/lib/forge/github/github-forge.js';
import { GitHubForge } from '../../../actions/lib/forge/github/github-forge.js';
import { ApiError } from '../envelope.js';
import type { GitHubIdentity } from '../roles.js';
import type { ChangeKind } from '../schemas.js';
import { uploadStatusJson, type StatusFacts, type UploadStatusJson } from '../upload-status.js';
import { CHANGE_BRANCH_PREFIX, UPLOAD_BRANCH_PREFIX } from './local.js';
import {
  changeProposal,
  changeUploadId,
  commitAuthor,
  statusPath,
  type ChangeRequest,
  type Receipt,
  type Submissions,
  type UploadRequest,
} from './submissions.js';

export interface GitHubOptions {
  octokit: Octokit;
  repo: RepoRef;
  /** The local clone the server reads (for the decisions log and a document's files). */
  root: string;
  base?: string;
  log?: (line: string) => void;
}

/** A line in the pull request's body that tells the status what the pull request is. */
const MARK = /<!-- dirhub-serve (\{.*?\}) -->/;

interface Mark {
  kind: ChangeKind;
  upload_id: string;
  document_id: string | null;
  title: string | null;
}

type Pull = Awaited<ReturnType<Octokit['rest']['pulls']['list']>>['data'][number];

export class GitHubSubmissions implements Submissions {
  readonly mode = 'github' as const;
  private readonly forge: GitHubForge;

  constructor(private readonly options: GitHubOptions) {
    this.forge = new GitHubForge(options.octokit, options.repo, options.base ?? 'main');
  }

  private get api() {
    return this.options.octokit.rest;
  }

  /** The newest pull request from `branch` of the repository, if any. */
  private async pullFrom(branch: string): Promise<Pull | null> {
    const { data } = await this.api.pulls.list({
      ...this.options.repo,
      head: `${this.options.repo.owner}:${branch}`,
      state: 'all',
      per_page: 10,
    });
    return [...data].sort((a, b) => b.number - a.number)[0] ?? null;
  }

  /** Opens the pull request; a branch of that name already there is a wait (409). */
  private async open(proposal: PullRequestProposal): Promise<{ number: number; url: string }> {
    const opened = await this.forge.openPullRequest(proposal);
    if (!opened.opened) throw new ApiError(409, 'upload.pending', opened.refusal.message, 'Follow its status.');
    return { number: opened.pull, url: opened.url ?? '' };
  }

  private body(mark: Mark, lines: string[]): string {
    return [...lines, '', `<!-- dirhub-serve ${JSON.stringify(mark)} -->`, ''].join('\n');
  }

  async submitUpload(upload: UploadRequest): Promise<Receipt> {
    const { checked, upload_id } = upload;
    const branch = `${UPLOAD_BRANCH_PREFIX}${upload_id}`;
    const existing = await this.pullFrom(branch);
    if (existing?.state === 'open')
      throw new ApiError(
        409,
        'upload.pending',
        `This upload (the same file with the same metadata) is already waiting as pull request #${existing.number}.`,
        `Follow it at ${statusPath(upload_id)}.`,
      );
    const stem = checked.name.replace(/\.[^.]+$/, '');
    const who = upload.caller.name ?? 'anonymous';
    const pr = await this.open({
      branch: existing ? `${branch}-${randomBytes(3).toString('hex')}` : branch,
      edits: [
        { path: `${UPLOADS_DIR}/${checked.name}`, bytes: upload.file },
        { path: `${UPLOADS_DIR}/${stem}.json`, bytes: upload.metadata_bytes },
      ],
      message: `Upload: ${checked.metadata.title}\n\nSubmitted through dirhub serve by ${who} (${upload_id}).\n`,
      title: `Upload: ${checked.metadata.title}`,
      body: this.body({ kind: 'upload', upload_id, document_id: null, title: checked.metadata.title }, [
        `Submitted through the archive's API by @${who}.`,
        '',
        `- file: \`${UPLOADS_DIR}/${checked.name}\` (${upload.file.byteLength.toLocaleString('en-US')} bytes)`,
        `- upload id: \`${upload_id}\``,
      ]),
      author: commitAuthor(upload.caller),
    });
    this.options.log?.(`upload ${upload_id} opened as pull request #${pr.number}`);
    return {
      upload_id,
      kind: 'upload',
      state: 'submitted',
      document_id: null,
      pull_request: { kind: 'pull_request', ref: branch, number: pr.number, url: pr.url },
      status_url: statusPath(upload_id),
    };
  }

  async submitChange(change: ChangeRequest): Promise<Receipt> {
    const documentId = change.record.document_id;
    const uploadId = changeUploadId(change, new Date().toISOString());
    const branch = `${CHANGE_BRANCH_PREFIX}${uploadId}`;
    const proposal = await changeProposal(this.options.root, 'HEAD', change, uploadId, branch);
    const record = change.updated ?? change.record;
    const pr = await this.open({
      ...proposal,
      body: this.body({ kind: change.kind, upload_id: uploadId, document_id: documentId, title: record.title }, [
        `Requested through the archive's API by @${change.caller.name ?? 'anonymous'}; a maintainer reviews and merges it.`,
      ]),
    });
    return {
      upload_id: uploadId,
      kind: change.kind,
      state: 'submitted',
      document_id: documentId,
      pull_request: { kind: 'pull_request', ref: branch, number: pr.number, url: pr.url },
      status_url: statusPath(uploadId),
    };
  }

  async status(uploadId: string): Promise<UploadStatusJson | null> {
    const pull =
      (await this.pullFrom(`${UPLOAD_BRANCH_PREFIX}${uploadId}`)) ??
      (await this.pullFrom(`${CHANGE_BRANCH_PREFIX}${uploadId}`));
    const markText = pull?.body ? MARK.exec(pull.body)?.[1] : undefined;
    const mark = markText ? (JSON.parse(markText) as Mark) : null;
    const kind = mark?.kind ?? 'upload';
    const decisions = kind === 'upload' ? uploadStatus(await readDecisionLog(this.options.root), uploadId) : null;
    const facts: StatusFacts = {
      upload_id: uploadId,
      kind,
      submitted: pull
        ? {
            at: new Date(pull.created_at).toISOString(),
            title: mark?.title ?? null,
            document_id: mark?.document_id ?? null,
          }
        : null,
      analysed_at: null,
      stalled: null,
      decisions,
      change_outcome: null,
      pull_request: pull ? { kind: 'pull_request', ref: pull.head.ref, number: pull.number, url: pull.html_url } : null,
    };
    if (pull && !decisions) {
      // Until the decision reaches the log the server reads, the pull request says where things stand.
      if (pull.merged_at)
        facts.change_outcome = { state: 'accepted', at: new Date(pull.merged_at).toISOString(), reasons: [] };
      else if (pull.state === 'closed')
        facts.change_outcome = {
          state: 'rejected',
          at: new Date(pull.closed_at ?? pull.updated_at).toISOString(),
          reasons: [
            problem(
              'pull_request.closed',
              `Pull request #${pull.number} was closed without being merged.`,
              `Read the comments on ${pull.html_url} for why.`,
            ),
          ],
        };
      else if (kind !== 'upload')
        facts.change_outcome = {
          state: 'needs_review',
          at: new Date(pull.created_at).toISOString(),
          reasons: [
            problem(
              'change.needs_review',
              `The ${kind} of document ${mark?.document_id ?? ''} waits for a maintainer on pull request #${pull.number}.`,
              `A maintainer reviews and merges it on ${pull.html_url}.`,
              { severity: 'warning' },
            ),
          ],
        };
    }
    return uploadStatusJson(facts);
  }

  async close(): Promise<void> {}
}

/** Who a GitHub token belongs to, and their permission on the repository (asked with the server's token). */
export function githubIdentity(options: {
  serverOctokit: Octokit;
  repo: RepoRef;
  callerOctokit: (token: string) => Octokit;
}): GitHubIdentity {
  const forge = new GitHubForge(options.serverOctokit, options.repo);
  return {
    async login(token) {
      try {
        return (await options.callerOctokit(token).rest.users.getAuthenticated()).data.login;
      } catch (err) {
        if ([401, 403].includes((err as { status?: number }).status ?? 0)) return null;
        throw err;
      }
    },
    permission: (login): Promise<RepoRole> => forge.roleOf(login),
  };
}
