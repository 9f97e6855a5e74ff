/**
 * Where the discovery state is kept: one file (`STATE_FILE`) on its own branch (`DISCOVERY_BRANCH`) of the
 * archive repository, never on the default branch. Locally the branch is written in git's object store
 * without touching the work tree, and moved compare-and-set (`update-ref` with the commit it was read at),
 * so two runs that raced cannot lose each other's cursors silently: the second is refused. On GitHub the
 * same through the Git database API (`updateRef` without force). Also: what the archive already knows,
 * read from its records and decisions log, for the duplicate checks.
 */
import type { Octokit } from '@octokit/rest';
import { readDecisionLog } from '../archive/decisions-log.js';
import { listRecords } from '../archive/read.js';
import { gitQuery, gitText, GitError, type GitRun } from '../core/git.js';
import { buildKnownIndex, type KnownIndex } from './plan.js';
import {
  DISCOVERY_BRANCH,
  parseState,
  serializeState,
  STATE_FILE,
  type DiscoveryState,
  type StateRead,
} from './state.js';

export interface StoredState {
  read: StateRead;
  /** The commit the state was read at; null when the branch does not exist yet. */
  commit: string | null;
}

export interface StateStore {
  where: string;
  load(): Promise<StoredState>;
  /** Writes the state on top of `commit`; refused (an Error) when the branch moved since. Returns the new commit. */
  save(state: DiscoveryState, commit: string | null, message: string): Promise<string>;
}

/** git's output, trimmed: an object id. */
async function git(root: string, args: string[], run: GitRun = {}): Promise<string> {
  return (await gitText(root, args, run)).trim();
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'dirhub-bot',
  GIT_AUTHOR_EMAIL: 'bot@dirhub.invalid',
  GIT_COMMITTER_NAME: 'dirhub-bot',
  GIT_COMMITTER_EMAIL: 'bot@dirhub.invalid',
};

/** The state on a local branch (a remote-tracking copy is read when the local branch is not there). */
export function localStateStore(root: string, branch = DISCOVERY_BRANCH): StateStore {
  return {
    where: `branch ${branch} of ${root}`,
    async load() {
      let commit: string | null = null;
      for (const ref of [`refs/heads/${branch}`, `refs/remotes/origin/${branch}`]) {
        commit = await gitQuery(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
        if (commit) break;
      }
      if (!commit) return { read: parseState(null, this.where), commit: null };
      // A commit without the file holds no state yet.
      const file = await gitText(root, ['show', `${commit}:${STATE_FILE}`]).catch((err: unknown) => {
        if (err instanceof GitError) return null;
        throw err;
      });
      return { read: parseState(file, this.where), commit };
    },
    async save(state, commit, message) {
      const blob = await git(root, ['hash-object', '-w', '--stdin'], { input: serializeState(state) });
      const [dir, name] = STATE_FILE.split('/') as [string, string];
      const inner = await git(root, ['mktree'], { input: `100644 blob ${blob}\t${name}\n` });
      const tree = await git(root, ['mktree'], { input: `040000 tree ${inner}\t${dir}\n` });
      const local = await gitQuery(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      const parent = local ?? commit;
      const created = await git(root, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-F', '-'], {
        input: message,
        env: IDENTITY,
      });
      await gitText(root, ['update-ref', `refs/heads/${branch}`, created, local ? (commit ?? '') : '']).catch(
        (err: unknown) => {
          if (!(err instanceof GitError)) throw err;
          throw new Error(
            `The discovery state on ${branch} moved while this run worked (another run saved first); this run's cursors were not saved. The next run continues from the other run's state. ${err.stderr.trim()}`,
          );
        },
      );
      return created;
    },
  };
}

/**
 * Brings the state branch of `origin` into `root` as its remote-tracking branch, which `localStateStore`
 * reads: a checkout of the default branch alone (a workflow's) does not have it. Only its newest commit
 * is fetched. `gitEnv` authorizes git for a private repository. A remote without the branch (no
 * discovery run has saved yet) is no failure: null. Any other failure comes back as git's words.
 */
export async function fetchStateBranch(
  root: string,
  gitEnv: Record<string, string> = {},
  branch = DISCOVERY_BRANCH,
): Promise<string | null> {
  try {
    await gitText(
      root,
      ['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`],
      { env: { GIT_TERMINAL_PROMPT: '0', ...gitEnv } },
    );
    return null;
  } catch (err) {
    if (!(err instanceof GitError)) throw err;
    if (/couldn't find remote ref/i.test(err.stderr)) return null;
    return err.stderr.trim() || `git fetch exited with ${err.exitCode ?? 'a signal'}`;
  }
}

/** The state on a branch of a GitHub repository, through the Git database API. */
export function gitHubStateStore(
  octokit: Octokit,
  repo: { owner: string; repo: string },
  branch = DISCOVERY_BRANCH,
): StateStore {
  const api = octokit.rest;
  return {
    where: `branch ${branch} of ${repo.owner}/${repo.repo}`,
    async load() {
      let commit: string | null = null;
      try {
        commit = (await api.git.getRef({ ...repo, ref: `heads/${branch}` })).data.object.sha;
      } catch (err) {
        if ((err as { status?: number }).status !== 404) throw err;
      }
      if (!commit) return { read: parseState(null, this.where), commit: null };
      let text: string | null = null;
      try {
        const { data } = await api.repos.getContent({ ...repo, path: STATE_FILE, ref: commit });
        if (!Array.isArray(data) && data.type === 'file' && 'content' in data)
          text = Buffer.from(data.content, 'base64').toString('utf8');
      } catch (err) {
        if ((err as { status?: number }).status !== 404) throw err;
      }
      return { read: parseState(text, this.where), commit };
    },
    async save(state, commit, message) {
      const blob = (await api.git.createBlob({ ...repo, content: serializeState(state), encoding: 'utf-8' })).data.sha;
      const tree = (
        await api.git.createTree({ ...repo, tree: [{ path: STATE_FILE, mode: '100644', type: 'blob', sha: blob }] })
      ).data.sha;
      const created = (await api.git.createCommit({ ...repo, message, tree, parents: commit ? [commit] : [] })).data
        .sha;
      try {
        if (commit) await api.git.updateRef({ ...repo, ref: `heads/${branch}`, sha: created, force: false });
        else await api.git.createRef({ ...repo, ref: `refs/heads/${branch}`, sha: created });
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status === 422 || status === 409)
          throw new Error(
            `The discovery state on ${branch} moved while this run worked (another run saved first); this run's cursors were not saved. The next run continues from the other run's state.`,
          );
        throw err;
      }
      return created;
    },
  };
}

/** What the archive at `root` knows: its records' files, addresses and docket entries, and every file its log judged. */
export async function gatherKnown(root: string): Promise<KnownIndex> {
  const [records, log] = await Promise.all([listRecords(root), readDecisionLog(root)]);
  return buildKnownIndex(
    records.items.map((r) => ({ sha256: r.file.sha256, metadata: r.metadata })),
    log.entries.map((e) => e.file.sha256),
  );
}
