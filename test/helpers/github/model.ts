/**
 * What the local GitHub keeps, as plain types: users and their roles on the repository, tokens and what
 * they may do, pull requests, comments, check runs, issues; and the standard cast and tokens of a scenario.
 */
import type { RepositoryPermissions } from './permissions.js';

export type Access = 'read' | 'write' | 'admin';
export type RepoPermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
  /** The user's role on the repository, answered by the collaborator permission endpoint. */
  permission: RepoPermission;
}

/**
 * What a token is: whose it is, and what it may do. A person's token acts with the person's `access`; an
 * installation token (the App's, or a job's GITHUB_TOKEN) carries `permissions`, checked per endpoint
 * (permissions.ts), and says which kind it is, because their writes start workflows differently.
 */
export interface TokenGrant {
  login: string;
  access: Access;
  permissions?: RepositoryPermissions;
  kind?: 'person' | 'app' | 'github_token';
}

export interface RequestRecord {
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  body: unknown;
  token: string | null;
  /** When the request arrived (ms, performance.now()). */
  at: number;
}

export interface FakePull {
  number: number;
  title: string;
  body: string;
  user: string;
  head_ref: string;
  head_sha: string;
  head_repo: string;
  base_sha: string;
  state: 'open' | 'closed';
  merged: boolean;
  merge_commit_sha: string | null;
  labels: string[];
  /** When the pull request was opened, and when it was last closed or merged. */
  created_at?: string;
  closed_at?: string;
}

export interface FakeComment {
  id: number;
  issue_number: number;
  user: string;
  body: string;
  created_at: string;
  updated_at: string;
  reactions: string[];
}

export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string; annotations: unknown[] };
  /** The App that created it (GitHub Actions for a workflow's job), as required checks bind to one. */
  app_id?: number;
}

export interface Issue {
  number: number;
  title: string;
  body: string;
  user: string;
  state: 'open' | 'closed';
  labels: string[];
}

/** A failure injected for one operation: an HTTP answer, or the connection reset with no answer. */
export type OperationFault = { status: number; message?: string } | 'reset';

export const DOCS = 'https://docs.github.com/rest';
/** The time the fake gives a pull request whose scenario set none. */
export const FAKE_EPOCH = '2026-01-01T00:00:00Z';

/** An answer GitHub would give instead of doing what was asked: its status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A stable number for a name (ids of labels, teams, environments). */
export function hashId(text: string): number {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 2_000_000_000;
  return h;
}

/** The cast of a typical scenario: the App's bot, a maintainer, an admin, outside contributors. */
export const CAST = {
  bot: { login: 'dirhub-bot[bot]', id: 9001, type: 'Bot', permission: 'write' },
  actions: { login: 'github-actions[bot]', id: 41898282, type: 'Bot', permission: 'write' },
  maintainer: { login: 'mara', id: 101, type: 'User', permission: 'maintain' },
  admin: { login: 'ada', id: 102, type: 'User', permission: 'admin' },
  contributor: { login: 'casey', id: 201, type: 'User', permission: 'read' },
  mallory: { login: 'mallory', id: 666, type: 'User', permission: 'read' },
} as const satisfies Record<string, FakeUser>;

export const TOKENS = {
  /** The App installation token the decision job uses. */
  bot: 'ghs_bot_installation_token',
  /** GITHUB_TOKEN of a `pull_request` run from a fork: read-only. */
  readOnly: 'ghs_read_only_token',
  /** GITHUB_TOKEN of a job whose permissions grant a write (issues: write…): github-actions[bot]. */
  actionsWrite: 'ghs_actions_write_token',
  admin: 'ghp_admin_token',
  maintainer: 'ghp_maintainer_token',
} as const;
