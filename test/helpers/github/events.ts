/**
 * The webhook events the local GitHub raises when something happens — a push, a pull request closed or
 * reopened, a comment — with who caused it, so the workflow harness can start the workflows they start
 * (and leave out those GITHUB_TOKEN caused: see workflows/rules/triggering.ts).
 */
import type { GitRepo } from './git-repo.js';
import type { FakePull, TokenGrant } from './model.js';
import type { Shapes } from './shapes.js';

export interface GitHubEvent {
  name: string;
  payload: Record<string, unknown>;
  /** Files the event changed (a push's diff, a pull request's files), for `paths` filters. */
  changed: string[];
  actor: { kind: 'person' | 'app' | 'github_token'; login: string };
}

export function actorOf(grant: TokenGrant): GitHubEvent['actor'] {
  return { kind: grant.kind ?? 'person', login: grant.login };
}

function repository(json: Shapes) {
  const r = json.repository();
  return { name: r.name, full_name: r.full_name, default_branch: r.default_branch, owner: { login: r.owner.login } };
}

/** A push of `ref` from `before` to `after`: the commits it brought, each with the files it added, removed, modified. */
export function pushEvent(
  git: GitRepo,
  json: Shapes,
  ref: string,
  before: string,
  after: string,
  actor: GitHubEvent['actor'],
): GitHubEvent {
  const range = /^0+$/.test(before) ? after : `${before}..${after}`;
  const ids = git.git(['rev-list', '--reverse', '--topo-order', range]).split('\n').filter(Boolean);
  const commits = ids.map((id) => {
    const [message, name, email] = git.git(['show', '-s', '--format=%B%x00%an%x00%ae', id]).split('\0');
    const status = git.git([
      'diff-tree',
      '--no-commit-id',
      '-r',
      '--name-status',
      '--no-renames',
      '-m',
      '--first-parent',
      id,
    ]);
    const files = (letter: string) =>
      status
        .split('\n')
        .filter((l) => l.startsWith(`${letter}\t`))
        .map((l) => l.slice(2));
    return {
      id,
      message: (message ?? '').trim(),
      author: { name, email },
      added: files('A'),
      removed: files('D'),
      modified: files('M'),
    };
  });
  const changed = /^0+$/.test(before)
    ? git.git(['ls-tree', '-r', '--name-only', after]).split('\n').filter(Boolean)
    : git.git(['diff', '--name-only', before, after]).split('\n').filter(Boolean);
  return {
    name: 'push',
    payload: {
      ref,
      before,
      after,
      commits,
      head_commit: commits.at(-1) ?? null,
      pusher: { name: actor.login },
      sender: { login: actor.login, type: actor.kind === 'person' ? 'User' : 'Bot' },
      repository: repository(json),
    },
    changed,
    actor,
  };
}

/** A pull request event (`pull_request` and `pull_request_target` carry the same payload). */
export function pullRequestEvents(
  json: Shapes,
  pull: FakePull,
  action: string,
  actor: GitHubEvent['actor'],
): GitHubEvent[] {
  const changed = json.changedFiles(pull).map((f) => f.filename);
  const payload = {
    action,
    number: pull.number,
    pull_request: { ...json.pull(pull), draft: false },
    sender: { login: actor.login, type: actor.kind === 'person' ? 'User' : 'Bot' },
    repository: repository(json),
  };
  return ['pull_request', 'pull_request_target'].map((name) => ({ name, payload, changed, actor }));
}

/** A comment created on an issue or pull request. */
export function issueCommentEvent(
  json: Shapes,
  issue: { number: number; isPull: boolean },
  comment: { id: number; body: string; user: string; created_at: string },
  userType: 'User' | 'Bot',
  actor: GitHubEvent['actor'],
): GitHubEvent {
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: {
        number: issue.number,
        ...(issue.isPull ? { pull_request: { url: `${json.repository().url}/pulls/${issue.number}` } } : {}),
      },
      comment: {
        id: comment.id,
        body: comment.body,
        user: { login: comment.user, type: userType },
        created_at: comment.created_at,
      },
      sender: { login: actor.login, type: userType },
      repository: repository(json),
    },
    changed: [],
    actor,
  };
}
