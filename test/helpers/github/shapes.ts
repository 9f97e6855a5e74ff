/**
 * The JSON the local GitHub answers with, shaped as GitHub's documented responses are (the server checks
 * every answer against the OpenAPI description's response schema).
 */
import type { GitRepo } from './git-repo.js';
import {
  FAKE_EPOCH,
  hashId,
  type CheckRun,
  type FakeComment,
  type FakePull,
  type FakeUser,
  type Issue,
} from './model.js';

export interface ShapeSource {
  readonly owner: string;
  readonly repo: string;
  readonly url: string;
  readonly repository: GitRepo;
  user(login: string): FakeUser;
}

export class Shapes {
  constructor(private readonly gh: ShapeSource) {}

  private get base(): string {
    return `${this.gh.url}/repos/${this.gh.owner}/${this.gh.repo}`;
  }
  private get html(): string {
    return `https://github.com/${this.gh.owner}/${this.gh.repo}`;
  }

  simpleUser(login: string) {
    const u = this.gh.user(login);
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
      url: `${this.gh.url}/users/${encodeURIComponent(u.login)}`,
    };
  }

  repository() {
    return {
      id: 1,
      node_id: 'R_1',
      name: this.gh.repo,
      full_name: `${this.gh.owner}/${this.gh.repo}`,
      private: false,
      default_branch: 'main',
      html_url: this.html,
      url: this.base,
      owner: { login: this.gh.owner, id: 1, type: 'Organization' },
    };
  }

  pull(p: FakePull) {
    const [headOwner] = p.head_repo.split('/');
    const author = this.gh.user(p.user);
    return {
      id: 100000 + p.number,
      number: p.number,
      state: p.state,
      title: p.title,
      body: p.body,
      user: this.simpleUser(p.user),
      labels: p.labels.map((name) => this.label(name)),
      merged: p.merged,
      merge_commit_sha: p.merge_commit_sha,
      created_at: p.created_at ?? FAKE_EPOCH,
      updated_at: p.closed_at ?? p.created_at ?? FAKE_EPOCH,
      closed_at: p.state === 'closed' ? (p.closed_at ?? p.created_at ?? FAKE_EPOCH) : null,
      merged_at: p.merged ? (p.closed_at ?? p.created_at ?? FAKE_EPOCH) : null,
      mergeable: p.state === 'open' ? true : null,
      html_url: `${this.html}/pull/${p.number}`,
      url: `${this.base}/pulls/${p.number}`,
      head: {
        ref: p.head_ref,
        sha: p.head_sha,
        label: `${headOwner}:${p.head_ref}`,
        repo: { full_name: p.head_repo, fork: p.head_repo !== `${this.gh.owner}/${this.gh.repo}` },
      },
      base: { ref: 'main', sha: p.base_sha, label: `${this.gh.owner}:main`, repo: this.repository() },
      author_association: author.permission === 'none' || author.permission === 'read' ? 'CONTRIBUTOR' : 'MEMBER',
    };
  }

  ref(ref: string, sha: string) {
    return {
      ref,
      node_id: `REF_${hashId(ref)}`,
      url: `${this.base}/git/${ref}`,
      object: { type: 'commit', sha, url: `${this.base}/git/commits/${sha}` },
    };
  }

  commit(sha: string) {
    const [tree, parents, name, email, date, message] = this.gh.repository
      .git(['show', '-s', '--format=%T%n%P%n%an%n%ae%n%aI%n%B', sha])
      .split('\n');
    const person = { name: name!, email: email!, date: date! };
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${this.base}/git/commits/${sha}`,
      html_url: `${this.html}/commit/${sha}`,
      author: person,
      committer: person,
      message: message ?? '',
      tree: { sha: tree!, url: `${this.base}/git/trees/${tree}` },
      parents: (parents ?? '')
        .split(' ')
        .filter(Boolean)
        .map((p) => ({ sha: p, url: `${this.base}/git/commits/${p}`, html_url: `${this.html}/commit/${p}` })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }

  label(name: string) {
    return {
      id: hashId(name),
      node_id: `LA_${hashId(name)}`,
      name,
      color: 'ededed',
      default: false,
      description: null,
      url: `${this.base}/labels/${encodeURIComponent(name)}`,
    };
  }

  comment(c: FakeComment) {
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      body: c.body,
      user: this.simpleUser(c.user),
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: `${this.html}/pull/${c.issue_number}#issuecomment-${c.id}`,
      issue_url: `${this.base}/issues/${c.issue_number}`,
      url: `${this.base}/issues/comments/${c.id}`,
      author_association: 'NONE',
    };
  }

  issue(i: Issue) {
    return {
      id: 200000 + i.number,
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      user: this.simpleUser(i.user),
      labels: i.labels.map((l) => this.label(l)),
      html_url: `${this.html}/issues/${i.number}`,
    };
  }

  checkRun(r: CheckRun) {
    return {
      id: r.id,
      name: r.name,
      head_sha: r.head_sha,
      status: r.status,
      conclusion: r.conclusion,
      html_url: `${this.html}/runs/${r.id}`,
      output: {
        title: r.output.title ?? null,
        summary: r.output.summary ?? null,
        text: r.output.text ?? null,
        annotations_count: r.output.annotations.length,
      },
    };
  }

  /** A pull request's changed files, from git (`git diff base...head`). */
  changedFiles(p: FakePull) {
    const git = this.gh.repository;
    const out = git.git(['diff', '--no-renames', '--name-status', '-z', `${p.base_sha}...${p.head_sha}`]);
    const parts = out.split('\0').filter(Boolean);
    const files = [];
    for (let i = 0; i < parts.length; i += 2) {
      const status = parts[i]!;
      const filename = parts[i + 1]!;
      const removed = status === 'D';
      const sha = removed
        ? '0000000000000000000000000000000000000000'
        : git.git(['rev-parse', `${p.head_sha}:${filename}`]);
      files.push({
        sha,
        filename,
        status: removed ? 'removed' : status === 'A' ? 'added' : 'modified',
        additions: 0,
        deletions: 0,
        changes: 0,
        blob_url: `${this.html}/blob/${p.head_sha}/${filename}`,
        raw_url: `${this.html}/raw/${p.head_sha}/${filename}`,
        contents_url: `${this.base}/contents/${filename}?ref=${p.head_sha}`,
      });
    }
    return files;
  }
}
