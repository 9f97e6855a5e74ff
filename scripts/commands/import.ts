import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BOT_EMAIL, BOT_NAME } from '../../actions/lib/forge/local/local-forge.js';
import { loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { isBlocking } from '../../actions/lib/core/problem.js';
import {
  entriesOfShard,
  importSource,
  parseShardSpec,
  scanImportFolder,
  type ImportFolder,
  type ImportSource,
  type ShardSpec,
} from '../../actions/lib/import/folder.js';
import { gatherMergeFacts } from '../../actions/lib/import/merge.js';
import { performImport, type ImportPerformance } from '../../actions/lib/import/perform.js';
import { DEFAULT_BATCH_SIZE, planImportMerge, type ImportPlan } from '../../actions/lib/import/plan.js';
import { analyseShard, perHour } from '../../actions/lib/import/shard.js';
import type { ShardResult } from '../../actions/lib/import/shard-file.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { progressPrinter } from '../progress.js';

const usage = `Usage: dirhub import FOLDER [--repo DIR] [--shard I/N --out FILE | --merge FILE…] [--batch N]
                     [--base NAME] [--bot-name NAME --bot-email EMAIL] [--dry-run] [--json] [--quiet]

Imports a folder of documents into the archive in one go, decided by the rules of a pull request:
validation, text and OCR, exact and near duplicates, relevance and its threshold. The folder holds
each document (PDF, PNG, JPEG) with its metadata NAME.json beside it, as an upload does, in the folder
or any sub-folder; hidden files are skipped and links are never followed.

  dirhub import FOLDER                       analyse every upload, then archive them (one process)
  dirhub import FOLDER --shard I/N --out F   analyse shard I of N only and write its results to F; changes
                                             nothing. An upload's shard is a hash of its name: a rerun takes
                                             the same uploads, and shards even out over many uploads.
  dirhub import FOLDER --merge F…            check the shards' results against the folder (every file's sha256
                                             again, the metadata parsed again, every upload in exactly one
                                             shard), decide every upload again with the duplicates among all
                                             shards and in the archive as it is now, then archive

Archiving commits on the base branch as the bot, --batch decisions a commit, each decision appended to
the decisions log; the originals go to Git LFS where the archive keeps them there. Running it again
changes nothing: an upload an earlier import of the same folder accepted or rejected is left alone, an
upload the archive already holds is an exact duplicate.

Options:
  --repo DIR          the archive repository (default: the current folder); merging needs its base
                      branch checked out and a clean work tree
  --shard I/N         analyse the I-th of N shards (1 ≤ I ≤ N ≤ 256); needs --out, or --dry-run to list it
  --out FILE          where --shard writes its results (JSON)
  --merge FILE…       the shards' result files, or folders holding them (every .json inside)
  --batch N           decisions per commit (default ${DEFAULT_BATCH_SIZE})
  --base NAME         the branch to commit to (default: main)
  --bot-name, --bot-email   who the commits are made as (default: ${BOT_NAME} <${BOT_EMAIL}>)
  --dry-run           print the plan and change nothing; with --shard, list the shard's uploads and every
                      shard's size without analysing anything
  --json              print the result as JSON (page texts and records replaced by their size)
  --quiet             no progress on stderr

Exit status: 0 when every upload was decided (whatever the decision), 1 when the merge was refused (a
shard missing, a file changed since its shard read it, a dirty work tree…), 2 for a usage error.`;

function parseBatch(text: string | undefined): number {
  if (text === undefined) return DEFAULT_BATCH_SIZE;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--batch is "${text}"; give a whole number, 1 or more`);
  return n;
}

/** The result files named: files as they are, folders by every `.json` inside them. */
async function resultFiles(names: string[]): Promise<{ where: string; text: string }[]> {
  const out: { where: string; text: string }[] = [];
  const add = async (path: string): Promise<void> => {
    if (statSync(path).isDirectory()) {
      for (const e of (await readdir(path)).sort()) {
        const p = join(path, e);
        if (statSync(p).isDirectory() || e.endsWith('.json')) await add(p);
      }
    } else out.push({ where: relative(process.cwd(), path) || path, text: await readFile(path, 'utf8') });
  };
  for (const name of names) {
    if (!existsSync(name)) throw new UsageError(`no such result file or folder: ${name}`);
    await add(resolve(name));
  }
  return out;
}

function analyzer(root: string, config: DirhubConfig, progress?: (m: string) => void) {
  return async (upload: Parameters<typeof import('../../actions/lib/pipeline/analyze.js').analyzeUpload>[0]) => {
    // The PDF and OCR stack loads only when something is analysed; each file is read in a bounded process.
    const { analyzeUpload } = await import('../../actions/lib/pipeline/analyze.js');
    const { boundedReader } = await import('../../actions/lib/pipeline/bounded.js');
    return analyzeUpload(upload, {
      root,
      config,
      reader: boundedReader(),
      ...(progress ? { onProgress: (m: string) => progress(`  ${m}`) } : {}),
    });
  };
}

/** The plan as JSON: page texts and records replaced by their size. */
function planJson(plan: ImportPlan): unknown {
  return {
    ...plan,
    batches: plan.batches.map((b) => ({
      ...b,
      writes: b.writes.map((w) => ({ path: w.path, bytes: Buffer.byteLength(w.content) })),
      log: { path: b.log.path, entries: b.log.entries.length },
    })),
  };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

function table(plan: ImportPlan, done: ImportPerformance | null, dryRun: boolean): string {
  if (plan.refused.length)
    return ['Refused: nothing was archived.', ...plan.refused.map((p) => `  ${p.message}\n    ${p.hint}`)].join('\n');
  const rows = [['UPLOAD', 'STATE', 'RELEVANCE', 'DOCUMENT / REASON']];
  for (const d of plan.decisions) {
    const state = d.state ?? (d.earlier ? `already ${d.earlier.state}` : 'not an upload');
    const why = d.state === 'accepted' ? d.archive_path : (d.reasons.find(isBlocking) ?? d.reasons[0])?.message;
    rows.push([
      d.file ?? d.metadata ?? d.name,
      state,
      d.relevance === null ? '-' : d.relevance.toFixed(2),
      why ?? (d.archive_path || ''),
    ]);
  }
  const widths = [0, 1, 2].map((i) => Math.min(48, Math.max(...rows.map((r) => r[i]!.length))));
  const lines = rows.map((r) =>
    r
      .map((c, i) => (i < 3 ? pad(c, widths[i]!) : c))
      .join('  ')
      .trimEnd(),
  );
  const tail = [
    '',
    plan.summary,
    ...plan.warnings.map((w) => `warning: ${w.message}`),
    ...(done?.problem ? [`Not archived: ${done.problem.message}\n  ${done.problem.hint}`] : []),
    ...(done && !done.problem
      ? [`${done.commits.length} commit${done.commits.length === 1 ? '' : 's'} on the base branch.`]
      : []),
    ...(dryRun ? ['Dry run: nothing was changed.'] : []),
  ];
  return [...lines, ...tail].join('\n');
}

async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  await writeFile(tmp, text);
  await rename(tmp, path);
}

/** Every shard's size for a split in `count`, so the balance shows before anything runs. */
function shardSizes(folder: ImportFolder, count: number): { shard: string; uploads: number; bytes: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const entries = entriesOfShard(folder.entries, { index: i + 1, count });
    const bytes = entries.reduce((n, e) => n + (e.file ? statSync(join(folder.dir, e.file)).size : 0), 0);
    return { shard: `${i + 1}/${count}`, uploads: entries.filter((e) => e.file).length, bytes };
  });
}

async function runShard(
  folder: ImportFolder,
  source: ImportSource,
  shard: ShardSpec,
  values: { out?: string; json: boolean; 'dry-run': boolean },
  root: string,
  config: DirhubConfig,
  progress?: (m: string) => void,
): Promise<number> {
  if (values['dry-run']) {
    const mine = entriesOfShard(folder.entries, shard);
    const sizes = shardSizes(folder, shard.count);
    if (values.json)
      process.stdout.write(
        `${JSON.stringify({ dry_run: true, shard, source, uploads: mine, shards: sizes }, null, 2)}\n`,
      );
    else
      process.stdout.write(
        [
          `Shard ${shard.index}/${shard.count} of ${source.ref}: ${mine.length} upload${mine.length === 1 ? '' : 's'}`,
          ...mine.map((e) => `  ${e.file ?? e.metadata}`),
          '',
          'Every shard:',
          ...sizes.map(
            (s) =>
              `  ${pad(s.shard, 8)} ${String(s.uploads).padStart(6)} uploads  ${(s.bytes / 1e6).toFixed(1).padStart(9)} MB`,
          ),
          '',
          'Dry run: nothing was analysed.',
        ].join('\n') + '\n',
      );
    return EXIT.ok;
  }
  const started = performance.now();
  const result: ShardResult = await analyseShard({
    folder,
    source,
    shard,
    root,
    config,
    analyze: analyzer(root, config, progress),
    ...(progress ? { onProgress: progress } : {}),
  });
  const out = resolve(values.out!);
  await writeAtomically(out, `${JSON.stringify(result)}\n`);
  const seconds = (performance.now() - started) / 1000;
  const analysed = result.items.filter((i) => i.analysis);
  const by = (s: string) => analysed.filter((i) => i.analysis!.status === s).length;
  const summary = {
    shard,
    source,
    uploads: analysed.length,
    accepted: by('accepted'),
    rejected: by('rejected'),
    invalid: by('invalid'),
    seconds: Math.round(seconds * 10) / 10,
    uploads_per_hour: perHour(analysed.length, seconds),
    out,
  };
  process.stdout.write(
    values.json
      ? `${JSON.stringify(summary, null, 2)}\n`
      : `Shard ${shard.index}/${shard.count}: ${summary.uploads} uploads analysed in ${summary.seconds} s (${summary.uploads_per_hour}/hour): ${summary.accepted} accepted, ${summary.rejected} rejected, ${summary.invalid} invalid so far. Results: ${out}\n`,
  );
  return EXIT.ok;
}

/** The command's options and arguments, parsed and checked against each other. */
function parseImportArgs(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      repo: { type: 'string' },
      shard: { type: 'string' },
      out: { type: 'string' },
      merge: { type: 'boolean', default: false },
      batch: { type: 'string' },
      base: { type: 'string', default: 'main' },
      'bot-name': { type: 'string' },
      'bot-email': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
  });
  const [folderArg, ...rest] = positionals;
  if (!folderArg) throw new UsageError('name the FOLDER to import');
  if (rest.length && !values.merge) throw new UsageError(`unexpected argument "${rest[0]}"`);
  if (values.merge && !rest.length) throw new UsageError("--merge needs the shards' result files (or their folders)");
  if (values.merge && values.shard) throw new UsageError('give either --shard or --merge, not both');
  const shard = values.shard === undefined ? null : parseShardSpec(values.shard);
  if (values.shard !== undefined && !shard)
    throw new UsageError(`--shard is "${values.shard}"; give I/N with 1 ≤ I ≤ N ≤ 256, e.g. 2/8`);
  if (shard && !values.out && !values['dry-run']) throw new UsageError('--shard needs --out FILE for its results');
  if ((values['bot-name'] === undefined) !== (values['bot-email'] === undefined))
    throw new UsageError('give --bot-name and --bot-email together');
  return { values, folderArg, rest, shard };
}

type ImportValues = ReturnType<typeof parseImportArgs>['values'];

/**
 * Merges the shards' results (or, without --merge, the whole folder analysed here as one shard) into a
 * plan, and performs it unless this is a dry run.
 */
async function runMerge(run: {
  folder: ImportFolder;
  source: ImportSource;
  root: string;
  config: DirhubConfig;
  dir: string;
  folderArg: string;
  rest: string[];
  batch: number;
  values: ImportValues;
  progress: ((message: string) => void) | undefined;
}): Promise<number> {
  const { folder, source, root, config, dir, folderArg, rest, batch, values, progress } = run;
  // Without --merge, the whole folder is one shard analysed here.
  const results = values.merge
    ? await resultFiles(rest)
    : [
        {
          where: 'this run',
          text: JSON.stringify(
            await analyseShard({
              folder,
              source,
              shard: { index: 1, count: 1 },
              root,
              config,
              analyze: analyzer(root, config, progress),
              ...(progress ? { onProgress: progress } : {}),
            }),
          ),
        },
      ];
  progress?.(`merging ${results.length} result file${results.length === 1 ? '' : 's'}`);
  const facts = await gatherMergeFacts({
    root,
    label: folderArg,
    folder,
    source,
    results,
    config,
    now: new Date(),
    batchSize: batch,
    ...(progress ? { onProgress: progress } : {}),
  });
  const plan = planImportMerge(facts);
  progress?.(plan.summary);
  const done = values['dry-run']
    ? null
    : await performImport(plan, {
        root,
        base: values.base!,
        folder: dir,
        ...(values['bot-name'] ? { identity: { name: values['bot-name'], email: values['bot-email']! } } : {}),
        ...(progress ? { onProgress: progress } : {}),
      });
  process.stdout.write(
    values.json
      ? `${JSON.stringify({ dry_run: values['dry-run'], plan: planJson(plan), commits: done?.commits ?? [], problem: done?.problem ?? null }, null, 2)}\n`
      : `${table(plan, done, values['dry-run'])}\n`,
  );
  return plan.refused.length || done?.problem ? EXIT.failure : EXIT.ok;
}

export const command: Command = {
  name: 'import',
  summary: 'Import a folder of documents at once, split over shards (a GitHub Actions matrix), then merged',
  usage,
  async run(args) {
    const { values, folderArg, rest, shard } = parseImportArgs(args);
    const batch = parseBatch(values.batch);
    const root = resolve(values.repo ?? '.');
    const dir = resolve(folderArg);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`no such folder: ${folderArg}`);
    const progress = values.quiet ? undefined : progressPrinter('import');
    const config = await loadConfig(root);
    const folder = await scanImportFolder(dir);
    const source = await importSource(dir);
    if (shard) return runShard(folder, source, shard, values, root, config, progress);

    return runMerge({ folder, source, root, config, dir, folderArg, rest, batch, values, progress });
  },
};
