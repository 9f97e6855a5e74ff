/**
 * The hostile corpus (test/helpers/hostile/corpus.ts), each file read the way intake and `dirhub analyze`
 * read an upload: in a process of its own under the product's default limits, then decided. Each must
 * end in the decision below, with these error codes, and the reading process's peak memory and time are
 * measured (the figures are in docs/benchmarks/hostile.md, from `npm run bench -- hostile`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../actions/lib/archive/records.js';
import { DEFAULT_CONFIG, loadConfig, type DirhubConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { boundedReader, type ReadUsage } from '../../actions/lib/pipeline/bounded.js';
import { HOSTILE_FILES, writeHostileCorpus } from '../helpers/hostile/corpus.js';
import { DIRHUB_BIN, PROJECT_ROOT } from '../helpers/paths.js';

type Expected = [status: AnalysisResult['status'], errors: string[]];

/** The decision each file must get, and its error codes in order. */
const EXPECTED: Record<string, Expected> = {
  // Compression bombs: measured before pdf.js reads anything, refused in about a second.
  'double-flate-bomb.pdf': ['invalid', ['pdf.stream_too_large']],
  'content-stream-bomb.pdf': ['invalid', ['pdf.stream_too_large']],
  'many-streams-bomb.pdf': ['invalid', ['pdf.stream_too_large']],
  'xmp-bomb.pdf': ['invalid', ['pdf.stream_too_large']],
  // Images declaring more pixels than a reader should decode, whoever declares it.
  'image-bomb-30000.pdf': ['invalid', ['pdf.image_too_large']],
  'image-declared-60000.pdf': ['invalid', ['pdf.image_too_large']],
  'inline-image-bomb.pdf': ['invalid', ['pdf.image_too_large']],
  'image-100mb.pdf': ['invalid', ['pdf.image_too_large']],
  'jbig2-huge.pdf': ['invalid', ['pdf.image_too_large']],
  'jpx-huge.pdf': ['invalid', ['pdf.image_too_large']],
  'dct-huge.pdf': ['invalid', ['pdf.image_too_large']],
  'ccitt-huge.pdf': ['invalid', ['pdf.image_too_large']],
  // Nothing inflates past a limit, but the page holds more drawing operations than the page budget.
  'drawing-bomb.pdf': ['invalid', ['pdf.page_too_complex']],
  'form-drawing-bomb.pdf': ['invalid', ['pdf.page_too_complex']],
  // Structures a reader cannot follow: the pages that cannot be loaded make the file unreadable.
  'page-tree-cycle.pdf': ['invalid', ['pdf.unreadable']],
  'nested-arrays.pdf': ['invalid', ['pdf.unreadable']],
  'nested-dictionaries.pdf': ['invalid', ['pdf.unreadable']],
  'broken-object-stream.pdf': ['invalid', ['pdf.unreadable']],
  'ten-thousand-pages.pdf': ['invalid', ['pdf.too_many_pages']],
  // Structures pdf.js follows safely, in files that are otherwise the order: read, and accepted.
  'deep-page-tree.pdf': ['accepted', []],
  'xref-prev-loop.pdf': ['accepted', []],
  'xobject-recursion.pdf': ['accepted', []],
  'font-bad-tables.pdf': ['accepted', []],
  // A scanned second page cut short: drawn as far as it goes; the order on page 1 is what is read.
  'ccitt-truncated.pdf': ['accepted', []],
  // A text layer of one endless line (the order, and under it a line of 300 KB): read whole; the names,
  // dates and captions, which are read line by line, are found in seconds. Names and dates drown the order's
  // key terms, so the file is off topic; the caption's words are few.
  'one-line-of-names.pdf': ['rejected', ['relevance.below_threshold']],
  'one-line-caption.pdf': ['accepted', []],
  'one-line-of-dates.pdf': ['rejected', ['relevance.below_threshold']],
  // A page of 20,000 lines in tiny type: read, columns measured and names read in seconds; 20,000 phone
  // numbers drown the order's key terms.
  'many-lines-of-counsel.pdf': ['accepted', []],
  'many-phone-numbers.pdf': ['rejected', ['relevance.below_threshold']],
  // Active content, secrets, two formats in one, files that are not what they say.
  'javascript.pdf': ['invalid', ['pdf.javascript']],
  'launch-action.pdf': ['invalid', ['pdf.launch_action']],
  'embedded-file.pdf': ['invalid', ['pdf.embedded_files']],
  'encrypted.pdf': ['invalid', ['pdf.encrypted']],
  'polyglot-zip.pdf': ['invalid', ['file.polyglot']],
  'polyglot-html.pdf': ['invalid', ['file.polyglot']],
  'empty.pdf': ['invalid', ['file.empty']],
  'png-named.pdf': ['invalid', ['file.extension_mismatch']],
  // Image uploads: a blank 100-megapixel picture is read (and is not on topic); declared giants are not.
  'image-100mb-upload.png': ['rejected', ['relevance.below_threshold']],
  'png-declared-60000.png': ['invalid', ['image.too_large']],
  'jpeg-declared-65500.jpg': ['invalid', ['image.truncated', 'image.too_large']],
};

let dir: string;
let paths: Map<string, string>;
let config: DirhubConfig;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dirhub-hostile-'));
  paths = await writeHostileCorpus(dir);
  const profile = await loadConfig(PROJECT_ROOT);
  config = { ...profile, limits: DEFAULT_CONFIG.limits };
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function analyze(name: string): Promise<{ result: AnalysisResult; usage: ReadUsage | null }> {
  const path = paths.get(name)!;
  let usage: ReadUsage | null = null;
  const result = await analyzeUpload(
    {
      name,
      file: new Uint8Array(await readFile(path)),
      metadata: new Uint8Array(await readFile(path.replace(/\.[a-z]+$/, '.json'))),
      metadataName: name.replace(/\.[a-z]+$/, '.json'),
    },
    {
      root: null,
      config,
      cache: null,
      reader: boundedReader({ onUsage: (u) => (usage = u) }),
    },
  );
  return { result, usage };
}

describe('the hostile corpus', () => {
  it('has a decision for every file, and every decision a file', () => {
    expect(HOSTILE_FILES.map((f) => f.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(HOSTILE_FILES.map((f) => [f.name, f.attack]))(
    '%s (%s) is decided, with its reading measured',
    async (name) => {
      const { result, usage } = await analyze(name);
      const [status, errors] = EXPECTED[name]!;
      expect([result.status, result.errors.map((e) => e.code)]).toEqual([status, errors]);
      // Every rejection says what is wrong and what to do.
      for (const e of result.errors) expect([e.message.length > 20, e.hint.length > 20]).toEqual([true, true]);
      // The reading process was watched to the end: its time and its peak memory are known.
      expect(usage).not.toBeNull();
      expect(usage!.peak_mb).toBeGreaterThan(0);
    },
    120_000,
  );
});

describe('a text layer of one endless line, or of endless lines', () => {
  it.each([
    'one-line-of-names.pdf',
    'one-line-caption.pdf',
    'one-line-of-dates.pdf',
    'many-lines-of-counsel.pdf',
    'many-phone-numbers.pdf',
  ])(
    '%s: the order’s names and its one judge are found, and no name is made of the line',
    async (name) => {
      const { result } = await analyze(name);
      const entities = result.findings?.extracted_entities ?? [];
      const names = entities.map((e) => e.name);
      expect(names).toEqual(expect.arrayContaining(['Margaret Harlow', 'Jonathan D. Lindqvist']));
      expect(names.filter((n) => /\bXx\b|Plaintiff/.test(n))).toEqual([]);
      const judges = entities.filter((e) => e.roles?.some((r) => r.role === 'judge')).map((e) => e.name);
      expect(judges).toEqual(['Jonathan D. Lindqvist']);
      expect((result.dates ?? []).map((d) => d.date)).toEqual(expect.arrayContaining(['2020-08-09']));
    },
    120_000,
  );
});

describe('through dirhub analyze --json', () => {
  const run = promisify(execFile);
  it.each(['double-flate-bomb.pdf', 'page-tree-cycle.pdf', 'polyglot-html.pdf', 'jbig2-huge.pdf'])(
    '%s: the command finishes (exit 0) with the same decision',
    async (name) => {
      // execFile rejects when the command exits with anything but 0.
      const { stdout } = await run(process.execPath, [DIRHUB_BIN, 'analyze', paths.get(name)!, '--json', '--quiet'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DIRHUB_CACHE_DIR: join(dir, 'cache') },
        maxBuffer: 32 * 1024 * 1024,
      });
      const out = JSON.parse(stdout) as AnalysisResult;
      expect([out.status, out.errors.map((e) => e.code)]).toEqual(EXPECTED[name]);
    },
    120_000,
  );
});
