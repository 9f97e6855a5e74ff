/**
 * The agent-only search API at scale: `search_time_ms` (as the answers report it) p50 and p95 per
 * endpoint, on a cold cache (each query asked for the first time) and a warm one (the same queries
 * again, answered by the memory level), over generated archives of DIRHUB_BENCH_AGENTS_SIZES documents
 * (default "1000,30000"); plus the time to learn the semantic model. The server and its agent listener
 * run in this process and are asked over loopback. The generated archives hold no image, entity or
 * cross-reference registry, so those three endpoints are measured over empty registries (their cost is
 * the coordinator's own). DIRHUB_BENCH_AGENTS_QUERIES sets the queries per endpoint (default 40).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchWords, syntheticDoc, writeSyntheticArchive } from '../../test/helpers/archive-fixtures.js';
import { serveWithAgents } from '../../test/helpers/agent-quality.js';
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

/** The bodies of each endpoint's queries: distinct words, so a cold run never hits the cache. */
function bodies(ids: string[]): Record<string, object[]> {
  const words = benchWords(QUERIES * 2 + 10).slice(10);
  const pairs = Array.from({ length: QUERIES }, (_, i) => [words[2 * i]!, words[2 * i + 1]!]);
  return {
    documents: pairs.map(([a, b]) => ({ query: `${a} ${b}`, limit: 10 })),
    semantic: pairs.map(([a, b]) => ({ query: `Which records speak of the ${a} and the ${b}?`, max_results: 10 })),
    'fact-check': pairs.map((_, i) => ({ claim: syntheticDoc(i * 7).summary!.slice(0, 300) })),
    entities: pairs.map(([a]) => ({ entity_name: a, depth: 2 })),
    'cross-reference': pairs.map((_, i) => ({ document_id: ids[(i * 7) % ids.length], max_depth: 2 })),
    images: pairs.map(([a, b]) => ({ query: `${a} ${b}`, search_type: 'text' })),
  };
}

async function measure(size: number, log: (line: string) => void): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-bench-agents-'));
  try {
    const { ids } = await writeSyntheticArchive(root, size, { log });
    await writeFile(join(root, '.gitignore'), '.dirhub-cache/\n');
    git(root, 'init', '--quiet', '--initial-branch=main');
    git(root, 'add', '-A');
    git(root, '-c', 'gc.auto=0', 'commit', '--quiet', '-m', 'Generated archive');
    log(`${size}: archive committed; building the index`);
    const { server, agents, token } = await serveWithAgents(root, {
      indexPath: join(root, '.dirhub-cache', 'search.sqlite'),
      cacheDir: join(root, '.dirhub-cache', 'agents'),
    });
    const learning = performance.now();
    await agents.services.semantic.ready();
    const learnMs = performance.now() - learning;
    log(`${size}: semantic model learned in ${(learnMs / 1000).toFixed(1)} s`);
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
    } finally {
      await agents.close();
      await server.close();
    }
    return rows;
  } finally {
    await rm(root, { recursive: true, force: true, maxRetries: 5 });
  }
}

export const bench: Benchmark = {
  name: 'agents',
  title: 'Agent-only search API: search_time_ms per endpoint',
  async run(log) {
    const rows: string[] = [];
    for (const size of SIZES) rows.push(...(await measure(size, log)));
    return [
      `\`search_time_ms\` as each answer reports it (from the request's arrival at the coordinator to its answer), ${QUERIES} queries per endpoint: **cold** asks each query for the first time (every cache level misses), **warm** asks the same queries again (the memory level answers). Generated archives (the site benchmarks' synthetic documents); the server and its agent listener in one process, asked over loopback one query at a time. The generated archives hold no image, entity or cross-reference registries: those endpoints are measured over empty registries.`,
      '',
      '| documents | endpoint | cold p50 ms | cold p95 ms | warm p50 ms | warm p95 ms | answers |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  },
};
