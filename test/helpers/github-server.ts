/**
 * A local stand-in for api.github.com: a node:http server on 127.0.0.1 that keeps a repository's pull
 * requests, comments, labels, check runs, rulesets and environments in memory, backed by a real git
 * repository for commits, diffs, blobs and merges. Every request is first checked against GitHub's
 * published OpenAPI description; anything the real API would refuse is answered with GitHub-like 4xx JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { openApiValidator, type MatchedOperation } from './openapi-validator.js';

export type Access = 'read' | 'write' | 'admin';
export type RepoPermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
  /** The user's role on the repository, answered by the collaborator permission endpoint. */
  permission: RepoPermission;
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

interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string; annotations: unknown[] };
}

interface Issue {
  number: number;
  title: string;
  body: string;
  user: string;
  state: 'open' | 'closed';
  labels: string[];
}

/** A failure injected for one operation: an HTTP answer, or the connection reset with no answer. */
export type OperationFault = { status: number; message?: string } | 'reset';

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** A git work tree on branch `main`; created (with one commit) when it does not exist. */
  repoDir: string;
  users: FakeUser[];
  /** token → login and what the token may do (a read-only GITHUB_TOKEN, an App installation token…). */
  tokens: Record<string, { login: string; access: Access }>;
}

const DOCS = 'https://docs.github.com/rest';
/** The time the fake gives a pull request whose scenario set none. */
const FAKE_EPOCH = '2026-01-01T00:00:00Z';
const GIT_ENV = {
  GIT_AUTHOR_NAME: 'GitHub',
  GIT_AUTHOR_EMAIL: 'noreply@github.com',
  GIT_COMMITTER_NAME: 'GitHub',
  GIT_COMMITTER_EMAIL: 'noreply@github.com',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly repoDir: string;
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
  /** GitHub Pages as set up for the repository: null when not enabled. */
  pages: { build_type: 'workflow' | 'legacy' } | null = null;
  /** GitHub Apps that exist, by slug. */
  readonly apps = new Map<string, { id: number; owner: string }>();
  /** Teams of the owning organisation: slug → member logins. */
  readonly teams = new Map<string, string[]>();
  private readonly users: Map<string, FakeUser>;
  private readonly tokens: FakeGitHubOptions['tokens'];
  /** Outages to play back: the next requests are answered with these statuses, one each, before any other work. */
  private outages: { status: number; body: unknown; headers: Record<string, string> }[] = [];
  private operationFaults = new Map<string, OperationFault[]>();
  private nextId = 1000;
  private nextNumber = 1;
  private server: Server | undefined;
  url = '';

  constructor(options: FakeGitHubOptions) {
    this.owner = options.owner ?? 'dirhub-org';
    this.repo = options.repo ?? 'archive';
    this.repoDir = options.repoDir;
    this.users = new Map(options.users.map((u) => [u.login.toLowerCase(), u]));
    this.tokens = options.tokens;
    if (!this.tryGit(['rev-parse', '--verify', 'main'])) {
      mkdirSync(this.repoDir, { recursive: true });
      this.git(['init', '-q', '-b', 'main']);
      writeFileSync(join(this.repoDir, 'README.md'), '# archive\n');
      this.git(['add', 'README.md']);
      this.git(['commit', '-q', '-m', 'Initial commit']);
    }
  }

  /** The next `times` requests fail with `status` (a 502 or 503 as GitHub's front end sends). */
  failNext(times: number, status = 502): void {
    for (let i = 0; i < times; i++) this.outages.push({ status, body: { message: 'Server Error' }, headers: {} });
  }

  /**
   * The next `times` requests for one operation (an OpenAPI operationId such as `pulls/merge`) fail, after
   * they pass the OpenAPI check: with a status and GitHub-like message (a 422 "Base branch was modified",
   * a 500), or `'reset'`, the connection closed with no answer, as a network fault looks to the client.
   * The operation's handler does not run, so nothing changes.
   */
  faultNext(operationId: string, fault: OperationFault, times = 1): void {
    const queue = this.operationFaults.get(operationId) ?? [];
    for (let i = 0; i < times; i++) queue.push(fault);
    this.operationFaults.set(operationId, queue);
  }

  /**
   * The next `times` requests hit a rate limit, answered as GitHub documents it: a secondary limit is a
   * 403 or 429 that says so, with `retry-after`; an exhausted hourly quota is a 403 with
   * `x-ratelimit-remaining: 0` and the reset time.
   */
  rateLimitNext(
    times: number,
    limit: { kind: 'secondary'; status: 403 | 429; retryAfterS: number } | { kind: 'hourly'; resetInS: number },
  ): void {
    for (let i = 0; i < times; i++) {
      if (limit.kind === 'secondary') {
        this.outages.push({
          status: limit.status,
          body: {
            message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
            documentation_url: DOCS,
          },
          headers: { 'retry-after': String(limit.retryAfterS) },
        });
      } else {
        const reset = Math.ceil(Date.now() / 1000) + limit.resetInS;
        this.outages.push({
          status: 403,
          body: { message: 'API rate limit exceeded for installation ID 1.', documentation_url: DOCS },
          headers: {
            'x-ratelimit-limit': '5000',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-used': '5000',
            'x-ratelimit-reset': String(reset),
          },
        });
      }
    }
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
    files: Record<string, string | Uint8Array | null>;
    fork?: boolean;
  }): FakePull {
    const number = this.nextNumber++;
    const branch = `contrib-${number}`;
    const base = this.git(['rev-parse', 'main']);
    this.git(['checkout', '-q', '-b', branch, base]);
    try {
      this.writeFiles(spec.files);
      this.git(['commit', '-q', '-m', spec.title ?? `Upload #${number}`], {
        GIT_AUTHOR_NAME: spec.author,
        GIT_AUTHOR_EMAIL: `${spec.author}@users.noreply.github.com`,
      });
    } finally {
      this.git(['checkout', '-q', 'main']);
    }
    const head = this.git(['rev-parse', branch]);
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
  pushToPullRequest(number: number, files: Record<string, string | Uint8Array | null>): string {
    const pull = this.pull(number);
    this.git(['checkout', '-q', pull.head_ref]);
    try {
      this.writeFiles(files);
      this.git(['commit', '-q', '-m', 'Update upload']);
    } finally {
      this.git(['checkout', '-q', 'main']);
    }
    pull.head_sha = this.git(['rev-parse', pull.head_ref]);
    this.git(['update-ref', `refs/pull/${number}/head`, pull.head_sha]);
    this.arrivedAt.set(pull.head_sha, new Date().toISOString());
    return pull.head_sha;
  }

  addComment(issueNumber: number, login: string, body: string): FakeComment {
    const now = new Date().toISOString();
    const comment: FakeComment = {
      id: this.nextId++,
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

  /** Requests that changed state (anything but GET), for asserting what a run did. */
  writes(): RequestRecord[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.status < 400);
  }

  git(args: string[], env: Record<string, string> = {}): string {
    return execFileSync('git', args, {
      cwd: this.repoDir,
      encoding: 'utf8',
      env: { ...process.env, ...GIT_ENV, ...env },
    }).trim();
  }

  private tryGit(args: string[]): string | undefined {
    try {
      return this.git(args);
    } catch {
      return undefined;
    }
  }

  private writeFiles(files: Record<string, string | Uint8Array | null>): void {
    for (const [path, content] of Object.entries(files)) {
      const abs = join(this.repoDir, path);
      if (content === null) {
        rmSync(abs, { force: true });
        this.git(['rm', '-q', '--cached', '--ignore-unmatch', path]);
        continue;
      }
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, content);
      this.git(['add', path]);
    }
  }

  // ---- HTTP -------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
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
    const outage = this.outages.shift();
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
    const fault = this.operationFaults.get(outcome.op.operationId)?.shift();
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
      const caller = this.authenticate(token);
      const owner = String(outcome.op.params.owner ?? '');
      const repo = String(outcome.op.params.repo ?? '');
      if (owner && (owner.toLowerCase() !== this.owner.toLowerCase() || repo.toLowerCase() !== this.repo.toLowerCase()))
        throw new HttpError(404, 'Not Found');
      const handler = this.handlers[outcome.op.operationId];
      if (!handler) throw new HttpError(501, `The fake GitHub does not implement ${outcome.op.operationId}`);
      if (record.method !== 'GET') this.requireAccess(caller, outcome.op.operationId);
      const [status, payload, headers] = handler(outcome.op, caller.user);
      this.responseProblems.push(
        ...openApiValidator().validateResponse(outcome.op.template, outcome.op.method, status, payload),
      );
      send(status, payload, headers);
    } catch (err) {
      if (err instanceof HttpError)
        send(err.status, { message: err.message, documentation_url: DOCS, status: String(err.status), ...err.extra });
      else send(500, { message: (err as Error).stack ?? String(err) });
    }
  }

  private authenticate(token: string | null): { user: FakeUser; access: Access } {
    if (!token) throw new HttpError(401, 'Requires authentication');
    const t = this.tokens[token];
    if (!t) throw new HttpError(401, 'Bad credentials');
    return { user: this.user(t.login), access: t.access };
  }

  /** Variables and secrets are shown to repository admins only, as on GitHub. */
  private requireAdminToRead(caller: FakeUser): void {
    if (caller.permission !== 'admin') throw new HttpError(403, 'Must have admin rights to Repository.');
  }

  private requireAccess(caller: { access: Access }, operationId: string): void {
    const needsAdmin = /ruleset|environment|branch-protection/.test(operationId);
    const ok = needsAdmin ? caller.access === 'admin' : caller.access !== 'read';
    if (!ok) throw new HttpError(403, 'Resource not accessible by integration');
  }

  private user(login: string): FakeUser {
    const u = this.users.get(login.toLowerCase());
    if (!u) throw new HttpError(404, 'Not Found');
    return u;
  }

  private simpleUser(login: string) {
    const u = this.user(login);
    return {
      login: u.login,
      id: u.id,
      node_id: `U_${u.id}`,
      type: u.type,
      site_admin: false,
      avatar_url: `https://avatars.githubusercontent.com/u/${u.id}`,
      // A bot's page is its App's page; its API URL escapes the brackets of `[bot]`.
      html_url:
        u.type === 'Bot'
          ? `https://github.com/apps/${u.login.replace(/\[bot\]$/, '')}`
          : `https://github.com/${u.login}`,
      url: `${this.url}/users/${encodeURIComponent(u.login)}`,
    };
  }

  private repoJson() {
    return {
      id: 1,
      node_id: 'R_1',
      name: this.repo,
      full_name: `${this.owner}/${this.repo}`,
      private: false,
      default_branch: 'main',
      html_url: `https://github.com/${this.owner}/${this.repo}`,
      url: `${this.url}/repos/${this.owner}/${this.repo}`,
      owner: { login: this.owner, id: 1, type: 'Organization' },
    };
  }

  private pullJson(p: FakePull) {
    const [headOwner] = p.head_repo.split('/');
    return {
      id: 100000 + p.number,
      number: p.number,
      state: p.state,
      title: p.title,
      body: p.body,
      user: this.simpleUser(p.user),
      labels: p.labels.map((name) => this.labelJson(name)),
      merged: p.merged,
      merge_commit_sha: p.merge_commit_sha,
      created_at: p.created_at ?? FAKE_EPOCH,
      updated_at: p.closed_at ?? p.created_at ?? FAKE_EPOCH,
      closed_at: p.state === 'closed' ? (p.closed_at ?? p.created_at ?? FAKE_EPOCH) : null,
      merged_at: p.merged ? (p.closed_at ?? p.created_at ?? FAKE_EPOCH) : null,
      mergeable: p.state === 'open' ? true : null,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${p.number}`,
      url: `${this.url}/repos/${this.owner}/${this.repo}/pulls/${p.number}`,
      head: {
        ref: p.head_ref,
        sha: p.head_sha,
        label: `${headOwner}:${p.head_ref}`,
        repo: { full_name: p.head_repo, fork: p.head_repo !== `${this.owner}/${this.repo}` },
      },
      base: { ref: 'main', sha: p.base_sha, label: `${this.owner}:main`, repo: this.repoJson() },
      author_association:
        this.user(p.user).permission === 'none' || this.user(p.user).permission === 'read' ? 'CONTRIBUTOR' : 'MEMBER',
    };
  }

  private refJson(ref: string, sha: string) {
    return {
      ref,
      node_id: `REF_${hashId(ref)}`,
      url: `${this.url}/repos/${this.owner}/${this.repo}/git/${ref}`,
      object: { type: 'commit', sha, url: `${this.url}/repos/${this.owner}/${this.repo}/git/commits/${sha}` },
    };
  }

  private commitJson(sha: string) {
    const [tree, parents, name, email, date, message] = this.git([
      'show',
      '-s',
      '--format=%T%n%P%n%an%n%ae%n%aI%n%B',
      sha,
    ]).split('\n');
    const person = { name: name!, email: email!, date: date! };
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${this.url}/repos/${this.owner}/${this.repo}/git/commits/${sha}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/commit/${sha}`,
      author: person,
      committer: person,
      message: message ?? '',
      tree: { sha: tree!, url: `${this.url}/repos/${this.owner}/${this.repo}/git/trees/${tree}` },
      parents: (parents ?? '')
        .split(' ')
        .filter(Boolean)
        .map((p) => ({
          sha: p,
          url: `${this.url}/repos/${this.owner}/${this.repo}/git/commits/${p}`,
          html_url: `https://github.com/${this.owner}/${this.repo}/commit/${p}`,
        })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }

  private labelJson(name: string) {
    return {
      id: hashId(name),
      node_id: `LA_${hashId(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
      url: `${this.url}/repos/${this.owner}/${this.repo}/labels/${encodeURIComponent(name)}`,
    };
  }

  private commentJson(c: FakeComment) {
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      body: c.body,
      user: this.simpleUser(c.user),
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${c.issue_number}#issuecomment-${c.id}`,
      issue_url: `${this.url}/repos/${this.owner}/${this.repo}/issues/${c.issue_number}`,
      url: `${this.url}/repos/${this.owner}/${this.repo}/issues/comments/${c.id}`,
      author_association: 'NONE',
    };
  }

  private issueLabels(number: number): string[] {
    if (this.pulls.has(number)) return this.pulls.get(number)!.labels;
    const issue = this.issues.get(number);
    if (!issue) throw new HttpError(404, 'Not Found');
    return issue.labels;
  }

  private setIssueLabels(number: number, labels: string[]): void {
    if (this.pulls.has(number)) this.pulls.get(number)!.labels = labels;
    else this.issues.get(number)!.labels = labels;
  }

  private paginate<T>(op: MatchedOperation, items: T[]): [number, T[], Record<string, string>] {
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

  private changedFiles(p: FakePull) {
    const out = this.git(['diff', '--no-renames', '--name-status', '-z', `${p.base_sha}...${p.head_sha}`]);
    const parts = out.split('\0').filter(Boolean);
    const files = [];
    for (let i = 0; i < parts.length; i += 2) {
      const status = parts[i]!;
      const filename = parts[i + 1]!;
      const removed = status === 'D';
      const sha = removed
        ? '0000000000000000000000000000000000000000'
        : this.git(['rev-parse', `${p.head_sha}:${filename}`]);
      files.push({
        sha,
        filename,
        status: removed ? 'removed' : status === 'A' ? 'added' : 'modified',
        additions: 0,
        deletions: 0,
        changes: 0,
        blob_url: `https://github.com/${this.owner}/${this.repo}/blob/${p.head_sha}/${filename}`,
        raw_url: `https://github.com/${this.owner}/${this.repo}/raw/${p.head_sha}/${filename}`,
        contents_url: `${this.url}/repos/${this.owner}/${this.repo}/contents/${filename}?ref=${p.head_sha}`,
      });
    }
    return files;
  }

  private readonly handlers: Record<
    string,
    (op: MatchedOperation, caller: FakeUser) => [number, unknown, Record<string, string>?]
  > = {
    'repos/get': () => [200, this.repoJson()],
    'users/get-by-username': (op) => [200, this.simpleUser(String(op.params.username))],
    'teams/get-by-name': (op) => {
      const org = String(op.params.org);
      const slug = String(op.params.team_slug);
      if (org.toLowerCase() !== this.owner.toLowerCase() || !this.teams.has(slug))
        throw new HttpError(404, 'Not Found');
      return [
        200,
        {
          id: hashId(`${org}/${slug}`),
          node_id: `T_${hashId(slug)}`,
          slug,
          name: slug,
          privacy: 'closed',
          permission: 'pull',
          members_count: this.teams.get(slug)!.length,
          organization: { login: this.owner },
        },
      ];
    },
    'pulls/get': (op) => [200, this.pullJson(this.pull(Number(op.params.pull_number)))],
    // As GitHub: one check suite for a pushed commit, created when the push arrived.
    'checks/list-suites-for-ref': (op) => {
      const sha = String(op.params.ref);
      const at = this.arrivedAt.get(sha);
      const suites = at
        ? [
            {
              id: hashId(`suite:${sha}`),
              node_id: `CS_${hashId(sha)}`,
              head_branch: null,
              head_sha: sha,
              status: 'completed',
              conclusion: 'success',
              url: `${this.url}/repos/${this.owner}/${this.repo}/check-suites/${hashId(`suite:${sha}`)}`,
              before: null,
              after: sha,
              pull_requests: [],
              app: null,
              repository: this.repoJson(),
              created_at: at,
              updated_at: at,
              latest_check_runs_count: 0,
              check_runs_url: `${this.url}/repos/${this.owner}/${this.repo}/check-suites/${hashId(`suite:${sha}`)}/check-runs`,
              rerequestable: true,
              runs_rerequestable: true,
            },
          ]
        : [];
      return [200, { total_count: suites.length, check_suites: suites }];
    },
    // As GitHub: the pull requests whose merge commit or head is the commit.
    'repos/list-pull-requests-associated-with-commit': (op) => {
      const sha = String(op.params.commit_sha);
      return [
        200,
        [...this.pulls.values()]
          .filter((p) => p.merge_commit_sha === sha || p.head_sha === sha)
          // This list's labels (pull-request-simple) carry a description string where a label's may be null.
          .map((p) => ({
            ...this.pullJson(p),
            labels: p.labels.map((name) => ({ ...this.labelJson(name), description: '' })),
          })),
      ];
    },
    'pulls/update': (op) => {
      const p = this.pull(Number(op.params.pull_number));
      const body = op.body as { state?: 'open' | 'closed'; title?: string; body?: string };
      if (body.state === 'open' && p.merged)
        throw new HttpError(422, 'Validation Failed', {
          errors: [
            {
              resource: 'PullRequest',
              code: 'custom',
              message: 'state cannot be changed. The pull request has been merged.',
            },
          ],
        });
      if (body.state) p.state = body.state;
      if (body.title !== undefined) p.title = body.title;
      if (body.body !== undefined) p.body = body.body;
      return [200, this.pullJson(p)];
    },
    'pulls/list-files': (op) => this.paginate(op, this.changedFiles(this.pull(Number(op.params.pull_number)))),
    'pulls/merge': (op) => {
      const p = this.pull(Number(op.params.pull_number));
      const body = (op.body ?? {}) as {
        sha?: string;
        merge_method?: string;
        commit_title?: string;
        commit_message?: string;
      };
      if (p.merged) throw new HttpError(405, 'Pull Request is not mergeable');
      if (p.state !== 'open') throw new HttpError(405, 'Pull Request is not mergeable');
      if (body.sha && body.sha !== p.head_sha)
        throw new HttpError(409, 'Head branch was modified. Review and try the merge request again.');
      if (body.merge_method && body.merge_method !== 'merge')
        throw new HttpError(405, `Merge method ${body.merge_method} is not allowed on this repository.`);
      const title =
        body.commit_title ?? `Merge pull request #${p.number} from ${p.head_repo.split('/')[0]}/${p.head_ref}`;
      try {
        this.git([
          'merge',
          '-q',
          '--no-ff',
          '-m',
          body.commit_message ? `${title}\n\n${body.commit_message}` : title,
          p.head_sha,
        ]);
      } catch {
        this.tryGit(['merge', '--abort']);
        throw new HttpError(405, 'Pull Request is not mergeable');
      }
      p.merged = true;
      p.state = 'closed';
      p.merge_commit_sha = this.git(['rev-parse', 'main']);
      return [200, { sha: p.merge_commit_sha, merged: true, message: 'Pull Request successfully merged' }];
    },
    // The Git database, as the server's write side uses it to open a pull request without a clone.
    'users/get-authenticated': (_op, caller) => [200, { ...this.simpleUser(caller.login), name: caller.login }],
    'git/get-ref': (op) => {
      const ref = String(op.params.ref);
      const sha = this.tryGit(['rev-parse', '--verify', '--quiet', `refs/${ref}`]);
      if (!sha) throw new HttpError(404, 'Not Found');
      return [200, this.refJson(`refs/${ref}`, sha)];
    },
    'git/get-commit': (op) => {
      const sha = String(op.params.commit_sha);
      if (!/^[0-9a-f]{40}$/.test(sha) || this.tryGit(['cat-file', '-t', sha]) !== 'commit')
        throw new HttpError(404, 'Not Found');
      return [200, this.commitJson(sha)];
    },
    'git/create-blob': (op) => {
      const body = op.body as { content: string; encoding?: string };
      const bytes = Buffer.from(body.content, body.encoding === 'base64' ? 'base64' : 'utf8');
      const sha = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: this.repoDir, input: bytes })
        .toString()
        .trim();
      return [201, { sha, url: `${this.url}/repos/${this.owner}/${this.repo}/git/blobs/${sha}` }];
    },
    'git/create-tree': (op) => {
      const body = op.body as {
        base_tree?: string;
        tree: { path: string; mode: string; type: string; sha?: string | null; content?: string }[];
      };
      const index = join(this.repoDir, '.git', `fake-index-${this.nextId++}`);
      const env = { GIT_INDEX_FILE: index };
      try {
        if (body.base_tree) this.git(['read-tree', body.base_tree], env);
        for (const entry of body.tree) {
          if (entry.sha === null) this.git(['rm', '-q', '--cached', '-r', '--ignore-unmatch', '--', entry.path], env);
          else {
            const sha =
              entry.sha ??
              execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: this.repoDir, input: entry.content ?? '' })
                .toString()
                .trim();
            this.git(['update-index', '--add', '--cacheinfo', `${entry.mode},${sha},${entry.path}`], env);
          }
        }
        const sha = this.git(['write-tree'], env);
        return [
          201,
          { sha, url: `${this.url}/repos/${this.owner}/${this.repo}/git/trees/${sha}`, tree: [], truncated: false },
        ];
      } finally {
        rmSync(index, { force: true });
      }
    },
    'git/create-commit': (op) => {
      const body = op.body as {
        message: string;
        tree: string;
        parents?: string[];
        author?: { name: string; email: string };
      };
      const sha = execFileSync(
        'git',
        ['commit-tree', body.tree, ...(body.parents ?? []).flatMap((p) => ['-p', p]), '-F', '-'],
        {
          cwd: this.repoDir,
          input: body.message,
          env: {
            ...process.env,
            ...GIT_ENV,
            ...(body.author ? { GIT_AUTHOR_NAME: body.author.name, GIT_AUTHOR_EMAIL: body.author.email } : {}),
          },
        },
      )
        .toString()
        .trim();
      this.arrivedAt.set(sha, new Date().toISOString());
      return [201, this.commitJson(sha)];
    },
    'git/create-ref': (op) => {
      const body = op.body as { ref: string; sha: string };
      if (this.tryGit(['rev-parse', '--verify', '--quiet', body.ref]))
        throw new HttpError(422, 'Reference already exists');
      this.git(['update-ref', body.ref, body.sha, '']);
      return [201, this.refJson(body.ref, body.sha)];
    },
    'pulls/create': (op, caller) => {
      const body = op.body as { title: string; head: string; base: string; body?: string };
      const branch = body.head.includes(':') ? body.head.split(':')[1]! : body.head;
      const head = this.tryGit(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      if (!head) throw new HttpError(422, 'Validation Failed', { errors: [{ field: 'head', code: 'invalid' }] });
      if ([...this.pulls.values()].some((p) => p.head_ref === branch && p.state === 'open'))
        throw new HttpError(422, `A pull request already exists for ${this.owner}:${branch}.`);
      const number = this.nextNumber++;
      this.git(['update-ref', `refs/pull/${number}/head`, head]);
      const pull: FakePull = {
        number,
        title: body.title,
        body: body.body ?? '',
        user: caller.login,
        head_ref: branch,
        head_sha: head,
        head_repo: `${this.owner}/${this.repo}`,
        base_sha: this.git(['rev-parse', body.base]),
        state: 'open',
        merged: false,
        merge_commit_sha: null,
        labels: [],
        created_at: new Date().toISOString(),
      };
      this.pulls.set(number, pull);
      return [201, this.pullJson(pull)];
    },
    'pulls/list': (op) => {
      const state = String(op.query.state ?? 'open');
      const head = op.query.head === undefined ? null : String(op.query.head);
      const pulls = [...this.pulls.values()].filter(
        (p) =>
          (state === 'all' || p.state === state) &&
          (head === null || `${p.head_repo.split('/')[0]}:${p.head_ref}`.toLowerCase() === head.toLowerCase()),
      );
      return this.paginate(
        op,
        pulls.map((p) => this.pullJson(p)),
      );
    },
    'git/get-blob': (op) => {
      const sha = String(op.params.file_sha);
      if (!/^[0-9a-f]{40}$/.test(sha) || this.tryGit(['cat-file', '-t', sha]) !== 'blob')
        throw new HttpError(404, 'Not Found');
      const bytes = execFileSync('git', ['cat-file', 'blob', sha], { cwd: this.repoDir });
      return [
        200,
        {
          sha,
          node_id: `B_${sha}`,
          size: bytes.length,
          encoding: 'base64',
          content: bytes.toString('base64').replace(/(.{60})/g, '$1\n'),
          url: `${this.url}/repos/${this.owner}/${this.repo}/git/blobs/${sha}`,
        },
      ];
    },
    'repos/get-content': (op) => {
      const ref = String(op.query.ref ?? 'main');
      const path = String(op.params.path);
      const sha = this.tryGit(['rev-parse', `${ref}:${path}`]);
      if (!sha || this.tryGit(['cat-file', '-t', sha]) !== 'blob') throw new HttpError(404, 'Not Found');
      const bytes = execFileSync('git', ['cat-file', 'blob', sha], { cwd: this.repoDir });
      const self = `${this.url}/repos/${this.owner}/${this.repo}/contents/${path}?ref=${encodeURIComponent(ref)}`;
      const git = `${this.url}/repos/${this.owner}/${this.repo}/git/blobs/${sha}`;
      const html = `https://github.com/${this.owner}/${this.repo}/blob/${ref}/${path}`;
      return [
        200,
        {
          type: 'file',
          encoding: 'base64',
          size: bytes.length,
          name: path.split('/').pop(),
          path,
          sha,
          content: bytes.toString('base64'),
          url: self,
          git_url: git,
          html_url: html,
          download_url: null,
          _links: { self, git, html },
        },
      ];
    },
    'issues/list-comments': (op) =>
      this.paginate(
        op,
        this.commentsOn(Number(op.params.issue_number)).map((c) => this.commentJson(c)),
      ),
    'issues/create-comment': (op, caller) => {
      const n = Number(op.params.issue_number);
      this.issueLabels(n);
      const body = (op.body as { body: string }).body;
      if (body.length > 65536)
        throw new HttpError(422, 'Validation Failed', {
          errors: [
            {
              resource: 'IssueComment',
              code: 'unprocessable',
              field: 'data',
              message: 'Body is too long (maximum is 65536 characters)',
            },
          ],
        });
      return [201, this.commentJson(this.addComment(n, caller.login, body))];
    },
    'issues/get-comment': (op) => [200, this.commentJson(this.comment(Number(op.params.comment_id)))],
    'issues/update-comment': (op, caller) => {
      const c = this.comment(Number(op.params.comment_id));
      if (c.user.toLowerCase() !== caller.login.toLowerCase() && caller.permission !== 'admin')
        throw new HttpError(403, 'Resource not accessible by integration');
      const body = (op.body as { body: string }).body;
      if (body.length > 65536) throw new HttpError(422, 'Validation Failed');
      c.body = body;
      c.updated_at = new Date().toISOString();
      return [200, this.commentJson(c)];
    },
    'reactions/create-for-issue-comment': (op, caller) => {
      const c = this.comment(Number(op.params.comment_id));
      const content = (op.body as { content: string }).content;
      c.reactions.push(content);
      return [
        201,
        {
          id: this.nextId++,
          node_id: 'RE_1',
          content,
          user: this.simpleUser(caller.login),
          created_at: new Date().toISOString(),
        },
      ];
    },
    'issues/list-labels-on-issue': (op) =>
      this.paginate(
        op,
        this.issueLabels(Number(op.params.issue_number)).map((n) => this.labelJson(n)),
      ),
    'issues/add-labels': (op) => {
      const n = Number(op.params.issue_number);
      const body = op.body as { labels?: (string | { name: string })[] } | string[];
      const names = (Array.isArray(body) ? body : (body.labels ?? [])).map((l) => (typeof l === 'string' ? l : l.name));
      for (const name of names) {
        if (name.length > 50)
          throw new HttpError(422, 'Validation Failed', {
            errors: [{ resource: 'Label', code: 'invalid', field: 'name' }],
          });
        this.labels.add(name);
      }
      const current = this.issueLabels(n);
      this.setIssueLabels(n, [...current, ...names.filter((x) => !current.includes(x))]);
      return [200, this.issueLabels(n).map((x) => this.labelJson(x))];
    },
    'issues/remove-label': (op) => {
      const n = Number(op.params.issue_number);
      const name = String(op.params.name);
      const current = this.issueLabels(n);
      if (!current.includes(name)) throw new HttpError(404, 'Label does not exist');
      this.setIssueLabels(
        n,
        current.filter((x) => x !== name),
      );
      return [200, this.issueLabels(n).map((x) => this.labelJson(x))];
    },
    'checks/create': (op) => {
      const body = op.body as {
        name: string;
        head_sha: string;
        status?: string;
        conclusion?: string;
        output?: CheckRun['output'];
      };
      const annotations = body.output?.annotations ?? [];
      if (annotations.length > 50)
        throw new HttpError(422, 'Validation Failed', { errors: ['Only 50 annotations are allowed per request'] });
      if (!this.tryGit(['cat-file', '-t', body.head_sha]))
        throw new HttpError(422, 'No commit found for SHA: ' + body.head_sha);
      const run: CheckRun = {
        id: this.nextId++,
        name: body.name,
        head_sha: body.head_sha,
        status: body.conclusion ? 'completed' : (body.status ?? 'queued'),
        conclusion: body.conclusion ?? null,
        output: { ...body.output, annotations: [...annotations] },
      };
      this.checkRuns.push(run);
      return [201, this.checkRunJson(run)];
    },
    'checks/update': (op) => {
      const run = this.checkRuns.find((r) => r.id === Number(op.params.check_run_id));
      if (!run) throw new HttpError(404, 'Not Found');
      const body = op.body as { status?: string; conclusion?: string; output?: CheckRun['output'] };
      const annotations = body.output?.annotations ?? [];
      if (annotations.length > 50)
        throw new HttpError(422, 'Validation Failed', { errors: ['Only 50 annotations are allowed per request'] });
      if (body.status) run.status = body.status;
      if (body.conclusion) {
        run.conclusion = body.conclusion;
        run.status = 'completed';
      }
      if (body.output)
        run.output = { ...run.output, ...body.output, annotations: [...run.output.annotations, ...annotations] };
      return [200, this.checkRunJson(run)];
    },
    'repos/get-collaborator-permission-level': (op) => {
      const u = this.user(String(op.params.username));
      const legacy = u.permission === 'maintain' ? 'write' : u.permission === 'triage' ? 'read' : u.permission;
      return [200, { permission: legacy, role_name: u.permission, user: this.simpleUser(u.login) }];
    },
    'repos/get-repo-rulesets': (op) =>
      this.paginate(
        op,
        [...this.rulesets.values()].map((r) => ({
          id: r.id,
          name: r.name,
          target: r.target,
          enforcement: r.enforcement,
          source_type: 'Repository',
          source: `${this.owner}/${this.repo}`,
        })),
      ),
    'repos/get-repo-ruleset': (op) => {
      const r = this.rulesets.get(Number(op.params.ruleset_id));
      if (!r) throw new HttpError(404, 'Not Found');
      return [200, r];
    },
    'repos/create-repo-ruleset': (op) => {
      const body = op.body as Record<string, unknown>;
      if ([...this.rulesets.values()].some((r) => r.name === body.name))
        throw new HttpError(422, 'Validation Failed', { errors: ['Name must be unique'] });
      const id = this.nextId++;
      const r = {
        id,
        target: 'branch',
        bypass_actors: [],
        conditions: null,
        rules: [],
        ...body,
        source_type: 'Repository',
        source: `${this.owner}/${this.repo}`,
      };
      this.rulesets.set(id, r);
      return [201, r];
    },
    'repos/update-repo-ruleset': (op) => {
      const id = Number(op.params.ruleset_id);
      const r = this.rulesets.get(id);
      if (!r) throw new HttpError(404, 'Not Found');
      Object.assign(r, op.body as object);
      return [200, r];
    },
    'apps/get-by-slug': (op) => {
      const slug = String(op.params.app_slug);
      const app = this.apps.get(slug);
      if (!app) throw new HttpError(404, 'Not Found');
      const owner = this.simpleUser(app.owner);
      const at = '2026-01-01T00:00:00Z';
      return [
        200,
        {
          id: app.id,
          slug,
          node_id: `A_${app.id}`,
          client_id: `Iv23${app.id}`,
          owner,
          name: slug,
          description: null,
          external_url: `https://example.org/${slug}`,
          html_url: `https://github.com/apps/${slug}`,
          created_at: at,
          updated_at: at,
          permissions: { contents: 'write', pull_requests: 'write' },
          events: [],
        },
      ];
    },
    'actions/get-repo-variable': (op, caller) => {
      this.requireAdminToRead(caller);
      const name = String(op.params.name);
      const value = this.variables.get(name);
      if (value === undefined) throw new HttpError(404, 'Not Found');
      return [200, { name, value, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }];
    },
    'actions/get-repo-secret': (op, caller) => {
      this.requireAdminToRead(caller);
      const name = String(op.params.secret_name);
      if (!this.secrets.has(name)) throw new HttpError(404, 'Not Found');
      return [200, { name, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }];
    },
    'repos/get-pages': () => {
      if (!this.pages) throw new HttpError(404, 'Not Found');
      const html = `https://${this.owner.toLowerCase()}.github.io/${this.repo}/`;
      return [
        200,
        {
          url: `${this.url}/repos/${this.owner}/${this.repo}/pages`,
          status: 'built',
          cname: null,
          custom_404: false,
          public: true,
          html_url: html,
          build_type: this.pages.build_type,
          https_enforced: true,
          ...(this.pages.build_type === 'legacy' ? { source: { branch: 'gh-pages', path: '/' } } : {}),
        },
      ];
    },
    'repos/get-environment': (op) => {
      const e = this.environments.get(String(op.params.environment_name));
      if (!e) throw new HttpError(404, 'Not Found');
      return [200, e];
    },
    'repos/create-or-update-environment': (op) => {
      const name = String(op.params.environment_name);
      const body = (op.body ?? {}) as {
        wait_timer?: number;
        prevent_self_review?: boolean;
        reviewers?: { type: string; id: number }[];
        deployment_branch_policy?: unknown;
      };
      const rules: unknown[] = [];
      if (body.reviewers?.length)
        rules.push({
          id: hashId(`${name}:reviewers`),
          type: 'required_reviewers',
          prevent_self_review: body.prevent_self_review ?? false,
          reviewers: body.reviewers.map((r) => {
            if (r.type === 'User')
              return {
                type: r.type,
                reviewer: this.simpleUser([...this.users.values()].find((u) => u.id === r.id)?.login ?? ''),
              };
            const slug = [...this.teams.keys()].find((t) => hashId(`${this.owner}/${t}`) === r.id);
            if (!slug) throw new HttpError(422, 'Validation Failed', { errors: [`No team with id ${r.id}`] });
            return { type: r.type, reviewer: { id: r.id, slug, name: slug } };
          }),
        });
      if (body.wait_timer) rules.push({ id: hashId(`${name}:wait`), type: 'wait_timer', wait_timer: body.wait_timer });
      if (body.deployment_branch_policy) rules.push({ id: hashId(`${name}:branch`), type: 'branch_policy' });
      const env = {
        id: hashId(name),
        node_id: `EN_${hashId(name)}`,
        name,
        url: '',
        html_url: '',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: new Date().toISOString(),
        protection_rules: rules,
        deployment_branch_policy: body.deployment_branch_policy ?? null,
      };
      this.environments.set(name, env);
      return [200, env];
    },
    'issues/list-for-repo': (op) => {
      const wanted = op.query.labels ? String(op.query.labels).split(',') : [];
      const state = String(op.query.state ?? 'open');
      const items = [...this.issues.values()].filter(
        (i) => (state === 'all' || i.state === state) && wanted.every((l) => i.labels.includes(l)),
      );
      return this.paginate(
        op,
        items.map((i) => this.issueJson(i)),
      );
    },
    'issues/create': (op, caller) => {
      const body = op.body as { title: string; body?: string; labels?: (string | { name: string })[] };
      const number = this.nextNumber++;
      const issue: Issue = {
        number,
        title: String(body.title),
        body: body.body ?? '',
        user: caller.login,
        state: 'open',
        labels: (body.labels ?? []).map((l) => (typeof l === 'string' ? l : l.name)),
      };
      this.issues.set(number, issue);
      return [201, this.issueJson(issue)];
    },
    'issues/update': (op) => {
      const issue = this.issues.get(Number(op.params.issue_number));
      if (!issue) throw new HttpError(404, 'Not Found');
      const body = op.body as { title?: string; body?: string; state?: 'open' | 'closed' };
      if (body.title !== undefined) issue.title = String(body.title);
      if (body.body !== undefined) issue.body = body.body;
      if (body.state) issue.state = body.state;
      return [200, this.issueJson(issue)];
    },
  };

  private issueJson(i: Issue) {
    return {
      id: 200000 + i.number,
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      user: this.simpleUser(i.user),
      labels: i.labels.map((l) => this.labelJson(l)),
      html_url: `https://github.com/${this.owner}/${this.repo}/issues/${i.number}`,
    };
  }

  private checkRunJson(r: CheckRun) {
    return {
      id: r.id,
      name: r.name,
      head_sha: r.head_sha,
      status: r.status,
      conclusion: r.conclusion,
      html_url: `https://github.com/${this.owner}/${this.repo}/runs/${r.id}`,
      output: {
        title: r.output.title ?? null,
        summary: r.output.summary ?? null,
        text: r.output.text ?? null,
        annotations_count: r.output.annotations.length,
      },
    };
  }

  private comment(id: number): FakeComment {
    const c = this.comments.find((x) => x.id === id);
    if (!c) throw new HttpError(404, 'Not Found');
    return c;
  }
}

function hashId(text: string): number {
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

/** A fake GitHub with the standard cast, started on a free port. */
export async function startFakeGitHub(repoDir: string): Promise<FakeGitHub> {
  const gh = new FakeGitHub({
    repoDir,
    users: Object.values(CAST),
    tokens: {
      [TOKENS.bot]: { login: CAST.bot.login, access: 'write' },
      [TOKENS.readOnly]: { login: CAST.actions.login, access: 'read' },
      [TOKENS.actionsWrite]: { login: CAST.actions.login, access: 'write' },
      [TOKENS.admin]: { login: CAST.admin.login, access: 'admin' },
      [TOKENS.maintainer]: { login: CAST.maintainer.login, access: 'write' },
    },
  });
  await gh.start();
  return gh;
}
