/**
 * `dirhub serve` under load: latency (p50, p90, p99) and throughput of the read endpoints and search, at
 * 1,000 and 30,000 generated documents, with 20 and 100 concurrent connections (autocannon), plus the
 * time to build the search index from scratch and to start again on a built one, searches right after a
 * restart and during and right after commits, and the server's memory. The server runs as the CLI runs it, in a process of its own; autocannon runs in this one, on
 * the same machine. Sizes: DIRHUB_BENCH_SERVE_SIZES (default "1000,30000"); seconds per run:
 * DIRHUB_BENCH_SERVE_SECONDS (default 10); DIRHUB_BENCH_SERVE_DIR keeps the archives for a later run;
 * DIRHUB_BENCH_SERVE_THREADS sets `--search-threads` (default: the server's own, the machine's cores up to 4).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { documentDir, pageTextName } from '../../actions/lib/archive/layout.js';
import { listDocumentIds } from '../../actions/lib/archive/read.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import type { Benchmark } from './benchmark.js';
import { defaultSearchThreads } from '../serve/search-db/search-threads.js';

const run = promisify(execFile);
const DIRHUB_BIN = join(packageRoot(), 'scripts', 'bin', 'dirhub.js');
const CATEGORIES = ['legal', 'financial', 'investigation', 'government', 'correspondence'];

interface Server {
  child: ChildProcess;
  url: string;
  /** From spawn to listening (health checks answered). */
  listenMs: number;
  /** From spawn to answering from the archive (the address with its documents printed). */
  readyMs: number;
  stderr: string[];
  /** When each line of `stderr` came (performance.now()). */
  stderrAt: number[];
}

/** `--search-threads` when set; else the server's default. */
const SEARCH_THREADS = process.env.DIRHUB_BENCH_SERVE_THREADS;

/** `watchSeconds`: how often the server looks for a new commit (0: never). */
async function startServer(root: string, indexPath: string, watchSeconds = 0): Promise<Server> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      DIRHUB_BIN,
      'serve',
      '--archive',
      root,
      '--port',
      '0',
      '--read-only',
      '--rate-limit',
      '0',
      '--watch',
      String(watchSeconds),
      '--log-level',
      'error',
      '--index',
      indexPath,
      ...(SEARCH_THREADS === undefined ? [] : ['--search-threads', SEARCH_THREADS]),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stderr: string[] = [];
  const stderrAt: number[] = [];
  child.stderr!.on('data', (c: Buffer) => {
    for (const line of c.toString().split('\n').filter(Boolean)) {
      stderr.push(line);
      stderrAt.push(performance.now());
    }
  });
  let listenMs = 0;
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (!listenMs && /listening at/.test(out)) listenMs = performance.now() - started;
      const m = /(http:\/\/127\.0\.0\.1:\d+)\/api\/v1\//.exec(out);
      if (m) done(m[1]!);
    });
    child.on('exit', (code) => fail(new Error(`dirhub serve exited with ${code}:\n${stderr.join('\n')}`)));
  });
  return { child, url, listenMs, readyMs: performance.now() - started, stderr, stderrAt };
}

/** The server's last stderr line matching `pattern`, without its time stamp; '' when none. */
function logLine(server: Server, pattern: RegExp): string {
  const found = server.stderr.filter((line) => pattern.test(line));
  return (found[found.length - 1] ?? '').replace(/^\[[^\]]*\] /, '');
}

/**
 * Waits until the server logs that it serves `commit` (or `timeoutMs` pass): the line and when it came
 * (performance.now()); null when it did not.
 */
async function served(server: Server, commit: string, timeoutMs: number): Promise<{ line: string; at: number } | null> {
  const pattern = new RegExp(`archive at ${commit.slice(0, 12)}`);
  const started = performance.now();
  for (;;) {
    const i = server.stderr.findIndex((line) => pattern.test(line));
    if (i >= 0) return { line: server.stderr[i]!.replace(/^\[[^\]]*\] /, ''), at: server.stderrAt[i]! };
    if (performance.now() - started > timeoutMs) return null;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise((done) => server.child.on('exit', done));
  server.child.kill('SIGTERM');
  await exited;
}

/** Peak and current resident memory of a process, from /proc (Linux). */
function memoryOf(pid: number): { peak: number; now: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { peak: kb('VmHWM'), now: kb('VmRSS') };
  } catch {
    return null;
  }
}

interface Scenario {
  name: string;
  /** A new path per request. */
  path: () => string;
}

/**
 * The search answer cache holds 2,000 answers, first in first out. A search's size moves every 500
 * requests through five values: queries that come back after 500 requests or more (the query forms: 1,000
 * to 5,000) then come back as the same URL no sooner than 2,500 requests later, when the cache has let
 * them go. The word and pair searches come back after 3,000 requests or more on their own.
 */
function uncached(path: () => string): () => string {
  let k = 0;
  return () => `${path()}&size=${10 + (Math.floor(k++ / 500) % 5)}`;
}

function scenarios(ids: string[], words: string[]): Scenario[] {
  let n = 0;
  const pick = <T>(list: T[]) => list[n++ % list.length]!;
  const pages = Math.max(1, Math.floor(ids.length / 20));
  // Pairs of different words: far more distinct pairs than a run sends (the second word moves on by one
  // each round of the first), so no pair comes back within the answer cache's reach.
  const pair = () => {
    const i = n++;
    const round = Math.floor(i / words.length);
    return `${words[i % words.length]}%20${words[(i * 7 + 3 + round) % words.length]}`;
  };
  return [
    { name: 'list documents, a page', path: () => `/api/v1/documents?page=${1 + ((n++ * 7919) % pages)}&per_page=20` },
    {
      name: 'list documents, filtered',
      path: () => `/api/v1/documents?category=${pick(CATEGORIES)}&date_from=${2000 + (n % 20)}&per_page=20`,
    },
    { name: 'one document with its text', path: () => `/api/v1/documents/${ids[(n++ * 7919) % ids.length]}` },
    { name: 'characters, a page', path: () => `/api/v1/characters?page=1&per_page=20` },
    {
      name: 'search, one word, distinct queries',
      // Each round of the words asks for another of five pages: 3,000 requests before a URL comes back.
      path: uncached(() => {
        const i = n++;
        return `/api/v1/search?q=${words[i % words.length]}&from=${(Math.floor(i / words.length) % 5) * 10}`;
      }),
    },
    { name: 'search, two words, distinct queries', path: uncached(() => `/api/v1/search?q=${pair()}`) },
    {
      name: 'search, two words and a filter',
      path: uncached(() => `/api/v1/search?q=${pair()}&category=${pick(CATEGORIES)}`),
    },
    { name: 'search, the same query (answer cache)', path: () => `/api/v1/search?q=court` },
  ];
}

interface Figures {
  p50: number;
  p90: number;
  p99: number;
  /** The slowest answer: a stall that p99 hides (a few requests held for a second) shows here. */
  max: number;
  rps: number;
  requests: number;
  failures: number;
}

/** Waits until the server answers its health check quickly again: the last run's backlog is worked off. */
async function settle(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const started = performance.now();
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function figuresOf(result: autocannon.Result): Figures {
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function load(url: string, scenario: Scenario, connections: number, seconds: number): Promise<Figures> {
  await settle(url);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: scenario.path() }) }],
  });
  return figuresOf(result);
}

/** Loads the server from now until `until` settles and `lingerMs` more have passed. */
function loadUntil(
  url: string,
  scenario: Scenario,
  connections: number,
  until: Promise<unknown>,
  lingerMs: number,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: 3600,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: scenario.path() }) }],
      },
      (err, result) => (err ? reject(err as Error) : resolve(figuresOf(result))),
    );
    void until.finally(() => setTimeout(() => instance.stop(), lingerMs));
  });
}

function gitIn(root: string) {
  return (...args: string[]) =>
    run('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@dirhub.invalid', ...args], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    }).then((r) => r.stdout.trim());
}

/** Commits a correction to the first page's text of `count` documents spread over the archive; the new commit. */
async function commitCorrections(root: string, ids: string[], count: number, round: number): Promise<string> {
  const step = Math.floor(ids.length / count);
  for (let i = 0; i < count; i++) {
    const id = ids[(i * step + round) % ids.length]!;
    await appendFile(
      join(root, documentDir(id), pageTextName(1)),
      `\nCorrected on review ${round}: the clerk's notes on the hearing.\n`,
    );
  }
  const git = gitIn(root);
  await git('commit', '--quiet', '-am', `Correct the text of ${count} documents`);
  return git('rev-parse', 'HEAD');
}

async function archiveAt(dir: string, size: number, log: (line: string) => void): Promise<string> {
  const root = join(dir, `archive-${size}`);
  if (existsSync(join(root, '.git'))) {
    log(`reusing ${root}`);
    return root;
  }
  const { writeSyntheticArchive } = await import('../../test/helpers/archive-fixtures.js');
  await mkdir(root, { recursive: true });
  await writeSyntheticArchive(root, size, { log });
  const git = gitIn(root);
  log('committing the archive');
  await git('init', '--quiet', '--initial-branch=main');
  await git('add', '-A');
  await git('commit', '--quiet', '-m', 'Synthetic archive');
  return root;
}

export const bench: Benchmark = {
  name: 'serve',
  title: 'dirhub serve: the live API under load',
  async run(log) {
    const sizes = (process.env.DIRHUB_BENCH_SERVE_SIZES ?? '1000,30000').split(',').map(Number);
    const seconds = Number(process.env.DIRHUB_BENCH_SERVE_SECONDS ?? 10);
    const keep = process.env.DIRHUB_BENCH_SERVE_DIR;
    const dir = keep ?? (await mkdtemp(join(tmpdir(), 'dirhub-bench-serve-')));
    const { benchWords, QUERY_FORMS } = await import('../../test/helpers/archive-fixtures.js');
    const words = benchWords(600);
    const lines: string[] = [
      `The server runs as \`dirhub serve --read-only --rate-limit 0${SEARCH_THREADS === undefined ? '' : ` --search-threads ${SEARCH_THREADS}`}\` in a process of its own`,
      `(searches in ${SEARCH_THREADS ?? defaultSearchThreads()} search threads; 0: on the server's own thread); autocannon sends`,
      `GET requests for ${seconds} s per row from this process, on the same machine (so the two share its cores).`,
      'Every request asks for a different page, document or query (but the row named "answer cache"); a query',
      "asked again within the answer cache's reach (2,000 answers) asks for a page of another size (10 to 14",
      'results, the size moving every 500 requests), so no search answer of the tables comes from the cache.',
      'Latency in milliseconds; throughput in requests per second. Archives are generated by',
      '`test/helpers/archive-fixtures.ts` (`writeSyntheticArchive`): 1–40 pages per document, about 1,800 characters a page.',
      '',
      'Each size: a start with no index (built from scratch, the lists of common search terms filled, then stopped',
      'as soon as it answers), a restart on that index and the three searches of new words at once, then every',
      'endpoint, then a restart that follows new commits, searched for a while, and two commits (1 and 100',
      'documents) made while it answers searches. A common term is one in 1,000 documents',
      "or more: at 1,000 documents only the few words in every document, so there search is mostly FTS5's.",
      '',
    ];
    try {
      for (const size of sizes) {
        const root = await archiveAt(dir, size, log);
        const ids = await listDocumentIds(root);
        const git = gitIn(root);
        const original = await git('rev-parse', 'HEAD');
        const indexPath = join(root, '.dirhub-cache', 'serve', 'search.sqlite');
        await rm(indexPath, { force: true });
        await rm(`${indexPath}-wal`, { force: true });
        log(`${size} documents: building the index from scratch`);
        const fresh = await startServer(root, indexPath);
        await stop(fresh);
        const filledLine = logLine(fresh, /search lists: every common term/);
        let server = await startServer(root, indexPath);
        log(
          `${size} documents: index built in ${(fresh.readyMs / 1000).toFixed(1)} s; restart in ${server.readyMs.toFixed(0)} ms`,
        );
        const machineLoad = () =>
          loadavg()
            .map((l) => l.toFixed(1))
            .join(', ');
        const seconds1 = (ms: number) => (ms / 1000).toFixed(1);
        const loadBefore = machineLoad();
        const header = [
          '| endpoint | connections | p50 ms | p90 ms | p99 ms | max ms | requests/s | failed |',
          '|---|---|---|---|---|---|---|---|',
        ];
        const row = (name: string, connections: number, f: Figures) =>
          `| ${name} | ${connections} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.max} | ${f.rps.toFixed(0)} | ${f.failures} of ${f.requests} |`;
        const measure = async (scenario: Scenario, connections: number, when: string) => {
          const f = await load(server.url, scenario, connections, seconds);
          log(
            `${size} docs, ${when}, ${connections} conn, ${scenario.name}: p50 ${f.p50} p99 ${f.p99} ms, ${f.rps.toFixed(0)}/s`,
          );
          return row(scenario.name, connections, f);
        };
        const searches = (list: Scenario[]) =>
          list.filter((sc) => sc.name.startsWith('search') && !sc.name.includes('same'));
        lines.push(
          `## ${size.toLocaleString('en-US')} documents`,
          '',
          `Start with no index (read the archive, build the search index, fill the lists of common terms): listening after ${seconds1(fresh.listenMs)} s, ` +
            `answering from the archive after ${seconds1(fresh.readyMs)} s (\`${filledLine}\`). Start again on the built index: listening after ` +
            `${seconds1(server.listenMs)} s, answering after ${seconds1(server.readyMs)} s (503 with Retry-After before).`,
          '',
        );
        try {
          // Right after the restart: the lists are stored, but none is in memory yet.
          const restarted: string[] = [];
          for (const scenario of searches(scenarios(ids, words)))
            restarted.push(await measure(scenario, 20, 'restarted'));
          lines.push(
            '**Restarted**: the searches at once after the restart (the server reads the stored lists of common',
            'terms into memory before its first answer).',
            '',
            ...header,
            ...restarted,
            '',
            '**Warm**: every endpoint.',
            '',
            ...header,
          );
          for (const connections of [20, 100])
            for (const scenario of scenarios(ids, words)) lines.push(await measure(scenario, connections, 'warm'));
          // Every form of the query language (QUERY_FORMS), a different query of the form per request.
          const formSeconds = Math.max(3, seconds / 2);
          lines.push(
            '',
            `**Every query form**: each form of the query language (docs/search.md) for ${formSeconds} s, a different`,
            'query of the form per request (`QUERY_FORMS` in test/helpers/archive-fixtures.ts; a field with a word beside',
            'it, so that queries differ; none answered from the cache, as above). The example is the first query of',
            'each form.',
            '',
            '| form | example | connections | p50 ms | p90 ms | p99 ms | max ms | requests/s | failed |',
            '|---|---|---|---|---|---|---|---|---|',
          );
          for (const { form, query } of QUERY_FORMS) {
            let n = 0;
            const scenario = { name: form, path: uncached(() => `/api/v1/search?q=${encodeURIComponent(query(n++))}`) };
            const f = await load(server.url, scenario, 20, formSeconds);
            log(`${size} docs, ${form}: p50 ${f.p50} p99 ${f.p99} ms, ${f.rps.toFixed(0)}/s`);
            lines.push(
              `| ${form} | \`${query(0)}\` | 20 | ${f.p50} | ${f.p90} | ${f.p99} | ${f.max} | ${f.rps.toFixed(0)} | ${f.failures} of ${f.requests} |`,
            );
          }
          lines.push(
            '',
            `Load average of the machine (1, 5, 15 min) before the runs: ${loadBefore}; after: ${machineLoad()} ` +
              '(2 cores: a load above 2 means other work was waiting for them too, and every figure is that much slower).',
          );
          const memory = memoryOf(server.child.pid!);
          if (memory)
            lines.push(
              '',
              `Server memory: ${(memory.now / 1024 / 1024).toFixed(0)} MB resident after the runs, peak ${(memory.peak / 1024 / 1024).toFixed(0)} MB.`,
            );
          // Commits while searching: the server follows the new commit (model, index, kept lists) while
          // it answers, then answers from it.
          await stop(server);
          server = await startServer(root, indexPath, 1);
          // Searched first as long as a row runs, so the rows below time the commits, not the restart's
          // first answers (which the "Restarted" rows time).
          await load(server.url, searches(scenarios(ids, words))[1]!, 20, seconds);
          lines.push(
            '',
            '**Commits**: the server restarted with `--watch 1` and searched for as long as a row runs (not',
            'timed: the restart is timed above); a commit correcting the text of some documents, and',
            'two-word searches from then until a second after the server serves it (it sees the commit within a',
            'second, reads the archive at it, brings the index and its lists in step, then serves it), then the three',
            'searches again.',
          );
          for (const [round, count] of [1, 100].entries()) {
            const commit = await commitCorrections(root, ids, count, round);
            const committed = performance.now();
            const following = served(server, commit, 10 * 60_000);
            const duringFigures = await loadUntil(server.url, searches(scenarios(ids, words))[1]!, 20, following, 1000);
            const during = row('search, two words, while the commit is followed', 20, duringFigures);
            log(
              `${size} docs, commit of ${count}: p50 ${duringFigures.p50} p99 ${duringFigures.p99} max ${duringFigures.max} ms`,
            );
            const servedAt = await following;
            const servedLine = servedAt
              ? `served ${seconds1(servedAt.at - committed)} s after it: \`${servedAt.line}\``
              : 'not served after 10 minutes';
            const after: string[] = [];
            for (const scenario of searches(scenarios(ids, words)))
              after.push(await measure(scenario, 20, `after a commit of ${count}`));
            lines.push(
              '',
              `A commit of ${count} document${count === 1 ? '' : 's'}: ${servedLine}.`,
              '',
              ...header,
              during,
              ...after,
            );
          }
          lines.push('', `Load average after these: ${machineLoad()}.`, '');
        } finally {
          await stop(server);
          // The archive as generated, for the next run.
          await git('reset', '--quiet', '--hard', original);
        }
      }
    } finally {
      if (!keep) await rm(dir, { recursive: true, force: true });
    }
    return lines.join('\n');
  },
};
