/**
 * Site benchmark: build time and peak memory (Eleventy, the search index) for generated archives, then search in
 * Chromium against the served build: query to rendered results (cold, warm; and typed a letter at a time), bytes per query, index
 * load time, page load times. Sizes: DIRHUB_BENCH_SITE_SIZES (default "1000,30000"); DIRHUB_BENCH_SITE_DIR
 * keeps the archives and builds for a later run to reuse. The search engine is the default (the ranked
 * index) unless DIRHUB_BENCH_SITE_ENGINE=pagefind.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { INDEX_DIR, INDEX_FORMAT } from '../../site/search-index/format.js';
import { IndexReader } from '../../site/search-index/reader.js';
import { ARCHIVE_DIR } from '../../actions/lib/archive/layout.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { KINDS, siteSize } from './site-size.js';
import type { Benchmark } from './benchmark.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/helpers/chromium.js';
import { localhostCertificate } from './tls.js';

const run = promisify(execFile);
const INDEX_PATH = /\/(pagefind(-\d+)?|search-index)\//;

interface Measured {
  report: {
    documents: number;
    htmlPages: number;
    apiFiles: number;
    searchIndex: { engine?: string; bytes: number; files: number; shards: number };
    timings: Record<string, number>;
  };
  peakBuild: Record<string, number>;
  peakPagefind: number;
  cpuSeconds: Record<string, number>;
  pagefindCpu: number;
  maxRss: number;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const mb1 = (n: number) => (n / 1024 / 1024).toFixed(1);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** Two significant digits below 10, whole numbers above. */
const fine = (x: number) => (x >= 10 ? x.toFixed(0) : x.toPrecision(2));
const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? a[Math.floor(a.length / 2)]! : NaN;
};

async function rankedFormat(siteDir: string): Promise<number | null> {
  const manifest = await readFile(join(siteDir, INDEX_DIR, 'manifest.json'), 'utf8').catch(() => null);
  return manifest ? (JSON.parse(manifest) as { format: number }).format : null;
}

interface WordWork {
  word: string;
  matches: number;
  ms: number;
  us: number;
}

/**
 * Pagefind's own work per matching document: each shard searched alone, one after another, for words
 * already queried (so nothing is fetched); the best of three runs per shard.
 */
async function pagefindWork(page: import('playwright-core').Page, words: string[]): Promise<WordWork[]> {
  return page.evaluate(async (words) => {
    const summaries = JSON.parse(
      (document.getElementById('search-form') as HTMLFormElement).dataset.shards ?? '[]',
    ) as { url: string }[];
    type Pf = { search(t: string): Promise<{ results: unknown[] }> };
    const pfs = await Promise.all(
      summaries.map((sh) => import(/* webpackIgnore: true */ `${sh.url}pagefind.js`) as Promise<Pf>),
    );
    const out: { word: string; matches: number; ms: number; us: number }[] = [];
    for (const word of words) {
      let matches = 0;
      let ms = 0;
      for (const pf of pfs) {
        let best = Infinity;
        for (let i = 0; i < 3; i++) {
          const t0 = performance.now();
          const found = await pf.search(word);
          best = Math.min(best, performance.now() - t0);
          if (i === 0) matches += found.results.length;
        }
        ms += best;
      }
      out.push({ word, matches, ms, us: (ms * 1000) / Math.max(1, matches) });
    }
    return out;
  }, words);
}

/**
 * The ranked index's work per matching document, with the code the search page runs (decoding the
 * word's chunk, scoring and ordering every match) in this Node process's V8: best of five, files read
 * beforehand.
 */
async function rankedWork(siteDir: string, words: string[]): Promise<WordWork[]> {
  const out: WordWork[] = [];
  for (const word of words) {
    // A fresh reader each time, its chunk read beforehand: what is timed is decoding, scoring and ordering.
    const files = new Map<string, Uint8Array>();
    const load = async (path: string) => {
      let bytes = files.get(path);
      if (!bytes) files.set(path, (bytes = new Uint8Array(await readFile(join(siteDir, INDEX_DIR, path)))));
      return bytes;
    };
    await (await IndexReader.open(load)).find(`${word} `, {}, 'best');
    let best = Infinity;
    let matches = 0;
    for (let i = 0; i < 5; i++) {
      const reader = await IndexReader.open(load);
      const t0 = performance.now();
      matches = (await reader.find(`${word} `, {}, 'best')).found.length;
      best = Math.min(best, performance.now() - t0);
    }
    out.push({ word, matches, ms: best, us: (best * 1000) / Math.max(1, matches) });
  }
  return out;
}

type PreviewServer = Awaited<ReturnType<typeof import('../../site/generator/preview-server.js').startPreviewServer>>;

/**
 * The first of each form's queries timed (test/helpers/archive-fixtures.ts QUERY_FORMS): forms ten apart, so
 * that no two share a word (a form's query spans eight words), rounds two hundred apart.
 */
const QUERY_FORM_OFFSET = 500;

interface QueryFormTime {
  form: string;
  /** Each query of the form timed: Enter to the results drawn, the bytes that waited for, documents found. */
  times: { query: string; ms: number; bytes: number; found: number }[];
}

/** How many documents a search page's status line says were found. */
function foundIn(status: string): number {
  const n = /^([\d,]+) documents?\b/.exec(status);
  return n ? Number(n[1]!.replace(/,/g, '')) : 0;
}

/**
 * Enter to rendered results for `q` on the search page already open in `page`: the time, the bytes the drawn
 * results waited for, every byte the query fetched, and the status line (how many documents were found).
 */
async function timeQueryOn(page: import('playwright-core').Page, server: PreviewServer, q: string) {
  server.resetBytes();
  const { ms, bytes, status } = await page.evaluate(async (query) => {
    const input = document.getElementById('q') as HTMLInputElement;
    const status = document.getElementById('search-status')!;
    input.value = query;
    performance.clearResourceTimings();
    const t0 = performance.now();
    (document.getElementById('search-form') as HTMLFormElement).requestSubmit();
    await new Promise<void>((resolve) => {
      const check = () =>
        document.body.dataset.searchState === 'done' && status.textContent!.includes(query)
          ? resolve()
          : requestAnimationFrame(check);
      check();
    });
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    const t1 = performance.now();
    // The bytes the drawn results waited for: files asked for since Enter and received before they were drawn.
    const drawnFrom = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (r) => r.startTime >= t0 && r.responseEnd <= t1,
    );
    return { ms: t1 - t0, bytes: drawnFrom.reduce((n, r) => n + r.encodedBodySize, 0), status: status.textContent! };
  }, q);
  // Then everything the query fetched, drawn or not (a one-word query's text files, for the pages of its
  // hits, come after its results are drawn): until nothing more is sent for 300 ms.
  let all = server.bytesSent();
  for (let quiet = 0; quiet < 3;) {
    await new Promise((r) => setTimeout(r, 100));
    const now = server.bytesSent();
    quiet = now === all ? quiet + 1 : 0;
    all = now;
  }
  return { ms, bytes, all, status };
}

/**
 * Enter to rendered results through the real search page: put the query in the box, submit, wait until
 * rendered. The first typical word on a fresh page (cold), the others, the first again, the common word,
 * then four two-word queries: no word's chunk carries their page, so the results' entries and texts are
 * fetched; four pairs, none shown before, so that one slow request does not make the figure.
 */
async function timeQueries(
  page: import('playwright-core').Page,
  server: PreviewServer,
  queries: { common: string; typical: string[] },
) {
  const timeQuery = (q: string) => timeQueryOn(page, server, q);
  const t = queries.typical;
  const cold = await timeQuery(t[0]!);
  const warm = [];
  for (const q of t.slice(1)) warm.push(await timeQuery(q));
  const repeat = await timeQuery(t[0]!);
  const worst = await timeQuery(queries.common);
  const pairs = [];
  for (const [a, b] of [
    [t[1], t[2]],
    [t[0], t[3]],
    [t[2], t[4]],
    [queries.common, t[3]],
  ])
    pairs.push(await timeQuery(`${a} ${b}`));
  return { cold, warm, repeat, worst, pairs };
}

async function measureBrowser(
  siteDir: string,
  engine: string,
  queries: { common: string; typical: string[] },
  log: (l: string) => void,
) {
  const loadAtStart = loadavg()[0]!;
  const { chromium } = await import('playwright-core');
  const { startPreviewServer } = await import('../../site/generator/preview-server.js');
  // Over HTTP/2, as GitHub Pages serves a site; the same queries over HTTP/1.1 are timed after, for comparison.
  const server = await startPreviewServer(siteDir, { prefix: '/bench/', tls: await localhostCertificate() });
  const plain = await startPreviewServer(siteDir, { prefix: '/bench/' });
  const profile = await mkdtemp(join(tmpdir(), 'dirhub-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // Index load: what the search page does on a cold cache before the first query (marks in search.ts):
    // the ranked index's manifest, or every Pagefind shard's script, worker, WebAssembly, entry and metadata.
    server.resetBytes();
    await page.goto(`${server.url}search/`);
    const indexLoad = await page.evaluate(async () => {
      const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime;
      while (mark('dirhub:index-ready') === undefined) await new Promise((r) => setTimeout(r, 10));
      return mark('dirhub:index-ready')! - mark('dirhub:index-start')!;
    });
    const indexBytes = server.bytesSent(INDEX_PATH);
    const shards = await page.evaluate(
      () =>
        (JSON.parse((document.getElementById('search-form') as HTMLFormElement).dataset.shards ?? '[]') as unknown[])
          .length,
    );
    log(`index load ${indexLoad.toFixed(0)} ms, ${indexBytes} bytes, ${shards} shards`);

    await page.waitForFunction(() => document.body.dataset.searchState === 'idle');
    const { cold, warm, repeat, worst, pairs } = await timeQueries(page, server, queries);
    // Every form of the query language, three queries each, with words no query above asked (QUERY_FORMS).
    const forms: QueryFormTime[] = [];
    if (engine === 'ranked') {
      const { QUERY_FORMS } = await import('../../test/helpers/archive-fixtures.js');
      for (const [i, { form, query }] of QUERY_FORMS.entries()) {
        const times = [];
        for (const round of [0, 1, 2]) {
          const q = query(QUERY_FORM_OFFSET + 200 * round + 10 * i);
          const { ms, bytes, status } = await timeQueryOn(page, server, q);
          times.push({ query: q, ms, bytes, found: foundIn(status) });
        }
        forms.push({ form, times });
      }
      log(
        `query forms: ${forms.map((f) => `${f.form} ${f.times.map((t) => t.ms.toFixed(0)).join('/')} ms`).join('; ')}`,
      );
    }
    log(
      `cold ${cold.ms.toFixed(0)} ms, warm median ${median(warm.map((w) => w.ms)).toFixed(0)} ms, common word ${worst.ms.toFixed(0)} ms`,
    );

    // Typed as a person types, a letter every 120 ms, in a fresh tab: last keystroke to rendered results
    // (the search page waits for a pause in typing, then searches; see site/client/search.ts).
    const typed: { word: string; ms: number; searches: number }[] = [];
    for (const word of [queries.typical[2]!, queries.common]) {
      const tab = await context.newPage();
      await tab.goto(`${server.url}search/`);
      await tab.waitForFunction(
        () =>
          performance.getEntriesByName('dirhub:index-ready').length > 0 && document.body.dataset.searchState === 'idle',
      );
      const atLoad = await tab.evaluate(() => performance.getEntriesByName('dirhub:search').length);
      await tab.focus('#q');
      for (const ch of word) {
        await tab.keyboard.type(ch);
        await tab.waitForTimeout(120);
      }
      const ms = await tab
        .evaluate(async (w) => {
          const status = document.getElementById('search-status')!;
          while (!(document.body.dataset.searchState === 'done' && status.textContent!.includes(`“${w}”`)))
            await new Promise((r) => requestAnimationFrame(r));
          // The word's results were drawn when the search page last marked a search done, maybe while the
          // typing loop above still waited after the last letter.
          const lastKey = performance.getEntriesByName('dirhub:input').at(-1)?.startTime ?? NaN;
          return (performance.getEntriesByName('dirhub:done').at(-1)?.startTime ?? NaN) - lastKey;
        }, word)
        .catch(() => NaN);
      const searches = (await tab.evaluate(() => performance.getEntriesByName('dirhub:search').length)) - atLoad;
      typed.push({ word, ms, searches });
      await tab.close();
    }
    log(
      `typed: ${typed.map((t) => `${t.word} ${t.ms.toFixed(0)} ms after the last key (${t.searches} searches)`).join('; ')}`,
    );

    const perMatch =
      engine === 'pagefind'
        ? await pagefindWork(page, [queries.common, ...queries.typical])
        : await rankedWork(siteDir, [queries.common, ...queries.typical]);
    log(
      `work per match: ${perMatch.map((p) => `${p.word} ${p.matches} matches ${p.ms.toFixed(1)} ms (${p.us.toFixed(3)} µs)`).join('; ')}`,
    );

    const loadTime = async (path: string) => {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      return page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return nav.loadEventEnd - nav.startTime;
      });
    };
    const firstDoc = await page.evaluate(
      async () => (await (await fetch('../api/v1/documents.json')).json()).data[0].url as string,
    );
    // A document page's opening is in its HTML; the rest comes after its load event, from the one text file.
    const textShown = async (path: string) => {
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => Boolean(document.querySelector('.page-text')?.textContent));
      return page.evaluate(() => performance.now());
    };
    const pages = {
      home: await loadTime(''),
      codex: await loadTime('codex/page/2/'),
      document: await loadTime(firstDoc.replace(/^\/bench\//, '')),
      documentText: await textShown(firstDoc.replace(/^\/bench\//, '')),
      search: await loadTime('search/'),
    };
    // The same queries over HTTP/1.1, on a fresh page of another origin (nothing cached): six connections
    // to a host, so a two-word query's twenty files queue.
    const overHttp1 = await context.newPage();
    await overHttp1.goto(`${plain.url}search/`);
    await overHttp1.waitForFunction(() => document.body.dataset.searchState === 'idle');
    const http1 = await timeQueries(overHttp1, plain, queries);
    await overHttp1.close();
    const load = { start: loadAtStart, end: loadavg()[0]! };
    return {
      indexLoad,
      indexBytes,
      shards,
      cold,
      warm,
      repeat,
      worst,
      pairs,
      forms,
      http1,
      typed,
      pages,
      perMatch,
      load,
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.close();
    await plain.close();
  }
}

/**
 * The query forms table: one row per form, its first query, and per size the median time of its three queries
 * from Enter to the results drawn (the slowest, the bytes the median waited for, the documents its first found).
 * Empty when no size measured them (Pagefind).
 */
function queryFormsSection(times: Map<number, QueryFormTime[]>): string[] {
  const sizes = [...times.keys()].filter((n) => times.get(n)!.length);
  if (!sizes.length) return [];
  const first = times.get(sizes[0]!)!;
  const cell = ({ times: t }: QueryFormTime) => {
    const byTime = [...t].sort((a, b) => a.ms - b.ms);
    const mid = byTime[1]!;
    const over = mid.ms >= 100 ? '**' : '';
    return `${over}${mid.ms.toFixed(0)} ms${over} (max ${byTime[2]!.ms.toFixed(0)}), ${(mid.bytes / 1024).toFixed(0)} KB, ${t[0]!.found.toLocaleString('en')} found`;
  };
  return [
    '## Every query form',
    '',
    'Each form of the query language (docs/search.md), three queries of it, on the same page after the queries',
    'above, with words none of them asked (`QUERY_FORMS` in test/helpers/archive-fixtures.ts; a field has a word',
    "beside it, as the server's benchmark needs distinct queries): the median time from Enter to the results",
    'drawn (and the slowest), the bytes the median query waited for, and the documents the first query found.',
    'A phrase, and a title of several words, are checked on the documents themselves (their entries; a phrase',
    'also their text files), at most 200 of those that hold the words (site/search-index/tree-search.ts).',
    '',
    `| form | first query | ${sizes.map((n) => `${n.toLocaleString('en')} documents`).join(' | ')} |`,
    `|---|---|${sizes.map(() => '---:').join('|')}|`,
    ...first.map(
      (f, i) => `| ${f.form} | \`${f.times[0]!.query}\` | ${sizes.map((n) => cell(times.get(n)![i]!)).join(' | ')} |`,
    ),
    '',
    'Target: under 100 ms (the search issue: every query form, phrases included, at 100,000 documents); medians at or over it in bold.',
    '',
  ];
}

export const bench: Benchmark = {
  name: 'site',
  title: 'Public site: build and search',
  async run(log) {
    const sizes = (process.env.DIRHUB_BENCH_SITE_SIZES ?? '1000,30000')
      .split(',')
      .map(Number)
      .filter((n) => n > 0);
    const { writeSyntheticArchive, BENCH_QUERIES } = await import('../../test/helpers/archive-fixtures.js');
    const measureScript = join(
      dirname(fileURLToPath(import.meta.url)),
      '..',
      '..',
      'site',
      'generator',
      'measure-build.js',
    );
    const buildRows: string[] = [];
    const searchRows: string[] = [];
    const pageRows: string[] = [];
    const sizeRows: string[] = [];
    const kindRows: string[] = [];
    const matchRows: string[] = [];
    const typedRows: string[] = [];
    const formTimes = new Map<number, QueryFormTime[]>();
    // DIRHUB_BENCH_SITE_DIR keeps each generated archive and its build in DIR/N/, and a later run reuses
    // the build and its figures: build once (slow at 100,000), then measure in the browser on a quiet machine.
    const keep = process.env.DIRHUB_BENCH_SITE_DIR;
    const engine = process.env.DIRHUB_BENCH_SITE_ENGINE === 'pagefind' ? 'pagefind' : 'ranked';
    for (const n of sizes) {
      const root = keep ? join(keep, String(n)) : await mkdtemp(join(tmpdir(), `dirhub-bench-site-${n}-`));
      try {
        const out = join(root, 'site');
        const measuredFile = join(root, 'build-measured.json');
        const kept =
          keep && existsSync(measuredFile) ? (JSON.parse(await readFile(measuredFile, 'utf8')) as Measured) : null;
        let m: Measured;
        // A kept build made with another engine (builds before the ranked index have none: Pagefind's), or
        // with an earlier format of the ranked index, is rebuilt from its kept archive.
        if (
          kept &&
          (kept.report.searchIndex.engine ?? 'pagefind') === engine &&
          (engine === 'pagefind' || (await rankedFormat(out)) === INDEX_FORMAT)
        ) {
          m = kept;
          // Its pages with today's scripts, so that a change to the search page is what is measured.
          const { bundleClient } = await import('../../site/generator/build.js');
          await bundleClient(packageRoot(), out);
          log(`${n}: reusing the build in ${root}, its scripts bundled again`);
        } else {
          const archiveDir = join(root, ARCHIVE_DIR);
          if (kept && existsSync(archiveDir)) {
            log(`${n}: rebuilding the kept archive's site with the ${engine} index`);
            await rm(out, { recursive: true, force: true });
            await rm(measuredFile, { force: true });
          } else {
            await rm(root, { recursive: true, force: true });
            await mkdir(root, { recursive: true });
            const started = Date.now();
            await writeSyntheticArchive(root, n, { log });
            log(`${n} documents generated in ${s(Date.now() - started)}`);
          }
          const { stdout } = await run(
            process.execPath,
            [`--max-old-space-size=${n > 30_000 ? 16_384 : 6144}`, measureScript, archiveDir, out, '/bench/', engine],
            { maxBuffer: 64 * 1024 * 1024 },
          );
          m = JSON.parse(stdout.trim().split('\n').pop()!) as Measured;
          if (keep) await writeFile(measuredFile, JSON.stringify(m));
        }
        const t = m.report.timings;
        const total = Object.values(t).reduce((a, b) => a + b, 0);
        const cpu = (k: string) => `${(m.cpuSeconds[k] ?? 0).toFixed(1)} s`;
        const otherCpu = ['load', 'charts', 'client', 'files', 'api', 'pwa'].reduce(
          (a, k) => a + (m.cpuSeconds[k] ?? 0),
          0,
        );
        buildRows.push(
          `| ${n.toLocaleString('en')} | ${m.report.htmlPages.toLocaleString('en')} | ${s(t.eleventy!)} (CPU ${cpu('eleventy')}) | ${mb(Math.max(m.peakBuild.eleventy ?? 0, m.peakBuild.load ?? 0))} | ${s(t.search!)} (CPU ${(m.pagefindCpu + (m.cpuSeconds.search ?? 0)).toFixed(1)} s) | ${mb(engine === 'pagefind' ? m.peakPagefind : (m.peakBuild.search ?? 0))} | ${mb(m.report.searchIndex.bytes)} | ${s((t.load ?? 0) + (t.charts ?? 0) + (t.client ?? 0) + (t.files ?? 0) + (t.api ?? 0) + (t.pwa ?? 0))} (CPU ${otherCpu.toFixed(1)} s) | ${s(total)} | ${mb(m.maxRss)} |`,
        );
        log(`${n}: built in ${s(total)}`);
        const b = await measureBrowser(out, engine, BENCH_QUERIES, log);
        const warmMs = b.warm.map((w) => w.ms);
        typedRows.push(
          `| ${n.toLocaleString('en')} | ${b.typed.map((t) => `"${t.word}": ${t.ms.toFixed(0)} ms (${t.searches} search${t.searches === 1 ? '' : 'es'})`).join(' · ')} |`,
        );
        searchRows.push(
          `| ${n.toLocaleString('en')} | ${b.indexLoad.toFixed(0)} ms | ${(b.indexBytes / 1024).toFixed(0)} KB | ${b.cold.ms.toFixed(0)} ms | ${(b.cold.bytes / 1024).toFixed(0)} KB | ${median(warmMs).toFixed(0)} ms (max ${Math.max(...warmMs).toFixed(0)}) | ${(median(b.warm.map((w) => w.bytes)) / 1024).toFixed(0)} KB · ${(median(b.warm.map((w) => w.all)) / 1024).toFixed(0)} KB | ${b.repeat.ms.toFixed(0)} ms, ${(b.repeat.bytes / 1024).toFixed(0)} KB | ${b.worst.ms.toFixed(0)} ms, ${(b.worst.bytes / 1024).toFixed(0)} KB | ${median(b.pairs.map((p) => p.ms)).toFixed(0)} ms (max ${Math.max(...b.pairs.map((p) => p.ms)).toFixed(0)}), ${(median(b.pairs.map((p) => p.bytes)) / 1024).toFixed(0)} KB | ${median(b.http1.warm.map((w) => w.ms)).toFixed(0)} ms · ${median(b.http1.pairs.map((p) => p.ms)).toFixed(0)} ms (max ${Math.max(...b.http1.pairs.map((p) => p.ms)).toFixed(0)}) | ${b.load.start.toFixed(1)}–${b.load.end.toFixed(1)} |`,
        );
        formTimes.set(n, b.forms);
        const mostMatches = b.perMatch.reduce((a, p) => (p.matches > a.matches ? p : a));
        matchRows.push(
          `| ${n.toLocaleString('en')} | ${b.perMatch.map((p) => `${p.matches.toLocaleString('en')} → ${fine(p.ms)} ms`).join(' · ')} | ${fine(median(b.perMatch.map((p) => p.us)))} µs | ${fine(mostMatches.us)} µs |`,
        );
        pageRows.push(
          `| ${n.toLocaleString('en')} | ${b.pages.home.toFixed(0)} ms | ${b.pages.codex.toFixed(0)} ms | ${b.pages.document.toFixed(0)} ms | ${b.pages.documentText.toFixed(0)} ms | ${b.pages.search.toFixed(0)} ms |`,
        );
        const size = await siteSize(out);
        const part = (k: string) =>
          `${mb(size.parts[k]?.bytes ?? 0)} (${(size.parts[k]?.files ?? 0).toLocaleString('en')})`;
        sizeRows.push(
          `| ${n.toLocaleString('en')} | **${mb(size.bytes)}** | ${size.files.toLocaleString('en')} | ${part('documents')} | ${part('api')} | ${part('search-index')} | ${part('other')} |`,
        );
        const kind = (k: string) =>
          `${mb1(size.kinds[k]?.bytes ?? 0)} (${(size.kinds[k]?.files ?? 0).toLocaleString('en')})`;
        kindRows.push(`| ${n.toLocaleString('en')} | ${KINDS.map((k) => kind(k.name)).join(' | ')} |`);
      } finally {
        if (!keep) await rm(root, { recursive: true, force: true });
      }
    }
    const ranked = engine === 'ranked';
    return [
      'Archives are generated by `test/helpers/archive-fixtures.ts` (`writeSyntheticArchive`): 1–40 pages per document',
      '(70% have 1–5), 1,200–2,400 characters per page of words drawn from a 5,000-word vocabulary with a',
      'Zipf-like law (as in real text), five people/places/organizations each; one small PDF',
      'layout per document. The build runs in its own process; memory is the peak resident set sampled every',
      `100 ms${ranked ? '' : ' (Pagefind runs as a separate indexer process and is measured on its own)'}. Times are wall clock;`,
      'CPU seconds (user + system) are given beside them because the machine is shared and wall time varies',
      'with its load.',
      '',
      `Search engine: ${ranked ? "the site's ranked index (the default; docs/search.md)" : 'Pagefind (site.search_engine "pagefind")'}.`,
      '',
      '## Build',
      '',
      '| documents | HTML pages | Eleventy | Eleventy peak RSS | search index | index build peak RSS | index size | other steps | total | build process max RSS |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...buildRows,
      '',
      '## Size: what GitHub Pages publishes',
      '',
      'The built folder, as the publish workflow uploads it (GitHub Pages publishes at most 1 GB): bytes and files in all, then by',
      "folder: `documents/` (each document's page and its one text file, gzip-compressed JSON), `api/`, the search index,",
      'and the rest (codex, entity and timeline pages, charts, assets). The originals are linked where they are stored, as the',
      "publish workflow builds (`--originals-url`), so their sizes do not enter it; the archive's 1 KB stand-in PDFs are never copied.",
      '',
      '| documents | site | files | documents/ (files) | api/ (files) | search index (files) | other (files) |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      ...sizeRows,
      '',
      "By what the files are (MB of 2^20 bytes, and files): each document's page (`documents/ID/index.html`), its text file,",
      "its OCR word boxes (scanned pages only) and its oEmbed file; the API; the search index; the codex's lists; the pages of",
      'people, places and organizations; the Atom feeds; the assets (pdf.js, scripts, styles, icons); the rest (home,',
      "timeline, charts, search and upload pages, the build's own record).",
      '',
      `| documents | ${KINDS.map((k) => k.label).join(' | ')} |`,
      `|---:|${KINDS.map(() => '---:').join('|')}|`,
      ...kindRows,
      '',
      '## Search in Chromium (served from 127.0.0.1 over HTTP/2, no service worker)',
      '',
      ranked
        ? 'Index load: on a cold cache, what the search page does before its first query: fetch the index manifest.'
        : 'Index load: on a cold cache, what the search page does before its first query: load every shard (its `pagefind.js`, worker, WebAssembly, entry and metadata).',
      "Load is the machine's one-minute load average when the browser measurements began and ended (2 cores: above 2,",
      'other work was waiting for them too, and every time is that much slower; the page is served by this process).',
      'The site is served over HTTP/2 with TLS, as GitHub Pages and CDNs serve it (a browser speaks HTTP/2 only over TLS;',
      'the certificate is a throwaway one for 127.0.0.1): the files of a query share one connection. The same queries',
      "over HTTP/1.1, where a browser opens six connections to a host and a two-word query's twenty files queue for them,",
      'are in the column before the load.',
      'Index bytes are those of the index folders. Query → rendered: from submitting the search form (Enter)',
      'to the results and status drawn (next animation frame), with the bytes the drawing waited for: the files asked',
      ranked
        ? 'for since Enter and received before the results were drawn (index chunks, result entries with the texts their excerpts are cut from);'
        : 'for since Enter and received before the results were drawn (fragments);',
      'for the warm queries also every byte the query fetched, drawn or not (until nothing was sent for 300 ms). Cold is the first',
      `query on the page ("${BENCH_QUERIES.typical[0]}"); warm is the median of the other queries (${BENCH_QUERIES.typical
        .slice(1)
        .map((q) => `"${q}"`)
        .join(', ')}),`,
      'which match from about a tenth to most of the documents; repeat is the first query again. Common word is',
      `"${BENCH_QUERIES.common}", found in nearly every document: the most matches to score. Two words is the median (and slowest) of`,
      `four pairs not asked before: "${BENCH_QUERIES.typical[1]} ${BENCH_QUERIES.typical[2]}", "${BENCH_QUERIES.typical[0]} ${BENCH_QUERIES.typical[3]}", "${BENCH_QUERIES.typical[2]} ${BENCH_QUERIES.typical[4]}", "${BENCH_QUERIES.common} ${BENCH_QUERIES.typical[3]}".`,
      ...(ranked
        ? [
            'With the ranked index a word in 100 documents or more carries its first page of results in its chunk,',
            "so a one-word query's first page is one request, and the results' text files, for the pages their hits are",
            "on, are asked for once the results are drawn; two words need their chunks, then the ten results' entries",
            'and text files.',
          ]
        : []),
      '',
      '| documents | index load | index bytes | cold query | cold bytes | warm query | warm bytes (median): drawn · all | repeat | common word | two words | over HTTP/1.1: warm · two words | load |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...searchRows,
      '',
      ...queryFormsSection(formTimes),
      '## Typed a letter at a time',
      '',
      'A fresh search page, the word typed one letter every 120 ms: time from the last keystroke to the results',
      `drawn, and how many searches ran. The page searches once typing pauses for ${ranked ? 50 : 200} ms (each keystroke`,
      'preloads the index chunks the letters so far need), so this is the pause plus one search.',
      '',
      '| documents | last keystroke → rendered |',
      '|---:|---|',
      ...typedRows,
      '',
      '## Work per matching document',
      '',
      ...(ranked
        ? [
            `For "${BENCH_QUERIES.common}" and the cold and warm words above, in that order: the ranked index's own work`,
            "(decode the word's list, score and order every match) with the search page's code, in Node's V8, best of",
            'five, nothing fetched.',
          ]
        : [
            'Each shard searched alone, one after another, for words already searched (nothing is fetched; best of',
            `three runs per shard), for "${BENCH_QUERIES.common}" and the cold and warm words above, in that order: matches and time summed over the shards.`,
            "This is Pagefind's own cost, before any merging or drawing: it scores every matching document and hands",
            'every match with its word positions from WebAssembly to JavaScript.',
          ]),
      '',
      '| documents | matches → time, per word | per match (median) | per match, word with most matches |',
      '|---:|---|---:|---:|',
      ...matchRows,
      '',
      '## Page load (navigation start → load event)',
      '',
      "Document (text shown): navigation start to the first page's text drawn, fetched from the document's text file after the load event.",
      '',
      '| documents | home | codex page 2 | document | document (text shown) | search |',
      '|---:|---:|---:|---:|---:|---:|',
      ...pageRows,
      '',
      'Spec targets: query under 100 ms, index under 500 ms, page under 2 s.',
    ].join('\n');
  },
};
