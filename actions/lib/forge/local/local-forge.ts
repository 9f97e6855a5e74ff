/**
 * The local forge: a plain git repository with the base branch checked out, where a pull request is a
 * branch. Merge and close are real git operations (a `--no-ff` merge into the base, deleting the
 * branch); comments, labels and checks are kept beside the repository's git data (`conversation.ts`).
 * Every commit is made by the bot identity, never by whoever runs the command, and is neither signed
 * with the user's key nor run through the user's hooks.
 *
 * Besides the shared steps it holds what the local intake does on the base branch itself: recording
 * decisions in the decisions log, committing what the archive step staged, putting the base back.
 */
import { resolve } from 'node:path';
import { appendDecisions, type DecisionLogAppend } from '../../archive/decisions-log.js';
import { Git, GitError, type Identity } from '../../core/git.js';
import { problem } from '../../core/problem.js';
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
import { BranchExists, commitToNewBranch } from './branch-commit.js';
import { readConversation, updateConversation } from './conversation.js';

export const BOT_NAME = 'dirhub-bot';
export const BOT_EMAIL = 'bot@dirhub.invalid';

export type { Identity };

/** The repository at `root`, whose commits carry the given identity (the bot's by default), whoever runs git. */
export function botGit(root: string, identity: Identity = { name: BOT_NAME, email: BOT_EMAIL }): Git {
  return new Git(root, identity);
}

/** Bot commits are not signed with the user's key and do not run the user's local hooks. */
const COMMIT_FLAGS = ['--no-verify', '--no-gpg-sign'];

/**
 * git's own reason for a failure: its `error:`/`fatal:` lines (git merge prints "Automatic merge
 * failed" on stdout even when the index could not be written at all), else its first line.
 */
function gitReason(err: Error): string {
  const lines = (err instanceof GitError ? `${err.stdout}\n${err.stderr}` : err.message)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const reasons = lines.filter((l) => /^(error|fatal):/.test(l)).map((l) => l.replace(/^(error|fatal):\s*/, ''));
  return (reasons.length ? reasons.join(' ') : (lines[0] ?? 'git gave no reason')).replace(/\.?$/, '.');
}

function refusal(code: ForgeCode, message: string, hint: string): MergeOutcome {
  return { merged: false, refusal: problem(code, message, hint) };
}

export class LocalForge implements Forge<string> {
  readonly git: Git;
  private gitDir: string | null = null;

  /** `root` has `base` checked out; commits are made as `identity` (the bot by default). */
  constructor(
    readonly root: string,
    readonly base = 'main',
    private readonly identity: Identity = { name: BOT_NAME, email: BOT_EMAIL },
  ) {
    this.git = botGit(root, identity);
  }

  /**
   * The branch is made in the object store and created only if it does not exist yet (compare-and-set),
   * without touching the work tree, the index or the base: a server can open one while an intake runs.
   */
  async openPullRequest(proposal: PullRequestProposal): Promise<OpenOutcome<string>> {
    try {
      const head = await commitToNewBranch(this.root, {
        branch: proposal.branch,
        base: this.base,
        edits: proposal.edits,
        message: proposal.message,
        author: proposal.author,
        committer: this.identity,
      });
      return { opened: true, pull: proposal.branch, head, url: null };
    } catch (err) {
      if (!(err instanceof BranchExists)) throw err;
      return {
        opened: false,
        refusal: problem(
          'forge.branch_exists',
          `Branch "${proposal.branch}" exists already.`,
          'Follow the pull request it holds, or delete the branch to open it again.',
        ),
      };
    }
  }

  /** The commit a branch points at, or null when there is no such branch. */
  async head(branch: string): Promise<string | null> {
    return this.git.query(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
  }

  /** The commit checked out: the base's head. */
  async baseHead(): Promise<string> {
    return (await this.git.text(['rev-parse', 'HEAD'])).trim();
  }

  /**
   * Merges the branch into the base with a merge commit, only if it still points at `request.head`.
   * A merge git cannot make (a conflict, a locked index) is aborted and refused with git's reason.
   */
  async merge(branch: string, request: MergeRequest): Promise<MergeOutcome> {
    const current = await this.head(branch);
    if (current !== request.head)
      return refusal(
        'forge.head_moved',
        `Branch "${branch}" ${current ? 'moved' : 'disappeared'} since it was analysed (${request.head.slice(0, 12)}).`,
        'Run the intake again to decide its new state.',
      );
    const checkedOut = (await this.git.query(['symbolic-ref', '--quiet', '--short', 'HEAD'])) ?? '';
    if (checkedOut !== this.base)
      return refusal(
        'forge.merge_refused',
        `Merging "${branch}" needs ${this.base} checked out, but ${checkedOut ? `"${checkedOut}"` : 'a detached HEAD'} is.`,
        `Switch to it first: git switch ${this.base}`,
      );
    await this.clearAbandonedMerge();
    const message = request.message ? `${request.title}\n\n${request.message}` : request.title;
    try {
      await this.git.text(['merge', '--no-ff', '--no-edit', ...COMMIT_FLAGS, '-m', message, request.head]);
    } catch (err) {
      // Nothing to abort when the merge failed before it began (a locked index).
      await this.git.text(['merge', '--abort']).catch(() => undefined);
      return refusal(
        'forge.merge_refused',
        `Merging "${branch}" into ${this.base} failed: ${gitReason(err as Error)}`,
        `If another git command is working in this repository, let it finish (one that crashed leaves .git/index.lock behind: remove it). If the branch conflicts with ${this.base}, merge it by hand: git merge ${branch}. Then run the intake again.`,
      );
    }
    return { merged: true, commit: await this.baseHead() };
  }

  /**
   * Closes the pull request: deletes its branch (the commits stay in git until it collects them). With
   * `head`, only if the branch still points there (compare-and-delete); a branch already gone is closed.
   */
  async close(branch: string, head?: string): Promise<void> {
    if (branch === this.base) throw new Error(`Refusing to close the base branch ${this.base}.`);
    const at = head ?? (await this.head(branch));
    if (at) await this.git.text(['update-ref', '-d', `refs/heads/${branch}`, at]);
  }

  async listComments(branch: string): Promise<IssueComment[]> {
    return (await readConversation(await this.conversationDir(), branch)).comments;
  }

  async createComment(branch: string, body: string): Promise<number> {
    return updateConversation(await this.conversationDir(), branch, (c) => {
      const id = c.next_id++;
      c.comments.push({ id, body, author: BOT_NAME, author_type: 'Bot' });
      return id;
    });
  }

  async updateComment(branch: string, commentId: number, body: string): Promise<void> {
    await updateConversation(await this.conversationDir(), branch, (c) => {
      const comment = c.comments.find((x) => x.id === commentId);
      if (!comment) throw new Error(`Pull request "${branch}" has no comment ${commentId}.`);
      comment.body = body;
    });
  }

  async listLabels(branch: string): Promise<string[]> {
    return (await readConversation(await this.conversationDir(), branch)).labels;
  }

  async addLabels(branch: string, labels: string[]): Promise<void> {
    if (!labels.length) return;
    await updateConversation(await this.conversationDir(), branch, (c) => {
      for (const label of labels) if (!c.labels.includes(label)) c.labels.push(label);
    });
  }

  async removeLabel(branch: string, name: string): Promise<void> {
    await updateConversation(await this.conversationDir(), branch, (c) => {
      if (!c.labels.includes(name)) throw new Error(`Pull request "${branch}" has no label "${name}".`);
      c.labels = c.labels.filter((l) => l !== name);
    });
  }

  async publishCheck(branch: string, check: Check): Promise<number> {
    const known = /^[0-9a-f]{4,64}$/.test(check.head_sha) && (await this.git.asks(['cat-file', '-e', check.head_sha]));
    const commit = known ? (await this.git.text(['cat-file', '-t', check.head_sha])).trim() : null;
    if (commit !== 'commit') throw new Error(`No commit ${check.head_sha} in ${this.root} to publish a check on.`);
    return updateConversation(await this.conversationDir(), branch, (c) => {
      const id = c.next_id++;
      c.checks.push({ id, ...check });
      return id;
    });
  }

  /** The checks published on the pull request, oldest first. */
  async listChecks(branch: string): Promise<(Check & { id: number })[]> {
    return (await readConversation(await this.conversationDir(), branch)).checks;
  }

  /**
   * Records decisions: appends the entries the decisions log does not hold yet and commits them on the
   * base. Returns the commit, or null when the log held them all (recording twice changes nothing).
   */
  /** `held`: the decisions the log is known to hold (appendDecisions), kept up to date by the append. */
  async recordDecision(log: DecisionLogAppend, message: string, held?: Set<string>): Promise<string | null> {
    if (!(await appendDecisions(this.root, log, held))) return null;
    await this.git.text(['add', '--', log.path]);
    return this.commit(message);
  }

  /** Commits what is staged on the base; returns the commit. */
  async commit(message: string): Promise<string> {
    await this.git.text(['commit', '--quiet', ...COMMIT_FLAGS, '-m', message]);
    return this.baseHead();
  }

  /** Puts the base, its index and work tree back at `commit`, dropping whatever came after. */
  async resetBase(commit: string): Promise<void> {
    await this.git.text(['reset', '--hard', '--quiet', commit]);
  }

  /**
   * A merge that failed before it changed anything (git could not write the index: another git process
   * held .git/index.lock) leaves MERGE_HEAD behind when its own `merge --abort` fails the same way, and
   * every later merge then refuses with "MERGE_HEAD exists". With nothing staged or changed there is
   * nothing in that merge to keep, so it is aborted; a merge with changes is left for a person.
   */
  private async clearAbandonedMerge(): Promise<void> {
    if (!(await this.git.query(['rev-parse', '--quiet', '--verify', 'MERGE_HEAD']))) return;
    const status = await this.git.text(['status', '--porcelain', '--untracked-files=no']);
    if (!status.trim()) await this.git.text(['merge', '--abort']);
  }

  /** The repository's common git folder (shared by its worktrees), found once. */
  private async conversationDir(): Promise<string> {
    if (this.gitDir === null) {
      this.gitDir = resolve(this.root, (await this.git.text(['rev-parse', '--git-common-dir'])).trim());
    }
    return this.gitDir;
  }
}
