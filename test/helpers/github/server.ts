/**
 * A local stand-in for api.github.com: a node:http server on 127.0.0.1 that keeps a repository's pull
 * requests, comments, labels, check runs, rulesets and environments in memory, backed by a real git
 * repository for commits, diffs, blobs and merges. Every request is first checked against GitHub's
 * published OpenAPI description; anything the real API would refuse is answered with GitHub-like 4xx JSON.
 *
 * This file is the server: requests in, checks (OpenAPI, authentication, the token's permissions), the
 * handler, the answer checked against the documented response. What each endpoint does lives in
 * handlers/, the shapes of answers in shapes.ts, the git repository in git-repo.ts, injected failures in
 * faults.ts, and which permission an endpoint needs in permissions.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openApiValidator, type MatchedOperation } from '../openapi-validator.js';
import { bypasses, pushRefusal, rulesFor, type Ruleset } from './branch-rules.js';
import { actorOf, pushEvent, type GitHubEvent } from './events.js';
import { Faults } from './faults.js';
import { GitRepo, type FileChanges } from './git-repo.js';
import { checkHandlers } from './handlers/checks.js';
import { gitDataHandlers } from './handlers/git-data.js';
import { issueHandlers } from './handlers/issues.js';
import { pullHandlers } from './handlers/pulls.js';
import { settingsHandlers } from './handlers/settings.js';
import {
  DOCS,
  HttpError,
  type Access,
  type CheckRun,
  type FakeComment,
  type FakePull,
  type FakeUser,
  type Issue,
  type OperationFault,
  type RequestRecord,
  type TokenGrant,
} from './model.js';
import { missingPermission } from './permissions.js';
import { Shapes } from './shapes.js';

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** A git work tree on branch `main`; created (with one commit) when it does not exist. */
  repoDir: string;
  users: FakeUser[];
  /** token → whose it is and what it may do (a read-only GITHUB_TOKEN, an App installation token…). */
  tokens: Record<string, TokenGrant>;
}

export type Handler = (
  op: MatchedOperation,
  caller: FakeUser,
  grant: TokenGrant,
) => [number, unknown, Record<string, string>?];
export type Handlers = Record<string, Handler>;

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly repoDir: string;
  readonly repository: GitRepo;
  readonly json: Shapes;
  readonly requests: RequestRecord[] = [];
  /** Answers of this fake that do not match GitHub's documented response types (should stay empty). */
  readonly responseProblems: string[] = [];
  readonly pulls = new Map<number, FakePull>();
  readonly comments: FakeComment[] = [];
  readonly checkRuns: CheckRun[] = [];
  /** When each pushed commit reached GitHub: what its first check suite's created_at says. */
  readonly arrivedAt = new Map<string, string>();
  readonly issues = new Map<number, Issue>();
  readonly rulesets = new Map<number, Record<string, unknown>>();
  readonly environments = new Map<string, Record<string, unknown>>();
  readonly labels = new Set<string>();
  /** Repository Actions variables (name → value) and secrets (names only: GitHub never returns values). */
  readonly variables = new Map<string, string>();
  readonly secrets = new Set<string>();
  /** Secrets of each deployment environment (names only) and each environment's deployment branch rules. */
  readonly environmentSecrets = new Map<string, Set<string>>();
  readonly branchPolicies = new Map<string, string[]>();
  /** The repository's Actions settings: on, which actions, who approves a fork's first runs. */
  actionsSettings: { enabled: boolean; allowed_actions: 'all' | 'local_only' | 'selected'; fork_approval: string } = {
    enabled: true,
    allowed_actions: 'all',
    fork_approval: 'first_time_contributors',
  };
  /** GitHub Pages as set up for the repository: null when not enabled. */
  pages: { build_type: 'workflow' | 'legacy' } | null = null;
  /** GitHub Apps that exist, by slug. */
  readonly apps = new Map<string, { id: number; owner: string; permissions?: Record<string, string> }>();
  /** Teams of the owning organisation: slug → member logins. */
  readonly teams = new Map<string, string[]>();
  readonly faults = new Faults();
  /** Reviews of pull requests: who reviewed, and the state (APPROVED, CHANGES_REQUESTED, COMMENTED). */
  readonly reviews: { pull_number: number; user: string; state: string; commit_id: string }[] = [];
  /** The Actions cache: key → its folder and when it was saved (the workflow harness saves and restores). */
  readonly caches = new Map<string, { dir: string; created_at: string; ref: string }>();
  /** Every event raised, oldest first. */
  readonly events: GitHubEvent[] = [];
  /** Told of each event as it happens (the workflow harness starts the workflows it starts). */
  onEvent: ((event: GitHubEvent) => void) | null = null;
  /** The id of the GitHub App whose installation tokens carry kind 'app' (its checks, its bypass). */
  appId: number | null = null;
  private readonly users: Map<string, FakeUser>;
  readonly tokens: Record<string, TokenGrant>;
  private readonly handlers: Handlers;
  private idCounter = 1000;
  private numberCounter = 1;
  private server: Server | undefined;
  url = '';

  constructor(options: FakeGitHubOptions) {
    this.owner = options.owner ?? 'dirhub-org';
    this.repo = options.repo ?? 'archive';
    this.repoDir = options.repoDir;
    this.repository = new GitRepo(options.repoDir);
    this.repository.ensureCreated();
    this.users = new Map(options.users.map((u) => [u.login.toLowerCase(), u]));
    this.tokens = options.tokens;
    this.json = new Shapes(this);
    this.handlers = {
      ...settingsHandlers(this),
      ...pullHandlers(this),
      ...issueHandlers(this),
      ...checkHandlers(this),
      ...gitDataHandlers(this),
    };
  }

  /** A fresh id for a comment, check run, reaction. */
  nextId(): number {
    return this.idCounter++;
  }

  /** The next number of a pull request or issue (they share one sequence, as on GitHub). */
  nextNumber(): number {
    return this.numberCounter++;
  }

  failNext(times: number, status = 502): void {
    this.faults.failNext(times, status);
  }

  faultNext(operationId: string, fault: OperationFault, times = 1): void {
    this.faults.faultNext(operationId, fault, times);
  }

  rateLimitNext(
    times: number,
    limit: { kind: 'secondary'; status: 403 | 429; retryAfterS: number } | { kind: 'hourly'; resetInS: number },
  ): void {
    this.faults.rateLimitNext(times, limit);
  }

  async start(): Promise<string> {
    openApiValidator();
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>(
      (resolve, reject) => this.server?.close((err) => (err ? reject(err) : resolve())) ?? resolve(),
    );
  }

  // ---- scenario setup ---------------------------------------------------------------------------

  /** Opens a pull request whose head commit adds (or, with `null`, deletes) the given files on top of main. */
  openPullRequest(spec: {
    author: string;
    title?: string;
    body?: string;
    files: FileChanges;
    fork?: boolean;
  }): FakePull {
    const number = this.nextNumber();
    const branch = `contrib-${number}`;
    const base = this.git(['rev-parse', 'main']);
    const head = this.repository.commitOnBranch(
      branch,
      base,
      spec.files,
      spec.title ?? `Upload #${number}`,
      spec.author,
    );
    this.git(['update-ref', `refs/pull/${number}/head`, head]);
    this.arrivedAt.set(head, new Date().toISOString());
    const pull: FakePull = {
      number,
      title: spec.title ?? `Upload #${number}`,
      body: spec.body ?? '',
      user: spec.author,
      head_ref: branch,
      head_sha: head,
      head_repo: spec.fork === false ? `${this.owner}/${this.repo}` : `${spec.author}/${this.repo}`,
      base_sha: base,
      state: 'open',
      merged: false,
      merge_commit_sha: null,
      labels: [],
    };
    this.pulls.set(number, pull);
    return pull;
  }

  /** The contributor pushes another commit to the pull request's branch. */
  pushToPullRequest(number: number, files: FileChanges): string {
    const pull = this.pull(number);
    pull.head_sha = this.repository.commitOnExistingBranch(pull.head_ref, files, 'Update upload');
    this.git(['update-ref', `refs/pull/${number}/head`, pull.head_sha]);
    this.arrivedAt.set(pull.head_sha, new Date().toISOString());
    return pull.head_sha;
  }

  addComment(issueNumber: number, login: string, body: string): FakeComment {
    const now = new Date().toISOString();
    const comment: FakeComment = {
      id: this.nextId(),
      issue_number: issueNumber,
      user: login,
      body,
      created_at: now,
      updated_at: now,
      reactions: [],
    };
    this.comments.push(comment);
    return comment;
  }

  commentsOn(issueNumber: number): FakeComment[] {
    return this.comments.filter((c) => c.issue_number === issueNumber);
  }

  pull(number: number): FakePull {
    const p = this.pulls.get(number);
    if (!p) throw new HttpError(404, 'Not Found');
    return p;
  }

  user(login: string): FakeUser {
    const u = this.users.get(login.toLowerCase());
    if (!u) throw new HttpError(404, 'Not Found');
    return u;
  }

  /** Every user GitHub knows here. */
  allUsers(): FakeUser[] {
    return [...this.users.values()];
  }

  /** Requests that changed state (anything but GET), for asserting what a run did. */
  writes(): RequestRecord[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.status < 400);
  }

  git(args: string[], env: Record<string, string> = {}): string {
    return this.repository.git(args, env);
  }

  tryGit(args: string[]): string | undefined {
    return this.repository.tryGit(args);
  }

  /** The labels of an issue or pull request (the same list on GitHub). */
  issueLabels(number: number): string[] {
    if (this.pulls.has(number)) return this.pulls.get(number)!.labels;
    const issue = this.issues.get(number);
    if (!issue) throw new HttpError(404, 'Not Found');
    return issue.labels;
  }

  setIssueLabels(number: number, labels: string[]): void {
    if (this.pulls.has(number)) this.pulls.get(number)!.labels = labels;
    else this.issues.get(number)!.labels = labels;
  }

  /** One page of a list, with GitHub's `link: <…>; rel="next"` when more follow. */
  paginate<T>(op: MatchedOperation, items: T[]): [number, T[], Record<string, string>] {
    const perPage = Number(op.query.per_page ?? 30);
    const page = Number(op.query.page ?? 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const headers: Record<string, string> = {};
    if (page * perPage < items.length) {
      const next = new URL(`${this.url}${op.template.replace(/\{(\w+)\}/g, (_, k: string) => String(op.params[k]))}`);
      for (const [k, v] of Object.entries(op.query)) next.searchParams.set(k, String(v));
      next.searchParams.set('per_page', String(perPage));
      next.searchParams.set('page', String(page + 1));
      headers.link = `<${next.href}>; rel="next"`;
    }
    return [200, slice, headers];
  }

  /** Raises an event: kept, and handed to whoever listens. */
  emit(event: GitHubEvent): void {
    this.events.push(event);
    this.onEvent?.(event);
  }

  /** Raises the push of `ref` from `before` to `after`, caused by `grant`'s owner. */
  emitPush(ref: string, before: string, after: string, grant: TokenGrant): void {
    if (before === after) return;
    this.emit(pushEvent(this.repository, this.json, ref, before, after, actorOf(grant)));
  }

  /** The active rules on `ref`, and whether `grant` bypasses them. */
  branchRules(ref: string, grant: TokenGrant) {
    const { rules, bypass } = rulesFor([...this.rulesets.values()] as Ruleset[], ref);
    return { rules, bypassed: bypasses(bypass, grant, this.appId) };
  }

  /** A git push through the local repository's hooks: may it land (pre), and what it moved (post). */
  private receive(
    route: 'pre-receive' | 'post-receive',
    body: { token: string | null; updates: { before: string; after: string; ref: string }[] },
  ): [number, { message: string }] {
    if (!body.token)
      return [403, { message: "fatal: could not read Username for 'https://github.com': No such device or address" }];
    const grant = this.tokens[body.token];
    if (!grant) return [403, { message: 'remote: Invalid username or password.\nfatal: Authentication failed' }];
    if (route === 'pre-receive') {
      if (grant.permissions && grant.permissions.contents !== 'write')
        return [403, { message: `remote: Permission to ${this.owner}/${this.repo}.git denied to ${grant.login}.` }];
      if (!grant.permissions && grant.access === 'read')
        return [403, { message: `remote: Permission to ${this.owner}/${this.repo}.git denied to ${grant.login}.` }];
      for (const u of body.updates) {
        const { rules, bypassed } = this.branchRules(u.ref, grant);
        const refused = bypassed ? null : pushRefusal(rules, u.ref);
        if (refused) return [403, { message: `remote: error: ${refused}` }];
      }
      return [200, { message: 'ok' }];
    }
    for (const u of body.updates) {
      if (u.after && !/^0+$/.test(u.after)) this.arrivedAt.set(u.after, new Date().toISOString());
      this.emitPush(u.ref, u.before, u.after, grant);
    }
    return [200, { message: 'ok' }];
  }

  // ---- HTTP -------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // The repository's own hooks, not the REST API: neither checked against it nor counted as a request.
    if (url.pathname === '/_harness/pre-receive' || url.pathname === '/_harness/post-receive') {
      const [status, answer] = this.receive(url.pathname.slice('/_harness/'.length) as 'pre-receive', JSON.parse(raw));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
      return;
    }
    const auth = req.headers.authorization ?? '';
    const token = auth.replace(/^(token|bearer)\s+/i, '') || null;
    const record: RequestRecord = {
      method: req.method ?? 'GET',
      path: url.pathname,
      operationId: null,
      status: 0,
      body: undefined,
      token,
      at: performance.now(),
    };
    this.requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const text = payload === undefined ? '' : JSON.stringify(payload);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-github-api-version-selected': '2022-11-28',
        ...headers,
      });
      res.end(text);
    };
    const outage = this.faults.nextOutage();
    if (outage !== undefined) {
      send(outage.status, outage.body, outage.headers);
      return;
    }
    let outcome;
    try {
      outcome = openApiValidator().validate(record.method, url.pathname, url.searchParams, raw);
    } catch (err) {
      send(500, { message: `The fake GitHub could not validate this request: ${(err as Error).message}` });
      return;
    }
    if (!outcome.ok) {
      send(outcome.status, {
        message: outcome.message,
        errors: outcome.errors,
        documentation_url: DOCS,
        status: String(outcome.status),
      });
      return;
    }
    record.operationId = outcome.op.operationId;
    record.body = outcome.op.body;
    const fault = this.faults.nextFault(outcome.op.operationId);
    if (fault === 'reset') {
      record.status = -1;
      req.socket.destroy();
      return;
    }
    if (fault) {
      send(fault.status, {
        message: fault.message ?? 'Server Error',
        documentation_url: DOCS,
        status: String(fault.status),
      });
      return;
    }
    try {
      const grant = this.authenticate(token);
      const caller = this.user(grant.login);
      const owner = String(outcome.op.params.owner ?? '');
      const repo = String(outcome.op.params.repo ?? '');
      if (owner && (owner.toLowerCase() !== this.owner.toLowerCase() || repo.toLowerCase() !== this.repo.toLowerCase()))
        throw new HttpError(404, 'Not Found');
      const handler = this.handlers[outcome.op.operationId];
      if (!handler) throw new HttpError(501, `The fake GitHub does not implement ${outcome.op.operationId}`);
      this.requireAccess(grant, outcome.op.operationId, record.method);
      const [status, payload, headers] = handler(outcome.op, caller, grant);
      this.responseProblems.push(
        ...openApiValidator().validateResponse(outcome.op.template, outcome.op.method, status, payload),
      );
      send(status, payload, headers);
    } catch (err) {
      if (err instanceof HttpError) {
        const { headers, ...extra } = err.extra;
        send(
          err.status,
          { message: err.message, documentation_url: DOCS, status: String(err.status), ...extra },
          (headers as Record<string, string> | undefined) ?? {},
        );
      } else send(500, { message: (err as Error).stack ?? String(err) });
    }
  }

  private authenticate(token: string | null): TokenGrant {
    if (!token) throw new HttpError(401, 'Requires authentication');
    const t = this.tokens[token];
    if (!t) throw new HttpError(401, 'Bad credentials');
    return t;
  }

  /**
   * An installation token (the App's, a job's GITHUB_TOKEN) is held to the permission each endpoint needs
   * (permissions.ts); a person's token to their role on the repository.
   */
  private requireAccess(grant: TokenGrant, operationId: string, method: string): void {
    if (grant.permissions) {
      const needed = missingPermission(operationId, grant.permissions);
      if (needed)
        throw new HttpError(403, 'Resource not accessible by integration', {
          headers: { 'x-accepted-github-permissions': needed },
        });
      return;
    }
    if (method === 'GET') return;
    const access: Access = grant.access;
    const needsAdmin = /ruleset|environment|branch-protection/.test(operationId);
    const ok = needsAdmin ? access === 'admin' : access !== 'read';
    if (!ok) throw new HttpError(403, 'Resource not accessible by integration');
  }

  /** Variables and secrets are shown to repository admins only, as on GitHub. */
  requireAdminToRead(caller: FakeUser, grant: TokenGrant): void {
    if (grant.permissions) return;
    if (caller.permission !== 'admin') throw new HttpError(403, 'Must have admin rights to Repository.');
  }
}
