/**
 * `npm run bench [-- NAME…]`: runs the benchmarks and writes their figures to docs/benchmarks/NAME.md.
 * Each benchmark is a module under scripts/bench/ exporting `bench: Benchmark`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { Benchmark } from './benchmark.js';
import { loadLine, machineLine } from './machine.js';

const BENCHMARKS: Record<string, () => Promise<{ bench: Benchmark }>> = {
  ocr: () => import('./ocr.js'),
  archive: () => import('./archive.js'),
  extract: () => import('./extract.js'),
  site: () => import('./site.js'),
  publish: () => import('./publish.js'),
  relevance: () => import('./relevance.js'),
  enrich: () => import('./enrich.js'),
  entities: () => import('./entities.js'),
  storage: () => import('./storage.js'),
  hostile: () => import('./hostile.js'),
  serve: () => import('./serve.js'),
  agents: () => import('./agents.js'),
  import: () => import('./import.js'),
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(BENCHMARKS);
  const unknown = names.filter((n) => !BENCHMARKS[n]);
  if (unknown.length) {
    process.stderr.write(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}\n`);
    process.exitCode = 2;
    return;
  }
  const docs = join(process.cwd(), 'docs', 'benchmarks');
  await mkdir(docs, { recursive: true });
  for (const name of names) {
    const { bench } = await BENCHMARKS[name]!();
    const log = (line: string) => process.stderr.write(`[${name}] ${line}\n`);
    log('running…');
    const started = Date.now();
    const loadAtStart = loadavg()[0]!;
    const body = await bench.run(log);
    // The settings that shaped this run (sizes, limits), so the line below reproduces these figures.
    const settings = Object.entries(process.env)
      .filter(([key]) => key.startsWith('DIRHUB_BENCH_'))
      .sort(([a], [b]) => a.localeCompare(b))
      // A folder or file kept between runs is this machine's own: the line names it by what it is.
      .map(([key, value]) => `${key}=${isAbsolute(value ?? '') ? (key.endsWith('_DIR') ? 'DIR' : 'FILE') : value} `)
      .join('');
    const doc = [
      `# ${bench.title}`,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machineLine()}.`,
      loadLine(loadAtStart, loadavg()[0]!),
      `Reproduce with \`${settings}npm run bench -- ${name}\` (took ${((Date.now() - started) / 1000).toFixed(0)} s).`,
      '',
      body.trim(),
      '',
    ].join('\n');
    await writeFile(join(docs, `${name}.md`), doc);
    log(`wrote docs/benchmarks/${name}.md`);
  }
}

await main();
