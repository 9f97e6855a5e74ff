/**
 * The contract every forge passes: the steps an executor performs on a pull request, with their exact
 * outcomes. It runs twice, on real parts: the GitHub forge against the local GitHub (which refuses any
 * request GitHub's OpenAPI description does not allow, backed by a real git repository), and the local
 * forge on a real temporary git repository, where a pull request is a branch.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DecisionLogEntry } from '../../actions/lib/archive/records.js';
import { decisionLogPath } from '../../actions/lib/archive/decisions-log.js';
import type { Check, Forge } from '../../actions/lib/forge/forge.js';
import { GitHubForge } from '../../actions/lib/forge/github/github-forge.js';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { conversationPath } from '../../actions/lib/forge/local/conversation.js';
import { BOT_EMAIL, BOT_NAME, LocalForge } from '../../actions/lib/forge/local/local-forge.js';
import { planStickyComment, stickyBody } from '../../actions/lib/github/sticky-comment.js';
import { CAST, startFakeGitHub, TOKENS, type FakeGitHub } from '../helpers/github-server.js';
import { addBranch, createRepo } from '../intake/git-fixture.js';

/** A forge with what the contract needs around it: pull requests to act on, and eyes on the repository. */
interface Harness<Pull extends string | number> {
  forge: Forge<Pull>;
  /** Who the forge's own comments are by. */
  bot: string;
  /** Opens a pull request whose one commit adds `files` on top of the base. */
  open(files: Record<string, string>): Promise<{ pull: Pull; head: string }>;
  /** Pushes one more commit to the pull request; returns its new head. */
  push(pull: Pull, files: Record<string, string>): Promise<string>;
  state(pull: Pull): Promise<'open' | 'closed' | 'merged'>;
  /** The checks published for the pull request: what a reader of the forge sees of each. */
  checks(
    pull: Pull,
  ): Promise<{ name: string; head_sha: string; conclusion: string; title: string; annotations: number }[]>;
  /** The base repository's git, for what is merged. */
  git(args: string[]): string;
  /** The forge's own words when a head moved since it was analysed. */
  headMoved(pull: Pull, analysed: string): { message: string; hint: string };
  cleanup(): Promise<void>;
}

async function gitHubHarness(): Promise<Harness<number>> {
  const dir = await mkdtemp(join(tmpdir(), 'dirhub-forge-gh-'));
  const gh: FakeGitHub = await startFakeGitHub(join(dir, 'repo'));
  const forge = new GitHubForge(
    createOctokit({
      token: TOKENS.bot,
      baseUrl: gh.url,
      // The client retries as it does in the product, with waits 100 times shorter.
      retryAfterBaseMs: 10,
      writeSpacingMs: 0,
    }),
    {
      owner: gh.owner,
      repo: gh.repo,
    },
  );
  return {
    forge,
    bot: CAST.bot.login,
    async open(files) {
      const pr = gh.openPullRequest({ author: CAST.contributor.login, files });
      return { pull: pr.number, head: pr.head_sha };
    },
    async push(pull, files) {
      return gh.pushToPullRequest(pull, files);
    },
    async state(pull) {
      const pr = gh.pull(pull);
      return pr.merged ? 'merged' : pr.state;
    },
    async checks(pull) {
      const head = gh.pull(pull).head_sha;
      return gh.checkRuns
        .filter((r) => r.head_sha === head)
        .map((r) => ({
          name: r.name,
          head_sha: r.head_sha,
          conclusion: r.conclusion ?? '',
          title: r.output.title ?? '',
          summary: r.output.summary ?? '',
          annotations: r.output.annotations.length,
        }));
    },
    git: (args) => gh.git(args),
    headMoved: () => ({
      message: 'Head branch was modified. Review and try the merge request again.',
      hint: 'The new head is analysed and decided by its own run.',
    }),
    async cleanup() {
      expect(gh.responseProblems).toEqual([]);
      await gh.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function localHarness(): Promise<Harness<string> & { local: LocalForge; root: string }> {
  const repo = await createRepo();
  const forge = new LocalForge(repo.root);
  let opened = 0;
  const git = (args: string[]) => execFileSync('git', args, { cwd: repo.root, encoding: 'utf8' }).trim();
  return {
    forge,
    local: forge,
    root: repo.root,
    bot: BOT_NAME,
    async open(files) {
      const pull = `upload/contract-${++opened}`;
      return { pull, head: await addBranch(repo.git, repo.root, pull, files) };
    },
    async push(pull, files) {
      await repo.git.raw(['switch', '--quiet', pull]);
      for (const [path, content] of Object.entries(files)) await writeFile(join(repo.root, path), content);
      await repo.git.raw(['add', '--', ...Object.keys(files)]);
      await repo.git.raw(['commit', '--quiet', '-m', 'Update the upload']);
      await repo.git.raw(['switch', '--quiet', 'main']);
      return git(['rev-parse', pull]);
    },
    async state(pull) {
      const head = await forge.head(pull);
      if (!head) return 'closed';
      let merged = true;
      try {
        git(['merge-base', '--is-ancestor', head, 'main']);
      } catch {
        merged = false;
      }
      return merged ? 'merged' : 'open';
    },
    async checks(pull) {
      return (await forge.listChecks(pull)).map((c) => ({
        name: c.name,
        head_sha: c.head_sha,
        conclusion: c.conclusion,
        title: c.output.title,
        summary: c.output.summary,
        annotations: c.annotations.length,
      }));
    },
    git,
    headMoved: (pull, analysed) => ({
      message: `Branch "${pull}" moved since it was analysed (${analysed.slice(0, 12)}).`,
      hint: 'Run the intake again to decide its new state.',
    }),
    cleanup: repo.cleanup,
  };
}

const UPLOAD = { 'uploads/order.pdf': '%PDF-1.4 order\n', 'uploads/order.json': '{"title":"Order"}\n' };

function annotations(n: number): Check['annotations'] {
  return Array.from({ length: n }, (_, i) => ({
    path: 'uploads/order.json',
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'failure' as const,
    title: `metadata.title.too_short (${i + 1})`,
    message: 'The title is too short.',
  }));
}

function describeForgeContract<Pull extends string | number>(name: string, make: () => Promise<Harness<Pull>>) {
  describe(`the ${name} forge`, () => {
    let h: Harness<Pull>;
    beforeEach(async () => {
      h = await make();
    });
    afterEach(async () => {
      await h.cleanup();
    });

    it('opens a pull request from a new branch holding the edits, leaves the base alone, and refuses a branch that exists', async () => {
      const base = h.git(['rev-parse', 'main']);
      const [removed, ...kept] = h.git(['ls-tree', '-r', '--name-only', 'main']).split('\n');
      const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0a, 0x00, 0xff, 0xfe]);
      const proposal = {
        branch: 'upload/up_0123456789abcdef',
        edits: [
          { path: 'uploads/order.pdf', bytes: pdf },
          { path: 'uploads/order.json', bytes: '{"title":"Order"}\n' },
          { path: removed!, remove: true as const },
        ],
        message: 'Upload: Order\n\nSubmitted through dirhub serve (up_0123456789abcdef).\n',
        author: { name: 'alice', email: 'alice@users.dirhub.invalid' },
        title: 'Upload: Order',
        body: 'Submitted through the archive API.',
      };
      const opened = await h.forge.openPullRequest(proposal);
      if (!opened.opened) throw new Error(opened.refusal.message);
      const { pull, head } = opened;
      expect(h.git(['log', '-1', '--format=%P', head])).toBe(base);
      expect(h.git(['log', '-1', '--format=%an <%ae>%n%B', head])).toBe(
        'alice <alice@users.dirhub.invalid>\nUpload: Order\n\nSubmitted through dirhub serve (up_0123456789abcdef).',
      );
      expect(h.git(['ls-tree', '-r', '--name-only', head]).split('\n').sort()).toEqual(
        [...kept, 'uploads/order.json', 'uploads/order.pdf'].sort(),
      );
      expect(h.git(['cat-file', '-s', `${head}:uploads/order.pdf`])).toBe(String(pdf.byteLength));
      expect(h.git(['rev-parse', 'main'])).toBe(base);
      expect(await h.state(pull)).toBe('open');

      const again = await h.forge.openPullRequest({
        ...proposal,
        edits: [{ path: 'uploads/other.json', bytes: '{}' }],
      });
      expect(again).toEqual({
        opened: false,
        refusal: {
          code: 'forge.branch_exists',
          message: expect.stringContaining('Branch "upload/up_0123456789abcdef" exists already'),
          hint: expect.any(String),
          severity: 'error',
        },
      });
      // The pull request opened is one the executors can act on: it merges pinned to its head.
      const outcome = await h.forge.merge(pull, { head, title: 'Merge upload', message: '' });
      expect(outcome).toEqual({ merged: true, commit: h.git(['rev-parse', 'main']) });
      expect(h.git(['show', 'main:uploads/order.json'])).toBe('{"title":"Order"}');
    });

    it('merges a pull request pinned to its analysed head, and answers with the merge commit', async () => {
      const { pull, head } = await h.open(UPLOAD);
      const base = h.git(['rev-parse', 'main']);
      const outcome = await h.forge.merge(pull, {
        head,
        title: "Merge upload branch 'order' (1 accepted)",
        message: '- up_0123 accepted\n\nUpload-Id: up_0123',
      });
      const merge = h.git(['rev-parse', 'main']);
      expect(outcome).toEqual({ merged: true, commit: merge });
      expect(h.git(['log', '-1', '--format=%P', merge])).toBe(`${base} ${head}`);
      expect(h.git(['log', '-1', '--format=%B', merge])).toBe(
        "Merge upload branch 'order' (1 accepted)\n\n- up_0123 accepted\n\nUpload-Id: up_0123",
      );
      expect(h.git(['show', `${merge}:uploads/order.json`])).toBe('{"title":"Order"}');
      expect(await h.state(pull)).toBe('merged');
    });

    it('refuses, as a value, to merge a head that moved since it was analysed, and merges nothing', async () => {
      const { pull, head } = await h.open(UPLOAD);
      await h.push(pull, { 'uploads/order.json': '{"title":"Order, changed after the analysis"}\n' });
      const base = h.git(['rev-parse', 'main']);
      const outcome = await h.forge.merge(pull, { head, title: 'Merge', message: '' });
      expect(outcome).toEqual({
        merged: false,
        refusal: { code: 'forge.head_moved', ...h.headMoved(pull, head), severity: 'error' },
      });
      expect(h.git(['rev-parse', 'main'])).toBe(base);
      expect(await h.state(pull)).toBe('open');
    });

    it('closes a pull request without merging it', async () => {
      const { pull } = await h.open(UPLOAD);
      const base = h.git(['rev-parse', 'main']);
      await h.forge.close(pull);
      expect(await h.state(pull)).toBe('closed');
      expect(h.git(['rev-parse', 'main'])).toBe(base);
    });

    it('keeps one sticky comment: creates it, then updates the same comment in place', async () => {
      const { pull } = await h.open(UPLOAD);
      expect(await h.forge.listComments(pull)).toEqual([]);
      const first = planStickyComment([], h.bot, '## dirhub — ⏳ Accepted: merging…');
      expect(first.kind).toBe('create');
      const id = await h.forge.createComment(pull, first.kind === 'create' ? first.body : '');
      expect(await h.forge.listComments(pull)).toEqual([
        { id, body: stickyBody('## dirhub — ⏳ Accepted: merging…'), author: h.bot, author_type: 'Bot' },
      ]);
      const second = planStickyComment(
        await h.forge.listComments(pull),
        h.bot,
        '## dirhub — ✅ Accepted: this pull request is merged',
      );
      expect(second).toEqual({
        kind: 'update',
        comment_id: id,
        body: stickyBody('## dirhub — ✅ Accepted: this pull request is merged'),
      });
      await h.forge.updateComment(pull, id, second.kind === 'update' ? second.body : '');
      const now = await h.forge.listComments(pull);
      expect(now).toEqual([
        {
          id,
          body: stickyBody('## dirhub — ✅ Accepted: this pull request is merged'),
          author: h.bot,
          author_type: 'Bot',
        },
      ]);
      expect(planStickyComment(now, h.bot, '## dirhub — ✅ Accepted: this pull request is merged')).toEqual({
        kind: 'none',
        comment_id: id,
      });
      await expect(h.forge.updateComment(pull, id + 1_000_000, 'not there')).rejects.toThrow();
      expect(await h.forge.listComments(pull)).toEqual(now);
    });

    it('adds labels once each and removes them; removing one it does not have fails', async () => {
      const { pull } = await h.open(UPLOAD);
      await h.forge.addLabels(pull, ['dirhub:rejected', 'problem:metadata']);
      await h.forge.addLabels(pull, ['problem:metadata', 'problem:relevance']);
      await h.forge.addLabels(pull, []);
      expect((await h.forge.listLabels(pull)).sort()).toEqual([
        'dirhub:rejected',
        'problem:metadata',
        'problem:relevance',
      ]);
      await h.forge.removeLabel(pull, 'dirhub:rejected');
      expect((await h.forge.listLabels(pull)).sort()).toEqual(['problem:metadata', 'problem:relevance']);
      await expect(h.forge.removeLabel(pull, 'dirhub:accepted')).rejects.toThrow();
      expect((await h.forge.listLabels(pull)).sort()).toEqual(['problem:metadata', 'problem:relevance']);
    });

    it('publishes a finished check on the analysed head, with every annotation', async () => {
      const { pull, head } = await h.open(UPLOAD);
      const check: Check = {
        name: 'dirhub intake',
        head_sha: head,
        conclusion: 'failure',
        output: { title: 'Not accepted: this pull request is closed (1 upload)', summary: 'The title is too short.' },
        annotations: annotations(51),
      };
      const id = await h.forge.publishCheck(pull, check);
      expect(Number.isInteger(id)).toBe(true);
      expect(await h.checks(pull)).toEqual([
        {
          name: 'dirhub intake',
          head_sha: head,
          conclusion: 'failure',
          title: 'Not accepted: this pull request is closed (1 upload)',
          summary: 'The title is too short.',
          annotations: 51,
        },
      ]);
    });
  });
}

describeForgeContract('GitHub', gitHubHarness);
describeForgeContract('local', localHarness);

describe('the local forge alone', () => {
  let h: Awaited<ReturnType<typeof localHarness>>;
  beforeEach(async () => {
    h = await localHarness();
  });
  afterEach(async () => {
    await h.cleanup();
  });

  const NOW = '2026-11-21T10:00:00.000Z';
  function entry(uploadId: string, commit: string): DecisionLogEntry {
    return {
      upload_id: uploadId,
      state: 'rejected',
      decided_at: NOW,
      file: { name: 'order.pdf', sha256: 'a'.repeat(64), bytes: 15 },
      metadata_sha256: 'b'.repeat(64),
      title: 'Order',
      relevance: 0.2,
      threshold: 0.7,
      reasons: [],
      duplicates: [],
      document_id: null,
      submitted_via: { kind: 'branch', ref: 'upload/contract-1' },
      submitted_by: null,
      commit,
      pipeline_version: '0.1.0',
    };
  }

  it('records a decision as a commit of the decisions log on the base, by the bot, once', async () => {
    const { head } = await h.open(UPLOAD);
    const log = { path: decisionLogPath(NOW), entries: [entry('up_00000000000000aa', head)] };
    const commit = await h.local.recordDecision(log, "Record decision: close branch 'upload/contract-1'");
    expect(commit).toBe(h.git(['rev-parse', 'main']));
    expect(h.git(['log', '-1', '--format=%an <%ae>%n%B', commit!])).toBe(
      `${BOT_NAME} <${BOT_EMAIL}>\nRecord decision: close branch 'upload/contract-1'`,
    );
    expect(h.git(['show', '--name-only', '--format=', commit!])).toBe('archive/decisions/2026-11.jsonl');
    const lines = (await readFile(join(h.root, 'archive/decisions/2026-11.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as DecisionLogEntry)).toEqual(log.entries);
    // The same decision again changes nothing.
    expect(await h.local.recordDecision(log, 'Again')).toBeNull();
    expect(h.git(['rev-parse', 'main'])).toBe(commit);
  });

  it('keeps comments, labels and checks in the git folder, never in the work tree, and past the close', async () => {
    const { pull, head } = await h.open(UPLOAD);
    await h.forge.createComment(pull, 'Rejected.');
    await h.forge.addLabels(pull, ['dirhub:rejected']);
    await h.forge.publishCheck(pull, {
      name: 'dirhub intake',
      head_sha: head,
      conclusion: 'failure',
      output: { title: 'Not accepted', summary: '' },
      annotations: [],
    });
    await h.forge.close(pull);
    expect(h.git(['status', '--porcelain'])).toBe('');
    expect(existsSync(conversationPath(join(h.root, '.git'), pull))).toBe(true);
    expect(JSON.parse(await readFile(conversationPath(join(h.root, '.git'), pull), 'utf8'))).toEqual({
      branch: pull,
      next_id: 3,
      comments: [{ id: 1, body: 'Rejected.', author: BOT_NAME, author_type: 'Bot' }],
      labels: ['dirhub:rejected'],
      checks: [
        {
          id: 2,
          name: 'dirhub intake',
          head_sha: head,
          conclusion: 'failure',
          output: { title: 'Not accepted', summary: '' },
          annotations: [],
        },
      ],
    });
    expect(await h.forge.listLabels(pull)).toEqual(['dirhub:rejected']);
  });

  it('closes only the head it was told, and never the base', async () => {
    const { pull, head } = await h.open(UPLOAD);
    const moved = await h.push(pull, { 'uploads/order.json': '{"title":"Changed"}\n' });
    await expect(h.local.close(pull, head)).rejects.toThrow();
    expect(await h.local.head(pull)).toBe(moved);
    await expect(h.local.close('main')).rejects.toThrow('Refusing to close the base branch main.');
    await h.local.close(pull, moved);
    expect(await h.local.head(pull)).toBeNull();
  });

  it('refuses to merge when the base is not checked out', async () => {
    const { pull, head } = await h.open(UPLOAD);
    h.git(['switch', '--quiet', '--detach', 'main']);
    const outcome = await h.forge.merge(pull, { head, title: 'Merge', message: '' });
    expect(outcome).toEqual({
      merged: false,
      refusal: {
        code: 'forge.merge_refused',
        message: `Merging "${pull}" needs main checked out, but a detached HEAD is.`,
        hint: 'Switch to it first: git switch main',
        severity: 'error',
      },
    });
  });
});
