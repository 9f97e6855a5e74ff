/**
 * A forge: where pull requests live and what the executors do to one once a plan has decided. Two
 * implementations pass one contract suite (test/forge/contract.test.ts): GitHub (`github/`, over its
 * REST API) and a plain local git repository (`local/`, where a pull request is a branch). Nothing here
 * decides anything: every method performs one step of a plan made elsewhere.
 *
 * What only one forge can do stays on its own class: GitHub's roles, rulesets, issues and reactions
 * (`GitHubForge`); the decisions-log commit and the archive's own commits on the base (`LocalForge`).
 */
import type { Problem } from '../core/problem.js';

/** The problem codes a forge answers with when it refuses a step; stable, like every code. */
export const FORGE_CODES = [
  'forge.head_moved',
  'forge.merge_refused',
  'forge.unavailable',
  'forge.branch_exists',
] as const;
export type ForgeCode = (typeof FORGE_CODES)[number];

/** A comment on a pull request (or an issue), as the forge lists it. */
export interface IssueComment {
  id: number;
  body: string;
  author: string;
  /** `Bot` for an App's or dirhub's own comments, `User` for people's. */
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

/** A finished check on a commit: the verdict the decision gives the analysed head, with its annotations. */
export interface Check {
  name: string;
  head_sha: string;
  conclusion: 'success' | 'failure' | 'neutral' | 'action_required';
  output: CheckRunOutput;
  annotations: CheckAnnotation[];
}

/** A merge pinned to the head that was analysed, with the merge commit's message. */
export interface MergeRequest {
  head: string;
  title: string;
  message: string;
}

/** A merge pinned to `head` with a whole commit message: its first line is the title, the rest the message. */
export function mergeRequest(head: string, commitMessage: string): MergeRequest {
  const [title = '', ...rest] = commitMessage.split('\n');
  return { head, title, message: rest.join('\n').trim() };
}

/**
 * What a merge did. A refusal is a value, not an exception: the head moved since it was analysed
 * (`forge.head_moved`), the forge would not merge it (a conflict, a closed pull request:
 * `forge.merge_refused`), or no answer came (`forge.unavailable`). Nothing is merged then.
 */
export type MergeOutcome = { merged: true; commit: string } | { merged: false; refusal: Problem<ForgeCode> };

/** A change to one file of a proposed commit: its new bytes, or its removal. */
export type FileEdit = { path: string; bytes: Uint8Array | string } | { path: string; remove: true };

export interface Person {
  name: string;
  email: string;
}

/** A pull request to open: a new branch whose one commit applies `edits` on top of the base. */
export interface PullRequestProposal {
  /** The branch to create; refused when it exists already. */
  branch: string;
  edits: FileEdit[];
  /** The commit message. */
  message: string;
  /** Who wrote the change; the forge's own identity commits it. */
  author: Person;
  title: string;
  body: string;
}

/**
 * What opening did: the pull request, its head commit and, where the forge has one, its web address; or a
 * refusal as a value when the branch exists already (`forge.branch_exists`): nothing is written then.
 */
export type OpenOutcome<Pull extends string | number> =
  { opened: true; pull: Pull; head: string; url: string | null } | { opened: false; refusal: Problem<ForgeCode> };

/**
 * The steps an executor performs on one pull request. `Pull` names a pull request: GitHub's number, a
 * local branch's name.
 */
export interface Forge<Pull extends string | number> {
  /** Opens a pull request from a new branch onto the base (nothing else is changed: no work tree, no base). */
  openPullRequest(proposal: PullRequestProposal): Promise<OpenOutcome<Pull>>;
  /** Merges the pull request only if its head is still `request.head`. */
  merge(pull: Pull, request: MergeRequest): Promise<MergeOutcome>;
  /** Closes the pull request without merging it. */
  close(pull: Pull): Promise<void>;
  /** The comments on the pull request, oldest first (the bot's sticky comment is found among them). */
  listComments(pull: Pull): Promise<IssueComment[]>;
  /** Adds a comment as the bot; returns its id. */
  createComment(pull: Pull, body: string): Promise<number>;
  /** Replaces the body of one of the bot's comments on the pull request. */
  updateComment(pull: Pull, commentId: number, body: string): Promise<void>;
  listLabels(pull: Pull): Promise<string[]>;
  /** Adds labels the pull request does not have yet (none: nothing happens). */
  addLabels(pull: Pull, labels: string[]): Promise<void>;
  removeLabel(pull: Pull, name: string): Promise<void>;
  /** Publishes a finished check on `check.head_sha`, the pull request's analysed head; returns its id. */
  publishCheck(pull: Pull, check: Check): Promise<number>;
}
