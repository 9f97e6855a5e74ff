/**
 * Bulk import speed: documents per hour per shard. Every PDF of ../shared/corpus/court and
 * ../shared/corpus/pdf-variety (born-digital, scanned, broken and empty files alike, each with a metadata
 * file) is imported into an empty archive the way the import workflow does it: `dirhub import --shard i/n`
 * as n processes side by side (a matrix's jobs), then one `dirhub import --merge`, all real processes
 * of the command line. `DIRHUB_BENCH_IMPORT_SHARDS` sets n (default 2, one per core of this machine).
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Git } from '../../actions/lib/core/git.js';
import type { ShardResult } from '../../actions/lib/import/shard-file.js';
import { runDirhub } from '../../test/helpers/dirhub-process.js';
import type { Benchmark } from './benchmark.js';

const CORPUS = resolve(process.cwd(), '..', 'shared', 'corpus');
const dirhub = (args: string[]) => runDirhub(args, resolve(process.cwd(), 'scripts', 'bin', 'dirhub.js'));

/** The corpus's PDFs, each beside a metadata file, in one folder per corpus folder. */
async function writeFolder(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const dir of ['court', 'pdf-variety']) {
    await mkdir(join(folder, dir), { recursive: true });
    for (const name of (await readdir(join(CORPUS, dir))).filter((f) => f.endsWith('.pdf')).sort()) {
      await copyFile(join(CORPUS, dir, name), join(folder, dir, name));
      bytes += (await readFile(join(CORPUS, dir, name))).byteLength;
      const metadata = {
        title: name.replace(/\.pdf$/, ''),
        date: '2020-01-01',
        source: 'Benchmark',
        relevance: 'high',
      };
      await writeFile(join(folder, dir, name.replace(/\.pdf$/, '.json')), `${JSON.stringify(metadata)}\n`);
      files++;
    }
  }
  return { files, bytes };
}

interface ShardSummary {
  uploads: number;
  seconds: number;
  uploads_per_hour: number;
}

export const bench: Benchmark = {
  name: 'import',
  title: 'Bulk import: documents per hour per shard',
  async run(log) {
    const shards = Number(process.env['DIRHUB_BENCH_IMPORT_SHARDS'] ?? 2);
    const scratch = await mkdtemp(join(tmpdir(), 'dirhub-bench-import-'));
    try {
      const folder = join(scratch, 'folder');
      const { files, bytes } = await writeFolder(folder);
      const archive = join(scratch, 'repository');
      await mkdir(archive);
      const git = new Git(archive, { name: 'Bench', email: 'bench@example.org' });
      await git.text(['init', '--quiet', '--initial-branch=main']);
      await copyFile(join(process.cwd(), 'dirhub.config.json'), join(archive, 'dirhub.config.json'));
      await git.text(['add', '.']);
      await git.text(['commit', '--quiet', '--no-gpg-sign', '-m', 'Collection profile']);
      log(`${files} PDFs (${(bytes / 1e6).toFixed(1)} MB) in ${shards} shards`);
      const loadBefore = loadavg()[0]!.toFixed(1);

      const results = join(scratch, 'results');
      const started = performance.now();
      const runs = await Promise.all(
        Array.from({ length: shards }, (_, i) =>
          dirhub(
            ['import', folder, '--shard', `${i + 1}/${shards}`, '--out', join(results, `shard-${i + 1}.json`)].concat([
              '--repo',
              archive,
              '--json',
              '--quiet',
            ]),
          ),
        ),
      );
      const shardWall = (performance.now() - started) / 1000;
      const rows: string[] = [];
      let pagesTotal = 0;
      const rates: number[] = [];
      for (const [i, run] of runs.entries()) {
        if (run.code !== 0) throw new Error(`shard ${i + 1}/${shards} failed: ${run.stderr}`);
        const summary = JSON.parse(run.stdout) as ShardSummary;
        const result = JSON.parse(await readFile(join(results, `shard-${i + 1}.json`), 'utf8')) as ShardResult;
        const analysed = result.items.filter((it) => it.analysis);
        const pages = analysed.reduce((n, it) => n + (it.analysis!.pages ?? 0), 0);
        const ocr = analysed.reduce((n, it) => n + it.analysis!.ocr_pages.length, 0);
        const slowest = Math.max(...analysed.map((it) => it.seconds ?? 0));
        pagesTotal += pages;
        rates.push(summary.uploads_per_hour);
        rows.push(
          `| ${i + 1}/${shards} | ${summary.uploads} | ${pages} | ${ocr} | ${summary.seconds.toFixed(1)} | ${slowest.toFixed(1)} | **${summary.uploads_per_hour}** | ${Math.round((pages * 3600) / summary.seconds)} |`,
        );
        log(`shard ${i + 1}/${shards}: ${summary.uploads} uploads in ${summary.seconds} s`);
      }

      const merge = await dirhub(['import', folder, '--merge', results, '--repo', archive, '--json']);
      if (merge.code !== 0)
        throw new Error(`the merge failed (exit ${merge.code}): ${merge.stderr}\n${merge.stdout.slice(0, 4000)}`);
      const merged = JSON.parse(merge.stdout) as {
        commits: string[];
        plan: { counts: { uploads: number; accepted: number; rejected: number; invalid: number } };
      };
      const c = merged.plan.counts;
      const slowestRate = Math.min(...rates);
      const shardHours = 30_000 / slowestRate;
      const loadAfter = loadavg()[0]!.toFixed(1);
      return [
        `Folder: every PDF of \`../shared/corpus/court\` and \`../shared/corpus/pdf-variety\` (${files} files, ${(bytes / 1e6).toFixed(1)} MB, ${pagesTotal} pages; born-digital, scanned, broken, encrypted and empty files alike), each with a metadata file, imported into an empty archive. The ${shards} shards ran side by side as separate \`dirhub import --shard i/${shards}\` processes, as a matrix's jobs do (on GitHub each has a runner to itself; here they share the machine: load average ${loadBefore} before, ${loadAfter} after). Each shard reads its files one after another, each in a bounded process, with OCR where a page has no text layer.`,
        '',
        '| shard | documents | pages | OCR pages | wall seconds | slowest document (s) | documents per hour | pages per hour |',
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
        '',
        `All shards: ${shardWall.toFixed(1)} s wall. The merge (\`dirhub import FOLDER --merge RESULTS\`: every file hashed again, duplicates across shards, records, originals and the decisions log in ${merged.commits.length} commit${merged.commits.length === 1 ? '' : 's'}) took ${merge.seconds.toFixed(1)} s: ${c.accepted} accepted, ${c.rejected} rejected, ${c.invalid} invalid of ${c.uploads}.`,
        '',
        `A shard's rate depends on its mix: a scanned page costs seconds of OCR, a text page milliseconds. At the slowest shard's pace here (${slowestRate} documents an hour), 30,000 documents of this mix are ${shardHours.toFixed(0)} shard-hours: about ${(shardHours / 64).toFixed(1)} h with 64 shards, ${((shardHours / 256) * 60).toFixed(0)} min with 256 (a workflow's most); a job may run 6 h, so at least ${Math.ceil(shardHours / 6)} shards.`,
      ].join('\n');
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  },
};
