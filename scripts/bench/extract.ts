/**
 * Text extraction speed: our `extractTextLayer` (pdfjs, with line and word reconstruction) against
 * poppler's `pdftotext` on the same born-digital corpus files, pages per second, one timed run each,
 * as a ratio. Also how closely the two agree on the words they find, so speed is not bought with
 * missing text.
 *
 * Files: every PDF in ../shared/corpus/court and ../shared/corpus/pdf-variety that passes
 * validation and has a text layer on most pages (scans are OCR's business, not extraction's).
 */
import { execFile, spawnSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { mergeConfig } from '../../actions/lib/core/config.js';
import { isBlocking } from '../../actions/lib/core/problem.js';
import { extractText, extractTextLayer, ocrCandidates } from '../../actions/lib/pipeline/processing/extract.js';
import { inspectFile } from '../../actions/lib/pipeline/validation/inspect.js';
import type { Benchmark } from './benchmark.js';

const run = promisify(execFile);
const CORPUS = resolve(process.cwd(), '..', 'shared', 'corpus');

interface Sample {
  path: string;
  bytes: Uint8Array;
  pages: number;
}

async function bornDigitalSamples(log: (line: string) => void): Promise<Sample[]> {
  const config = mergeConfig(undefined);
  const samples: Sample[] = [];
  for (const dir of ['court', 'pdf-variety']) {
    for (const name of (await readdir(join(CORPUS, dir))).filter((f) => f.endsWith('.pdf')).sort()) {
      const path = join(CORPUS, dir, name);
      const bytes = new Uint8Array(await readFile(path));
      const { facts, problems } = await inspectFile(bytes, name, config);
      if (problems.some(isBlocking) || !facts.pages) continue;
      const result = await extractText(bytes);
      if (ocrCandidates(result, config).length > facts.pages / 2) continue;
      samples.push({ path, bytes, pages: facts.pages });
    }
  }
  log(`${samples.length} born-digital files, ${samples.reduce((n, s) => n + s.pages, 0)} pages`);
  return samples;
}

/** The poppler binary; `PDFTOTEXT=/path/to/pdftotext` picks another one. */
const PDFTOTEXT = process.env['PDFTOTEXT'] || 'pdftotext';

function pdftotextVersion(): string | null {
  const probe = spawnSync(PDFTOTEXT, ['-v'], { encoding: 'utf8' });
  if (probe.error) return null;
  return (probe.stderr || probe.stdout).split('\n')[0]!.trim();
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);

/** Words of `a` (as a multiset) that `b` lacks, most frequent first. */
function missingFrom(a: string[], b: string[], max = 12): string[] {
  const counts = new Map<string, number>();
  for (const w of b) counts.set(w, (counts.get(w) ?? 0) + 1);
  const missing = new Map<string, number>();
  for (const w of a) {
    const c = counts.get(w) ?? 0;
    if (c > 0) counts.set(w, c - 1);
    else missing.set(w, (missing.get(w) ?? 0) + 1);
  }
  return [...missing]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, max)
    .map(([w, n]) => (n > 1 ? `${w} (${n})` : w));
}

/** Share of `a`'s words (as a multiset) also found in `b`. */
function coverage(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const w of b) counts.set(w, (counts.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of a) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      hit++;
      counts.set(w, c - 1);
    }
  }
  return a.length ? hit / a.length : 1;
}

/**
 * CPU seconds used by waited-for child processes (Linux: cutime + cstime in /proc/self/stat), or null
 * elsewhere. On a shared machine CPU time is steadier than wall-clock time.
 */
async function childCpuSeconds(): Promise<number | null> {
  try {
    const stat = await readFile('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: field 3 is the state, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

export const bench: Benchmark = {
  name: 'extract',
  title: 'Text extraction: pdfjs text layer vs poppler pdftotext',
  async run(log) {
    const samples = await bornDigitalSamples(log);
    const pages = samples.reduce((n, s) => n + s.pages, 0);
    // Warm-up outside the timing: loading pdfjs and its worker is a one-off cost per process.
    await extractTextLayer(samples[0]!.bytes);

    const version = pdftotextVersion();
    if (!version)
      log(
        'pdftotext is not installed: measuring our side only. Install poppler (Debian: apt-get install poppler-utils) for the comparison.',
      );

    // Interleaved file by file, so that both extractors see the same machine load.
    const ours: string[] = [];
    const theirs: string[] = [];
    let oursNs = 0n;
    let theirNs = 0n;
    let oursCpu = 0;
    const loadBefore = loadavg()[0]!;
    const childCpuBefore = await childCpuSeconds();
    for (const s of samples) {
      let started = process.hrtime.bigint();
      const cpu = cpuSeconds();
      ours.push((await extractTextLayer(s.bytes)).map((p) => p.text).join('\n'));
      oursNs += process.hrtime.bigint() - started;
      oursCpu += cpuSeconds() - cpu;
      if (!version) continue;
      started = process.hrtime.bigint();
      theirs.push((await run(PDFTOTEXT, ['-q', '-enc', 'UTF-8', s.path, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout);
      theirNs += process.hrtime.bigint() - started;
    }
    const childCpuAfter = await childCpuSeconds();
    const theirCpu = childCpuBefore !== null && childCpuAfter !== null ? childCpuAfter - childCpuBefore : null;
    const load = `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, on ${cpus().length} cores`;
    const oursSeconds = Number(oursNs) / 1e9;
    const oursRate = pages / oursSeconds;
    log(`extractTextLayer: ${pages} pages in ${oursSeconds.toFixed(2)} s (${load})`);

    const lines = [
      `Files: ${samples.length} born-digital PDFs from \`../shared/corpus/court\` and \`../shared/corpus/pdf-variety\` (those that pass validation with a text layer on most pages), ${pages} pages. One timed run each, after one warm-up extraction, the two extractors interleaved file by file so both see the same machine load (${load}); \`pdftotext\` is run once per file (process start included, as it is used).`,
      '',
      '| extractor | wall seconds | pages/s (wall) | CPU seconds | pages per CPU second |',
      '|---|---:|---:|---:|---:|',
      `| dirhub \`extractTextLayer\` (pdfjs-dist, in process) | ${oursSeconds.toFixed(2)} | ${oursRate.toFixed(1)} | ${oursCpu.toFixed(2)} | ${(pages / oursCpu).toFixed(1)} |`,
    ];

    if (!version) {
      lines.push(
        '',
        '`pdftotext` was not found on this machine, so there is no ratio. Install poppler (Debian/Ubuntu: `apt-get install poppler-utils`) and run again.',
      );
      return lines.join('\n');
    }
    const theirSeconds = Number(theirNs) / 1e9;
    const theirRate = pages / theirSeconds;
    log(`pdftotext: ${pages} pages in ${theirSeconds.toFixed(2)} s`);

    const ourWords = ours.flatMap(words);
    const theirWords = theirs.flatMap(words);
    lines.push(
      `| ${version} (\`pdftotext\`, one process per file) | ${theirSeconds.toFixed(2)} | ${theirRate.toFixed(1)} | ${theirCpu?.toFixed(2) ?? 'n/a'} | ${theirCpu ? (pages / theirCpu).toFixed(1) : 'n/a'} |`,
      '',
      `**Ratio: ${(oursRate / theirRate).toFixed(2)}** (our pages/s ÷ pdftotext pages/s, wall clock; above 1 means we are faster)${theirCpu ? `; by CPU time ${(theirCpu / oursCpu).toFixed(2)}` : ''}.`,
      '',
      'Agreement on the words found (lower-cased words of two or more letters or digits, compared as multisets):',
      '',
      '| measure | value |',
      '|---|---:|',
      `| words found by us / by pdftotext | ${ourWords.length} / ${theirWords.length} |`,
      `| share of pdftotext's words we also find | ${(coverage(theirWords, ourWords) * 100).toFixed(1)}% |`,
      `| share of our words pdftotext also finds | ${(coverage(ourWords, theirWords) * 100).toFixed(1)}% |`,
      `| most frequent pdftotext words we lack | ${missingFrom(theirWords, ourWords).join(', ')} |`,
      `| most frequent our words pdftotext lacks | ${missingFrom(ourWords, theirWords).join(', ')} |`,
      '',
      'The words that differ come mostly from formulas in the 117-page LaTeX book, where sub- and superscripts are joined to or split from their base differently (`a0`, `s1`, `x0`), and from line-end hyphenation: pdftotext joins `com-`/`pact` into `compact` (and `vendor-`/`plaintiffs` into `vendorplaintiffs`), while we keep the text as printed.',
    );
    return lines.join('\n');
  },
};
