import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { runIntake, type IntakeRun } from '../../actions/lib/intake/run.js';
import { ContentCache } from '../../actions/lib/pipeline/processing/cache.js';
import { createSharedOcrEngine } from '../../actions/lib/pipeline/processing/process.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { buildDemoRepository } from '../demo/build-demo.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../corpus.js';
import { progressPrinter } from '../progress.js';
import { enrichAndCommit } from '../enrich-and-commit.js';
import { isBlocking } from '../../actions/lib/core/problem.js';

const usage = `Usage: dirhub demo [--dir DIR] [--corpus DIR | --no-corpus] [--json] [--quiet]

Builds a demo archive from scratch: a new Git repository (default: demo/archive) whose branches are
pull requests, and takes each through the intake. The demo makes its own documents: sample court
filings as born-digital PDFs, some printed and scanned back with skew and noise so that OCR runs,
exhibit photographs (public-domain photographs with an exhibit sticker), off-topic documents (State
of the Union addresses, a holiday photograph), an exact and a near duplicate, broken metadata and a
branch that also edits a workflow. When a corpus of real court filings is found, they are added too.
Prints a table of decisions at the end. Needs no network and no GitHub.

The demo archive also follows two sources on this machine (docs/discovery.md), written beside it in
DIR-sources/: a consumption folder and an Atom feed kept as a file. \`dirhub discover --dry-run --repo
DIR\` lists what each would bring; \`dirhub discover --repo DIR\` opens a branch for each document, which
\`dirhub intake --repo DIR\` then decides.

Options:
  --dir DIR     where to create the demo repository (replaced if it exists; default: demo/archive)
  --corpus DIR  add the real court filings of this corpus (the folder holding court/); by default
                the corpus is used when it is found (DIRHUB_CORPUS, or ../shared/corpus beside the project)
  --no-corpus   the demo's own documents only, even when a corpus is found
  --json        print the intake result as JSON instead of the table
  --quiet       no progress on stderr`;

interface Row {
  branch: string;
  decision: string;
  relevance: string;
  pages: string;
  ocr: string;
  upload: string;
  why: string;
}

function outcomeWords(action: string | undefined, state: string | undefined): string {
  switch (action) {
    case 'merge':
      return 'accepted, merged';
    case 'close':
      return `${state ?? 'rejected'}, closed`;
    case 'needs_review':
      return 'left for review';
    default:
      return action ?? 'not decided';
  }
}

/** `analysed`: pages and OCR'd pages per upload file name, as the analyzer saw them. */
function rowsOf(run: IntakeRun, analysed: Map<string, { pages: string; ocr: string }>): Row[] {
  return run.outcomes.map((o) => {
    const u = o.plan?.uploads[0];
    const seen = u?.file ? analysed.get(u.file.slice(u.file.lastIndexOf('/') + 1)) : undefined;
    const firstReason = o.problem ?? o.plan?.reasons[0] ?? u?.reasons.find(isBlocking) ?? null;
    return {
      branch: o.branch,
      decision: o.problem ? 'failed' : outcomeWords(o.plan?.action, u?.state),
      relevance: u?.relevance === null || u?.relevance === undefined ? '—' : u.relevance.toFixed(2),
      pages: seen?.pages ?? '—',
      ocr: seen?.ocr ?? '—',
      upload: u?.upload_id ?? '—',
      why: firstReason ? firstReason.message : (o.plan?.summary ?? ''),
    };
  });
}

function table(data: Row[]): string {
  const cols: [keyof Row, string][] = [
    ['branch', 'branch'],
    ['decision', 'decision'],
    ['relevance', 'score'],
    ['pages', 'pages'],
    ['ocr', 'OCR'],
    ['upload', 'upload id'],
    ['why', 'why'],
  ];
  const width = (k: keyof Row, title: string) =>
    Math.min(k === 'why' ? 90 : 60, Math.max(title.length, ...data.map((r) => String(r[k]).length)));
  const cut = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w));
  const head = cols.map(([k, t]) => cut(t, width(k, t))).join('  ');
  const rule = cols.map(([k, t]) => '─'.repeat(width(k, t))).join('  ');
  const lines = data.map((r) => cols.map(([k, t]) => cut(String(r[k]), width(k, t))).join('  '));
  return [head, rule, ...lines].join('\n');
}

export const command: Command = {
  name: 'demo',
  summary: 'Build a demo archive from real documents sent as local pull requests',
  usage,
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        dir: { type: 'string', default: 'demo/archive' },
        corpus: { type: 'string' },
        'no-corpus': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
      },
    });
    const root = resolve(values.dir!);
    if (values.corpus && values['no-corpus']) throw new UsageError('give either --corpus DIR or --no-corpus, not both');
    const corpus = values['no-corpus']
      ? null
      : values.corpus
        ? resolve(values.corpus)
        : existsSync(join(DEFAULT_CORPUS, 'court'))
          ? DEFAULT_CORPUS
          : null;
    const progress = values.quiet ? () => {} : progressPrinter('demo');
    progress(
      corpus
        ? `adding the real court filings of ${corpus}`
        : "the demo's own documents only (no corpus of real filings found; --corpus DIR adds one)",
    );
    let branches: string[];
    try {
      ({ branches } = await buildDemoRepository(root, packageRoot(), corpus, progress));
    } catch (err) {
      const hint = (err as { hint?: string }).hint;
      if (!hint) throw err;
      process.stderr.write(`dirhub demo: ${(err as Error).message}\n${hint}\n`);
      return EXIT.failure;
    }
    const config = await loadConfig(root);
    // The cache lives with the project, so a second `npm start` skips the OCR it already did.
    const cache = ContentCache.at(packageRoot());
    const analysed = new Map<string, { pages: string; ocr: string }>();
    const ocrEngine = createSharedOcrEngine(config, cache);
    const run = await runIntake({
      root,
      config,
      branches,
      onProgress: progress,
      analyzer: async (upload, ctx) => {
        const result = await analyzeUpload(upload, {
          ...ctx,
          cache,
          ocrEngine,
          onProgress: (m) => progress(`    ${m}`),
        });
        analysed.set(upload.name, {
          pages: String(result.pages ?? '—'),
          ocr: result.ocr_pages.length ? String(result.ocr_pages.length) : '—',
        });
        return result;
      },
    }).finally(() => ocrEngine.close());
    await enrichAndCommit(root, progress);
    if (values.json) {
      process.stdout.write(`${JSON.stringify(run, null, 2)}\n`);
    } else {
      process.stdout.write(`\nDemo archive: ${root}\n\n${table(rowsOf(run, analysed))}\n\n`);
      process.stdout.write(`Look up any upload with: npx dirhub status UPLOAD_ID --repo ${values.dir}\n`);
      process.stdout.write(
        `See what the sources it follows would bring: npx dirhub discover --dry-run --repo ${values.dir}\n`,
      );
      process.stdout.write(
        `Build its site: npx dirhub build --archive ${values.dir} --serve; add --repository OWNER/NAME (or set ` +
          'site.repository in dirhub.config.json) so the upload page links the repository, and --api-url ' +
          `http://127.0.0.1:8787 with npx dirhub serve --archive ${values.dir} --site-url http://127.0.0.1:8080/ ` +
          'so it sends uploads from the page\n',
      );
    }
    return run.refused || run.outcomes.some((o) => o.problem) ? EXIT.failure : EXIT.ok;
  },
};
