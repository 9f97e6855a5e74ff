/**
 * The agent-only search API at scale: `search_time_ms` (as the answers report it) p50 and p95 per
 * endpoint, on a cold cache (each query asked for the first time) and a warm one (the same queries
 * again, answered by the memory level), over generated archives of DIRHUB_BENCH_AGENTS_SIZES documents
 * (default "1000,30000"); plus the time to learn the semantic model. The server and its agent listener
 * run in this process and are asked over loopback. The generated archives hold no image, entity or
 * cross-reference registry, so those three endpoints are measured over empty registries (their cost is
 * the coordinator's own). DIRHUB_BENCH_AGENTS_QUERIES sets the queries per endpoint (default 40). While the
 * model learns (in a worker thread) every endpoint is asked too, timed as the client sees it; then a
 * restart at the same commit shows the time to read the stored model.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchWords, syntheticDoc, writeSyntheticArchive } from '../../test/helpers/archive-fixtures.js';
import { serveWithAgents } from '../../test/helpers/agent-quality.js';
import { agentsConfigOf } from '../serve/agents/config.js';
import { startAgentServer, type RunningAgentServer } from '../serve/agents/server.js';
import type { Benchmark } from './benchmark.js';

const SIZES = (process.env.DIRHUB_BENCH_AGENTS_SIZES ?? '1000,30000').split(',').map(Number);
const QUERIES = Number(process.env.DIRHUB_BENCH_AGENTS_QUERIES ?? 40);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function git(root: string, ...args: string[]): void {
  execFileSync('git', args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Bench',
      GIT_AUTHOR_EMAIL: 'bench@example.org',
      GIT_COMMITTER_NAME: 'Bench',
      GIT_COMMITTER_EMAIL: 'bench@example.org',
    },
  });
}

/**
 * The bodies of each endpoint's queries: distinct words, so a cold run never hits the cache; `round` 1
 * (asked while the model learns) uses other words and documents than round 0 (asked after).
 */
function bodies(ids: string[], round = 0): Record<string, object[]> {
  const skip = round * QUERIES;
  const words = benchWords(QUERIES * 2 + 10 + 2 * skip).slice(10 + 2 * skip);
  const pairs = Array.from({ length: QUERIES }, (_, i) => [words[2 * i]!, words[2 * i + 1]!]);
  return {
    documents: pairs.map(([a, b]) => ({ query: `${a} ${b}`, limit: 10 })),
    semantic: pairs.map(([a, b]) => ({ query: `Which records speak of the ${a} and the ${b}?`, max_results: 10 })),
    'fact-check': pairs.map((_, i) => ({ claim: syntheticDoc((i + skip) * 7).summary!.slice(0, 300) })),
    entities: pairs.map(([a]) => ({ entity_name: a, depth: 2 })),
    'cross-reference': pairs.map((_, i) => ({ document_id: ids[((i + skip) * 7) % ids.length], max_depth: 2 })),
    images: pairs.map(([a, b]) => ({ query: `${a} ${b}`, search_type: 'text' })),
  };
}

/** One request's time as the client sees it (the server's event loop included), and the answer's status. */
async function timed(url: string, token: string, body?: object): Promise<{ ms: number; status: string }> {
  const began = performance.now();
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { status: string };
  return { ms: Math.round(performance.now() - began), status: answer.status };
}

/**
 * While the model learns: each endpoint asked once per body (cold), then the health check every 250 ms
 * until learning ends; the time each took as the client saw it.
 */
async function whileLearning(agents: RunningAgentServer, token: string, ids: string[]): Promise<string[]> {
  const learning = () => agents.services.semantic.status().state === 'learning';
  const times = new Map<string, { ms: number[]; statuses: Set<string> }>();
  const note = (name: string, t: { ms: number; status: string }) => {
    const entry = times.get(name) ?? { ms: [], statuses: new Set<string>() };
    entry.ms.push(t.ms);
    entry.statuses.add(t.status);
    times.set(name, entry);
  };
  const round = Object.entries(bodies(ids, 1));
  for (let i = 0; i < QUERIES && learning(); i++)
    for (const [endpoint, list] of round) {
      if (!learning()) break;
      note(`\`${endpoint}\``, await timed(`${agents.url}/api/v1/search/${endpoint}`, token, list[i]));
      note('`GET /api/health`', await timed(`${agents.url}/api/health`, token));
    }
  while (learning()) {
    note('`GET /api/health`', await timed(`${agents.url}/api/health`, token));
    await new Promise((done) => setTimeout(done, 250));
  }
  return [...times].map(
    ([name, t]) =>
      `| ${name} | ${t.ms.length} | ${percentile(t.ms, 50)} | ${percentile(t.ms, 95)} | ${Math.max(...t.ms)} | ${[...t.statuses].sort().join(', ')} |`,
  );
}

async function measure(size: number, log: (line: string) => void): Promise<{ rows: string[]; notes: string[] }> {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-bench-agents-'));
  try {
    const { ids } = await writeSyntheticArchive(root, size, { log });
    await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
    git(root, 'init', '--quiet', '--initial-branch=main');
    git(root, 'add', '-A');
    git(root, '-c', 'gc.auto=0', 'commit', '--quiet', '-m', 'Generated archive');
    log(`${size}: archive committed; building the index`);
    const cacheDir = join(root, '.dirhub-cache', 'agents');
    const { server, agents, token } = await serveWithAgents(root, {
      indexPath: join(root, '.dirhub-cache', 'search.sqlite'),
      cacheDir,
    });
    const learning = performance.now();
    const during = await whileLearning(agents, token, ids);
    await agents.services.semantic.ready();
    const learnMs = performance.now() - learning;
    log(`${size}: semantic model learned in ${(learnMs / 1000).toFixed(1)} s; meanwhile:\n${during.join('\n')}`);
    const rows: string[] = [];
    try {
      for (const [endpoint, list] of Object.entries(bodies(ids))) {
        const times: Record<'cold' | 'warm', number[]> = { cold: [], warm: [] };
        const statuses = new Set<string>();
        for (const pass of ['cold', 'warm'] as const)
          for (const body of list) {
            const res = await fetch(`${agents.url}/api/v1/search/${endpoint}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(body),
            });
            const answer = (await res.json()) as { search_time_ms: number; status: string; cache: string | null };
            statuses.add(`${answer.status}${pass === 'warm' ? `/${answer.cache ?? 'none'}` : ''}`);
            times[pass].push(answer.search_time_ms);
          }
        rows.push(
          `| ${size.toLocaleString('en-US')} | \`${endpoint}\` | ${percentile(times.cold, 50)} | ${percentile(times.cold, 95)} | ${percentile(times.warm, 50)} | ${percentile(times.warm, 95)} | ${[...statuses].sort().join(', ')} |`,
        );
        log(rows.at(-1)!);
      }
      rows.push(`| ${size.toLocaleString('en-US')} | semantic model learned | ${Math.round(learnMs)} ms | | | | |`);
      // A restart at the same commit reads the stored model instead of learning it.
      const restarted = await startAgentServer({
        context: server.context,
        config: agentsConfigOf({}),
        envToken: token,
        logger: false,
        cacheDir,
      });
      const reading = performance.now();
      await restarted.services.semantic.ready();
      rows.push(
        `| ${size.toLocaleString('en-US')} | semantic model read from the store on a restart | ${Math.round(performance.now() - reading)} ms | | | | |`,
      );
      await restarted.close();
    } finally {
      await agents.close();
      await server.close();
    }
    return {
      rows,
      notes: [
        '',
        `While the model of ${size.toLocaleString('en-US')} documents was learned (${Math.round(learnMs / 1000)} s), each endpoint asked once per query, cold, and the health check between them and every 250 ms after; ms as the client saw them:`,
        '',
        '| request | asked | p50 ms | p95 ms | max ms | answers |',
        '|---|---|---|---|---|---|',
        ...during,
      ],
    };
  } finally {
    await rm(root, { recursive: true, force: true, maxRetries: 5 });
  }
}

export const bench: Benchmark = {
  name: 'agents',
  title: 'Agent-only search API: search_time_ms per endpoint',
  async run(log) {
    const rows: string[] = [];
    const notes: string[] = [];
    for (const size of SIZES) {
      const measured = await measure(size, log);
      rows.push(...measured.rows);
      notes.push(...measured.notes);
    }
    return [
      `\`search_time_ms\` as each answer reports it (from the request's arrival at the coordinator to its answer), ${QUERIES} queries per endpoint: **cold** asks each query for the first time (every cache level misses), **warm** asks the same queries again (the memory level answers). Generated archives (the site benchmarks' synthetic documents); the server and its agent listener in one process, asked over loopback one query at a time. The generated archives hold no image, entity or cross-reference registries: those endpoints are measured over empty registries.`,
      '',
      '| documents | endpoint | cold p50 ms | cold p95 ms | warm p50 ms | warm p95 ms | answers |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      ...notes,
    ].join('\n');
  },
};
