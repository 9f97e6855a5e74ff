/**
 * Discovery against a server on loopback that replays CourtListener's, the Internet Archive's and a
 * feed's documented answers (fixtures/SOURCES.md), a web page with its robots.txt, and a folder: real
 * PDFs made by the project's own generator, real git, and the real intake deciding the branches opened.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { readDiscoveryConfig } from '../../actions/lib/discovery/config.js';
import { Http } from '../../actions/lib/discovery/http.js';
import { runDiscovery, type DiscoveryRun } from '../../actions/lib/discovery/run.js';
import { gatherKnown, localStateStore } from '../../actions/lib/discovery/state-store.js';
import { LocalForge } from '../../actions/lib/forge/local/local-forge.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { runIntake } from '../../actions/lib/intake/run.js';
import { UPLOADS_DIR } from '../../actions/lib/archive/layout.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import {
  APPELLATE_OPINION,
  DOCKETING_NOTICE,
  ORDER_ON_MOTION_TO_DISMISS,
  SCHEDULING_ORDER,
} from '../../scripts/demo/filings.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { createRepo } from '../intake/git-fixture.js';
import { ReplayServer } from './replay-server.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixture = (name: string, base: string) => readFileSync(join(FIXTURES, name), 'utf8').replaceAll('{{base}}', base);
const PROJECT_CONFIG = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'dirhub.config.json'), 'utf8'),
) as Partial<DirhubConfig>;
const USER_AGENT = 'dirhub/test (+https://github.com/example-org/example-archive; archive: US Federal Court Records)';

let server: ReplayServer;
let repo: Awaited<ReturnType<typeof createRepo>>;
let pdfs: { order: Uint8Array; opinion: Uint8Array; scheduling: Uint8Array; page: Uint8Array };

beforeEach(async () => {
  server = new ReplayServer();
  await server.start();
  repo = await createRepo();
  pdfs = {
    order: await textToPdf(ORDER_ON_MOTION_TO_DISMISS.text, { title: ORDER_ON_MOTION_TO_DISMISS.title }),
    opinion: await textToPdf(APPELLATE_OPINION.text, { title: APPELLATE_OPINION.title }),
    scheduling: await textToPdf(SCHEDULING_ORDER.text, { title: SCHEDULING_ORDER.title }),
    page: await textToPdf(DOCKETING_NOTICE.text, { title: DOCKETING_NOTICE.title }),
  };
  const base = server.url;
  // CourtListener's API, answered from its documented examples.
  server.route('/api/rest/v4/dockets/4214664/', { body: fixture('courtlistener-docket-4214664.json', base) });
  server.route('/api/rest/v4/courts/dcd/', { body: fixture('courtlistener-court-dcd.json', base) });
  server.route('/api/rest/v4/search/', (req) => ({
    body: fixture(
      req.url!.includes('cursor=') ? 'courtlistener-search-rd-page2.json' : 'courtlistener-search-rd-page1.json',
      base,
    ),
  }));
  // The Internet Archive: a download answers with a redirect to a data node, as archive.org does.
  const ia = '/download/gov.uscourts.dcd.178502/gov.uscourts.dcd.178502';
  for (const [doc, bytes] of [
    ['1.0', pdfs.order],
    ['1.1', pdfs.scheduling],
    ['24.0', pdfs.opinion],
  ] as const) {
    server.route(`${ia}.${doc}.pdf`, { status: 302, headers: { location: `${base}/ia800100/items${ia}.${doc}.pdf` } });
    server.route(`/ia800100/items${ia}.${doc}.pdf`, { headers: { 'content-type': 'application/pdf' }, body: bytes });
  }
  // A feed (the arXiv API's Atom), with the validators a conditional request sends back.
  server.route('/feed.atom', (req) =>
    req.headers['if-none-match'] === '"feed-1"'
      ? { status: 304 }
      : {
          headers: { etag: '"feed-1"', 'content-type': 'application/atom+xml' },
          body: fixture('arxiv-atom-feed.xml', base),
        },
  );
  server.route('/pdf/hep-ex/0307015v1', {
    headers: { 'content-type': 'application/pdf' },
    body: await textToPdf(
      'Multi-Electron Production at High Transverse Momenta in ep Collisions at HERA. H1 Collaboration.',
    ),
  });
  server.route('/pdf/0710.5765v1', { status: 404, body: 'Not Found' });
  // A court's page of opinions, and its robots.txt.
  server.route('/robots.txt', { body: fixture('robots.txt', base) });
  server.route('/opinions/', {
    headers: { 'content-type': 'text/html' },
    body: fixture('court-opinions-page.html', base),
  });
  server.route('/opinions/19-1234.pdf', { body: pdfs.page });
  server.route('/private/19-9999.pdf', { body: pdfs.opinion });
});

afterEach(async () => {
  await server.stop();
  await repo.cleanup();
});

function config(sources: unknown[]): DirhubConfig {
  return mergeConfig({
    ...PROJECT_CONFIG,
    discovery: { sources, contact: 'https://github.com/example-org/example-archive' },
  });
}

const courtListener = () => ({
  name: 'nvlsp',
  kind: 'courtlistener',
  docket: 4214664,
  api: `${server.url}/api/rest/v4/`,
  mirror: `${server.url}/download/`,
  token_env: 'CL_TOKEN',
});

async function discover(
  cfg: DirhubConfig,
  options: { dryRun?: boolean; env?: Record<string, string> } = {},
): Promise<DiscoveryRun> {
  const read = readDiscoveryConfig(cfg.discovery);
  if (!read.ok) throw new Error(read.problems.map((p) => p.message).join('\n'));
  const store = localStateStore(repo.root);
  const stored = await store.load();
  if (!stored.read.ok) throw new Error(stored.read.problem.message);
  const http = new Http({ userAgent: USER_AGENT, spacingMs: 0, backoffMs: 20, maxRetryAfterS: 2, timeoutMs: 2000 });
  const forge = new LocalForge(repo.root);
  try {
    const run = await runDiscovery({
      root: repo.root,
      sources: read.config.sources,
      budget: read.config.per_run,
      maxFileBytes: cfg.limits.max_file_bytes,
      uploadsDir: UPLOADS_DIR,
      state: stored.read.state,
      known: await gatherKnown(repo.root),
      http,
      open: async (proposal, labels) => {
        const opened = await forge.openPullRequest(proposal);
        if (opened.opened) await forge.addLabels(opened.pull, labels);
        return opened;
      },
      force: true,
      dryRun: options.dryRun ?? false,
      now: () => new Date(),
      env: { CL_TOKEN: 'test-token', ...options.env },
    });
    if (!run.dry_run) await store.save(run.state, stored.commit, 'Discovery run');
    return run;
  } finally {
    await http.close();
  }
}

async function intake(cfg: DirhubConfig) {
  await writeFile(join(repo.root, 'dirhub.config.json'), JSON.stringify(cfg));
  await repo.git.raw(['add', 'dirhub.config.json']);
  await repo.git.raw(['commit', '--quiet', '-m', 'Configure the archive']);
  return runIntake({ root: repo.root, config: cfg, analyzer: (upload, ctx) => analyzeUpload(upload, ctx) });
}

describe('dirhub discover', () => {
  it('opens one pull request per new document of each source, which the intake decides; a second run opens none', async () => {
    const inbox = join(repo.root, '..', `${repo.root.split('/').pop()}-inbox`);
    await mkdir(inbox, { recursive: true });
    await writeFile(join(inbox, 'clerk-letter.pdf'), pdfs.scheduling);
    const cfg = config([
      courtListener(),
      { name: 'arxiv', kind: 'feed', url: `${server.url}/feed.atom`, defaults: { source: 'arXiv' } },
      {
        name: 'opinions',
        kind: 'page',
        url: `${server.url}/opinions/`,
        defaults: { source: 'Court of Appeals', source_type: 'court' },
      },
      { name: 'inbox', kind: 'folder', path: inbox, defaults: { source: "Clerk's office", source_type: 'court' } },
    ]);

    // The dry run lists what each source would bring, and fetches no document.
    const dry = await discover(cfg, { dryRun: true });
    expect(Object.fromEntries(dry.sources.map((s) => [s.name, s.would_fetch.length]))).toEqual({
      nvlsp: 3,
      arxiv: 2,
      opinions: 2,
      inbox: 1,
    });
    expect(server.count('/ia800100/items/download/gov.uscourts.dcd.178502/gov.uscourts.dcd.178502.1.0.pdf')).toBe(0);
    expect((await repo.git.raw(['branch', '--list', 'discover/*'])).trim()).toBe('');

    const first = await discover(cfg);
    const by = Object.fromEntries(first.sources.map((s) => [s.name, s]));
    expect(by.nvlsp!.opened.map((o) => o.title)).toEqual([
      'NATIONAL VETERANS LEGAL SERVICES PROGRAM v. United States: Complaint',
      'NATIONAL VETERANS LEGAL SERVICES PROGRAM v. United States: Civil Cover Sheet',
      'NATIONAL VETERANS LEGAL SERVICES PROGRAM v. United States: Order on Motion to Dismiss',
    ]);
    // The vanished arXiv PDF is noted, the robots.txt-disallowed link is refused, not fetched.
    expect(by.arxiv!.opened).toHaveLength(1);
    expect(by.arxiv!.noted.map((n) => [n.outcome, n.problem.code])).toEqual([
      ['vanished', 'discovery.document_vanished'],
    ]);
    expect(by.opinions!.opened.map((o) => o.title)).toEqual(['Harlow v. Northfield Grain Cooperative']);
    expect(by.opinions!.noted.map((n) => n.problem.code)).toEqual(['discovery.robots_disallowed']);
    expect(server.count('/private/19-9999.pdf')).toBe(0);
    // The folder's document is the same file as one of CourtListener's: known by its sha256.
    expect(by.inbox!.known.map((k) => k.reason)).toEqual([expect.stringContaining('the same file')]);
    // Every request named the archive.
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(new Set([USER_AGENT]));
    expect(
      server.requests
        .filter((r) => r.path.startsWith('/api/'))
        .every((r) => r.headers.authorization === 'Token test-token'),
    ).toBe(true);

    // The metadata comes from the source, and passes the upload schema.
    const branch = by.nvlsp!.opened[2]!.branch;
    const files = (await repo.git.raw(['ls-tree', '-r', '--name-only', branch, UPLOADS_DIR])).trim().split('\n');
    const meta = JSON.parse(await repo.git.raw(['show', `${branch}:${files.find((f) => f.endsWith('.json'))}`]));
    expect(meta).toMatchObject({
      date: '2016-12-05',
      source: 'District Court, District of Columbia',
      source_type: 'court',
      case_number: '1:16-cv-00745',
      docket_entry: 24,
      source_url: `${server.url}/download/gov.uscourts.dcd.178502/gov.uscourts.dcd.178502.24.0.pdf`,
    });
    expect(await new LocalForge(repo.root).listLabels(branch)).toEqual(['source:nvlsp']);

    // The real intake decides every branch discovery opened.
    const decided = await intake(cfg);
    expect(decided.outcomes.map((o) => o.branch).sort()).toEqual(
      [...by.nvlsp!.opened, ...by.arxiv!.opened, ...by.opinions!.opened].map((o) => o.branch).sort(),
    );
    const action = (b: string) => decided.outcomes.find((o) => o.branch === b)?.plan?.action;
    expect(action(by.nvlsp!.opened[0]!.branch)).toBe('merge');
    expect(action(by.arxiv!.opened[0]!.branch)).toBe('close');

    // A second run opens nothing: cursors, the state's memory and the archive's own records agree.
    const requestsBefore = server.requests.length;
    const second = await discover(cfg);
    expect(second.sources.flatMap((s) => s.opened)).toEqual([]);
    expect(second.sources.every((s) => s.status === 'ok')).toBe(true);
    // The unchanged feed costs a 304; no document is downloaded again.
    expect(server.requests.slice(requestsBefore).some((r) => r.path.includes('/ia800100/'))).toBe(false);
    expect(
      server.requests.slice(requestsBefore).filter((r) => r.path === '/feed.atom')[0]?.headers['if-none-match'],
    ).toBe('"feed-1"');
  }, 240_000);

  it('reports a failing source and still runs the others, keeps its cursor, and retries what may pass', async () => {
    const cfg = config([
      courtListener(),
      { name: 'arxiv', kind: 'feed', url: `${server.url}/feed.atom` },
      { name: 'opinions', kind: 'page', url: `${server.url}/opinions/`, defaults: { source: 'Court of Appeals' } },
    ]);
    // CourtListener asks us to wait a second (honoured), then answers; the feed's host is down;
    // the opinion's PDF arrives cut short once.
    server.fault('/api/rest/v4/dockets/4214664/', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: '{"detail":"Request was throttled."}',
    });
    server.fault('/feed.atom', { status: 500, body: 'Internal Server Error' }, 4);
    server.fault('/opinions/19-1234.pdf', 'truncate');
    const first = await discover(cfg);
    const by = Object.fromEntries(first.sources.map((s) => [s.name, s]));
    expect(by.nvlsp!.status).toBe('ok');
    expect(by.nvlsp!.opened).toHaveLength(3);
    expect(server.count('/api/rest/v4/dockets/4214664/')).toBe(2);
    expect(by.arxiv!.status).toBe('failed');
    expect(by.arxiv!.problem?.code).toBe('discovery.source_error');
    expect(by.opinions!.retry.map((r) => r.problem.code)).toEqual(['discovery.document_truncated']);
    expect(first.state.sources.arxiv).toMatchObject({ failures: 1, cursor: {} });
    expect(first.state.sources.opinions!.pending).toHaveLength(1);

    // A host that asks for longer than we wait is left for the next run, reported as rate limited.
    server.fault('/api/rest/v4/search/', { status: 429, headers: { 'retry-after': '3600' } });
    const second = await discover(cfg);
    const again = Object.fromEntries(second.sources.map((s) => [s.name, s]));
    expect(again.nvlsp!.problem?.code).toBe('discovery.rate_limited');
    // Every source here is on the one loopback host, which asked to be left alone: none asks it again this run.
    expect(server.count('/feed.atom')).toBe(4);
    expect(again.arxiv!.problem?.code).toBe('discovery.rate_limited');
    expect(second.state.sources.arxiv!.failures).toBe(2);
    expect(again.opinions!.opened).toEqual([]);
    expect(second.state.sources.nvlsp!.failures).toBe(1);
  }, 120_000);

  it('says so when a source changes the shape of its answers, and keeps its cursor', async () => {
    server.route('/api/rest/v4/search/', {
      body: JSON.stringify({ count: 1, next: null, previous: null, results: [{ id: 4225661, docketId: 4214664 }] }),
    });
    const run = await discover(config([courtListener()]));
    expect(run.sources[0]!.problem?.code).toBe('discovery.format_changed');
    expect(run.sources[0]!.problem?.message).toContain('a result without its id or docket_id');
    expect(run.state.sources.nvlsp!.cursor).toEqual({});
    // Without the token the source says which secret to set.
    const noToken = await discover(config([{ ...courtListener(), token_env: 'NO_SUCH_TOKEN' }]));
    expect(noToken.sources[0]!.problem?.code).toBe('discovery.token_missing');
  }, 60_000);

  it('refuses a configuration with a mistake, naming the source and field', () => {
    const read = readDiscoveryConfig({
      sources: [
        { name: 'Bad Name', kind: 'feed' },
        { name: 'x', kind: 'page', url: 'ftp://a' },
      ],
    });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.map((p) => p.message).join('\n')).toMatch(/discovery\.sources\[0\]\.name/);
  });
});
