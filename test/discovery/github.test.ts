/**
 * `dirhub discover --github`, as the discover workflow runs it, against the local GitHub (which holds
 * every request to GitHub's OpenAPI description and an App token to the permissions each endpoint needs):
 * the App's token with exactly the permissions discover.yml asks for opens one labelled pull request per
 * document and writes the cursors to the state branch; a second run opens none and moves the branch by a
 * fast-forward; two runs that raced cannot both save. The sources: a feed on a server on loopback that
 * replays the arXiv API's Atom answer (fixtures/SOURCES.md), and a consumption folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createOctokit } from '../../actions/lib/forge/github/octokit.js';
import { gitHubStateStore } from '../../actions/lib/discovery/state-store.js';
import { DISCOVERY_BRANCH, STATE_FILE, parseState } from '../../actions/lib/discovery/state.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { CAST, FakeGitHub } from '../helpers/github-server.js';
import type { RepositoryPermissions } from '../helpers/github/permissions.js';
import { runDirhub } from '../helpers/dirhub-process.js';
import { DIRHUB_BIN, PROJECT_ROOT } from '../helpers/paths.js';
import { ReplayServer } from './replay-server.js';

const APP_TOKEN = 'ghs_discover_installation_token';

/** The permissions discover.yml's create-github-app-token step narrows the App's token to. */
function workflowTokenPermissions(): RepositoryPermissions {
  const workflow = parse(readFileSync(join(PROJECT_ROOT, '.github', 'workflows', 'discover.yml'), 'utf8')) as {
    jobs: { discover: { steps: { uses?: string; with?: Record<string, string> }[] } };
  };
  const app = workflow.jobs.discover.steps.find((s) => s.uses?.startsWith('actions/create-github-app-token@'))!;
  return Object.fromEntries(
    Object.entries(app.with!)
      .filter(([k]) => k.startsWith('permission-'))
      .map(([k, v]) => [k.slice('permission-'.length), v]),
  ) as RepositoryPermissions;
}

let dir: string;
let gh: FakeGitHub;
let server: ReplayServer;
let checkout: string;

async function discover(...args: string[]) {
  return runDirhub(
    ['discover', '--repo', checkout, '--github', `${gh.owner}/${gh.repo}`, '--json', ...args],
    DIRHUB_BIN,
    {
      GITHUB_TOKEN: APP_TOKEN,
      GITHUB_API_URL: gh.url,
      DIRHUB_WRITE_SPACING_MS: '0',
    },
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dirhub-discover-github-'));
  server = new ReplayServer();
  await server.start();
  const feed = readFileSync(join(import.meta.dirname, 'fixtures', 'arxiv-atom-feed.xml'), 'utf8').replaceAll(
    '{{base}}',
    server.url,
  );
  server.route('/feed.atom', { headers: { etag: '"feed-1"', 'content-type': 'application/atom+xml' }, body: feed });
  server.route('/pdf/hep-ex/0307015v1', {
    body: await textToPdf('Multi-Electron Production at High Transverse Momenta.'),
  });
  server.route('/pdf/0710.5765v1', { body: await textToPdf('Frustrated Magnets. A review of the evidence.') });
  const inbox = join(dir, 'inbox');
  await mkdir(inbox);
  writeFileSync(join(inbox, 'order.pdf'), await textToPdf('ORDER. The motion to dismiss is denied. SO ORDERED.'));

  gh = new FakeGitHub({
    repoDir: join(dir, 'origin'),
    users: Object.values(CAST),
    tokens: {
      [APP_TOKEN]: { login: CAST.bot.login, access: 'write', kind: 'app', permissions: workflowTokenPermissions() },
    },
  });
  await gh.start();
  const config = {
    discovery: {
      contact: 'https://github.com/dirhub-org/archive',
      sources: [
        { name: 'arxiv', kind: 'feed', url: `${server.url}/feed.atom`, defaults: { source: 'arXiv' } },
        { name: 'inbox', kind: 'folder', path: inbox, defaults: { source: "Clerk's office", source_type: 'court' } },
      ],
    },
  };
  writeFileSync(join(gh.repoDir, 'dirhub.config.json'), JSON.stringify(config, null, 2));
  gh.git(['add', 'dirhub.config.json']);
  gh.git(['commit', '-q', '-m', 'Follow two sources']);
  // The workflow's checkout of the default branch.
  checkout = join(dir, 'checkout');
  execFileSync('git', ['clone', '-q', '--depth=1', `file://${gh.repoDir}`, checkout]);
}, 120_000);

afterAll(async () => {
  await gh.stop();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('dirhub discover --github', () => {
  it('opens a labelled pull request per document with the workflow token, and saves the cursors on their branch', async () => {
    expect(workflowTokenPermissions()).toEqual({ contents: 'write', 'pull-requests': 'write' });
    const run = await discover();
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { sources: { name: string; opened: { pull: number; branch: string }[] }[] };
    const opened = out.sources.flatMap((s) => s.opened.map((o) => ({ ...o, source: s.name })));
    expect(opened.map((o) => o.source)).toEqual(['arxiv', 'arxiv', 'inbox']);
    for (const o of opened) {
      const pull = gh.pull(o.pull);
      expect(pull).toMatchObject({ state: 'open', head_ref: o.branch, user: CAST.bot.login });
      expect(pull.labels).toEqual([`source:${o.source}`]);
      expect(o.branch).toMatch(new RegExp(`^discover/${o.source}/[0-9a-f]{16}$`));
      // Each adds its document and metadata under uploads/ and nothing else.
      expect(gh.git(['diff', '--name-only', 'main', o.branch]).split('\n')).toEqual([
        expect.stringMatching(/^uploads\/.*\.json$/),
        expect.stringMatching(/^uploads\/.*\.pdf$/),
      ]);
    }
    // The state branch holds the state alone, and main did not move.
    expect(gh.git(['ls-tree', '-r', '--name-only', DISCOVERY_BRANCH])).toBe(STATE_FILE);
    expect(gh.git(['log', '--format=%s', 'main'])).toBe('Follow two sources\nInitial commit');
    const state = parseState(gh.git(['show', `${DISCOVERY_BRANCH}:${STATE_FILE}`]), 'the test');
    expect(state.ok && state.state.sources.arxiv!.cursor).toEqual({ etag: '"feed-1"', last_modified: null });
    // Every request was one GitHub documents, and the token's permissions were enough for each; the one
    // 404 is the state branch asked for before the first run made it.
    expect(gh.requests.filter((r) => r.status >= 400).map((r) => `${r.operationId} ${r.status}`)).toEqual([
      'git/get-ref 404',
    ]);
    expect(gh.responseProblems).toEqual([]);
    expect(new Set(gh.requests.map((r) => r.token))).toEqual(new Set([APP_TOKEN]));
  }, 120_000);

  it('a second run opens none, and moves the state branch by a fast-forward', async () => {
    const pulls = gh.pulls.size;
    const before = gh.git(['rev-parse', DISCOVERY_BRANCH]);
    const requests = gh.requests.length;
    const run = await discover('--all');
    expect(run.code, run.stderr).toBe(0);
    expect(gh.pulls.size).toBe(pulls);
    const after = gh.git(['rev-parse', DISCOVERY_BRANCH]);
    expect(gh.git(['rev-parse', `${after}^`])).toBe(before);
    const writes = gh.requests.slice(requests).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.operationId} ${r.status}`)).toEqual([
      'POST git/create-blob 201',
      'POST git/create-tree 201',
      'POST git/create-commit 201',
      'PATCH git/update-ref 200',
    ]);
    expect(writes.at(-1)!.body).toEqual({ sha: after, force: false });
    // The unchanged feed was asked with its ETag.
    expect(server.requests.filter((r) => r.path === '/feed.atom').at(-1)!.headers['if-none-match']).toBe('"feed-1"');
  }, 120_000);

  it('of two runs that read the same state, only the first saves: the second is refused, not merged over it', async () => {
    const octokit = createOctokit({ token: APP_TOKEN, baseUrl: gh.url, writeSpacingMs: 0 });
    const store = gitHubStateStore(octokit, { owner: gh.owner, repo: gh.repo });
    const [a, b] = [await store.load(), await store.load()];
    expect(a.commit).toBe(b.commit);
    if (!a.read.ok || !b.read.ok) throw new Error('the state is unreadable');
    const saved = await store.save(a.read.state, a.commit, 'The first run');
    await expect(store.save(b.read.state, b.commit, 'The second run')).rejects.toThrow(
      /moved while this run worked \(another run saved first\); this run's cursors were not saved/,
    );
    expect(gh.git(['rev-parse', DISCOVERY_BRANCH])).toBe(saved);
    expect(gh.requests.at(-1)).toMatchObject({ operationId: 'git/update-ref', status: 422 });
  }, 60_000);
});
