/**
 * The incremental publish: a full build of a synthetic archive, one document added, then an incremental
 * build over the first (`dirhub build --incremental`), as the publish workflow does after a merge. Wall
 * time and CPU seconds per step, pages rendered and kept, and the machine's load when each build began.
 * Sizes: DIRHUB_BENCH_PUBLISH_SIZES (default "1000").
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOCUMENTS_DIR, documentDir } from '../../actions/lib/archive/layout.js';
import { buildSite, PUBLISHED_ORIGINALS_URL, type BuildReport } from '../../site/generator/build.js';
import type { Benchmark } from './benchmark.js';

const run = promisify(execFile);

interface Measured {
  report: BuildReport;
  wallMs: number;
  cpuS: number;
  load: number;
}

async function measure(archiveDir: string, outDir: string, incremental: boolean, log: (l: string) => void) {
  const load = loadavg()[0]!;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const report = await buildSite({
    archiveDir,
    outDir,
    incremental,
    originalsUrl: PUBLISHED_ORIGINALS_URL,
    log: (line) => log(`build: ${line}`),
  });
  const used = process.cpuUsage(cpu);
  return { report, wallMs: performance.now() - started, cpuS: (used.user + used.system) / 1e6, load } as Measured;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const STEPS = ['load', 'inputs', 'eleventy', 'api', 'search'] as const;

/** A document of the archive as first written: the first of its first shard folder. */
async function olderDocument(root: string): Promise<string> {
  const shards = (await readdir(join(root, DOCUMENTS_DIR))).sort();
  return (await readdir(join(root, DOCUMENTS_DIR, shards[0]!))).sort()[0]!;
}

/** What the search index did in a build: written whole, or a delta beside the earlier base. */
function indexUpdate(m: Measured): string {
  const u = m.report.searchIndex.update;
  if (!u) return 'whole';
  return u.delta ? `delta: ${u.delta.documents} docs, ${u.delta.replacedChunks} base chunks rewritten` : 'whole';
}

export const bench: Benchmark = {
  name: 'publish',
  title: 'Incremental publish: one document added, then removed with an older one',
  async run(log) {
    const { syntheticDoc, writeArchive, writeSyntheticArchive } =
      await import('../../test/helpers/archive-fixtures.js');
    const sizes = (process.env.DIRHUB_BENCH_PUBLISH_SIZES ?? '1000').split(',').map(Number);
    const keep = process.env.DIRHUB_BENCH_PUBLISH_DIR;
    const rows: string[] = [];
    for (const n of sizes) {
      const root = keep ? join(keep, String(n)) : await mkdtemp(join(tmpdir(), `dirhub-bench-publish-${n}-`));
      try {
        // Written last: a kept folder without it holds an archive whose writing was cut short.
        const complete = join(root, '.archive-written');
        if (!existsSync(complete)) {
          log(`${n}: writing the archive…`);
          await rm(root, { recursive: true, force: true });
          await writeSyntheticArchive(root, n, { log });
          // Committed, as the publish workflow's checkout has it: a clean checkout's text ids come from git.
          log(`${n}: committing the archive…`);
          await writeFile(join(root, '.gitignore'), '_site/\ntaken-down/\n.archive-written\n');
          for (const args of [
            ['init', '-q', '-b', 'main'],
            ['add', '-A'],
            ['commit', '-qm', 'archive'],
          ])
            await run('git', args, { cwd: root, maxBuffer: 1 << 26 });
          await writeFile(complete, '');
        }
        const out = join(root, '_site');
        await rm(out, { recursive: true, force: true });
        log(`${n}: full build…`);
        const full = await measure(root, out, true, log);
        const { ids } = await writeArchive(root, [syntheticDoc(n)], { pdf: 'shared', offset: n });
        log(`${n}: one document added, incremental build…`);
        const added = await measure(root, out, true, log);
        // Taken down: an older document removed from the archive, whose words must leave the published
        // index (the base's chunks that hold it are rewritten). It is put back afterwards, and the added
        // one removed, so that a kept archive is the same for the next run.
        await rm(join(root, documentDir(ids[0]!)), { recursive: true, force: true });
        const takenDown = await olderDocument(root);
        const aside = join(root, 'taken-down');
        await rm(aside, { recursive: true, force: true });
        await rename(join(root, documentDir(takenDown)), aside);
        log(`${n}: the added document and ${takenDown} removed, incremental build…`);
        const removed = await measure(root, out, true, log);
        await rename(aside, join(root, documentDir(takenDown)));
        for (const m of [added, removed])
          if (m.report.incremental.mode !== 'incremental')
            throw new Error(`a build after the first was not incremental: ${m.report.incremental.reason}`);
        const steps = (m: Measured) => {
          const named = STEPS.map((k) => m.report.timings[k]);
          const rest = Object.values(m.report.timings).reduce((a, b) => a + b, 0) - named.reduce((a, b) => a + b, 0);
          return [...named, rest].map(s).join(' · ');
        };
        const row = (docs: number, what: string, m: Measured) =>
          `| ${docs.toLocaleString('en')} | ${what} | ${s(m.wallMs)} | ${m.cpuS.toFixed(1)} s | ${steps(m)} | ${indexUpdate(m)} | ${m.report.incremental.rendered.toLocaleString('en')} | ${m.report.incremental.mode === 'incremental' ? m.report.incremental.kept.toLocaleString('en') : '—'} | ${m.load.toFixed(1)} |`;
        rows.push(
          row(n, 'full', full),
          row(n + 1, 'incremental, 1 added', added),
          row(n - 1, 'incremental, it and 1 older removed', removed),
        );
        log(`${n}: full ${s(full.wallMs)}, one added ${s(added.wallMs)}, one removed ${s(removed.wallMs)}`);
      } finally {
        if (!keep) await rm(root, { recursive: true, force: true });
      }
    }
    return [
      'Archives are generated by `test/helpers/archive-fixtures.ts` (`writeSyntheticArchive`, as the site benchmark)',
      'and committed to a git repository, as the publish workflow checks it out (a build takes the ids of committed texts',
      'from git rather than reading them; the document added and the one removed are not committed),',
      'built into one folder with `--incremental` (the first build finds no manifest, so it is full), then one',
      'synthetic document is added and the same folder is built again, as the publish workflow does after a merge',
      'with the previous site restored from the Actions cache; then that document and an older one are removed (a',
      'takedown) and the folder built again. Every build links the originals (`--originals-url`).',
      'The builds run in the benchmark process; CPU seconds are user + system of that process. Load is the',
      "machine's one-minute load average when the build began (2 cores, shared: wall time grows with it). The steps:",
      'reading the archive (records and registries, into the site model), inputs (what each page is made from:',
      "the texts' ids and every page's hash, for the build manifest), Eleventy (the pages rendered), the JSON API",
      'and text files, the search index, and the rest (charts, the browser code, the service worker, pruning).',
      '',
      '| documents | build | wall | CPU | reading the archive · inputs · Eleventy · API · search index · the rest | search index written | paginated pages rendered | kept | load |',
      '|---:|---|---:|---:|---|---|---:|---:|---:|',
      ...rows,
      '',
      'Every build also renders the single pages. An incremental build adds to the search index by a delta',
      "beside the earlier build's base, reading only the texts of the documents in it (docs/search.md, *Adding",
      'to the index*); a removal rewrites the base chunks that held the removed document.',
    ].join('\n');
  },
};
