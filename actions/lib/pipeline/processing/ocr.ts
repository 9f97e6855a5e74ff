/**
 * OCR with tesseract.js: an engine behind a small interface, a pool of workers sized to the machine,
 * traineddata read from the installed `@tesseract.js-data/<lang>` package (never downloaded), and the
 * per-page results cached by content hash. See docs/ocr.md for the settings and the measurements behind them.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { DirhubConfig } from '../../core/config.js';
import { sha256 } from '../../core/hash.js';
import { warning, type Problem } from '../../core/problem.js';
import type { PageText } from '../../archive/records.js';
import { OCR_WORDS_FORMAT, type PageWords } from '../../archive/ocr-words.js';
import { languageName } from '../../text/language-names.js';
import { ContentCache, defaultCacheDir } from './cache.js';
import { COMBINE } from './combine.js';
import { decodeToGray } from './images.js';
import { createPaddleRecognizer, installedPaddleModel, scriptCharacters } from './paddle.js';
import { profileModels, TESSERACT_CODES } from './page-language.js';
import { openPdf } from './pdfjs.js';
import {
  IMAGE_DPI,
  meanConfidence,
  recognizePage,
  textInColumns,
  unscaled,
  type LinedWord,
  type OcrEngine,
  type OcrWord,
  type PreparedResult,
} from './read-page.js';
import { renderGrayPagesOf } from './render.js';

export {
  IMAGE_DPI,
  meanConfidence,
  recognizeImage,
  recognizePage,
  RETRY_BELOW_CONFIDENCE,
  textInColumns,
  type OcrEngine,
  type OcrResult,
  type OcrWord,
  type PreparedResult,
  type RecognizeOptions,
} from './read-page.js';

const require = createRequire(import.meta.url);

/**
 * Tesseract parameters applied to every page, chosen by measurement on ../shared/corpus/ocr
 * (docs/ocr.md has the before/after figures):
 * - PSM 6, one uniform block of text: transcripts keep their margin line numbers and spacing is judged
 *   over the whole page (automatic segmentation, PSM 3, dropped 72 line numbers of one deposition and
 *   scored 85% and 78% on the two depositions against 94% and 94%). The cost: side-by-side columns are
 *   read line by line across the page rather than column by column.
 * - No '|': on scans it is nearly always a misread capital I or a ruled line, never text worth searching.
 * - Interword spaces preserved, so that table cells stay apart.
 * - Messages go to /dev/null inside the engine instead of our stderr.
 */
export const TESSERACT_PARAMETERS: Readonly<Record<string, string>> = {
  tessedit_pageseg_mode: '6',
  tessedit_char_blacklist: '|',
  preserve_interword_spaces: '1',
  debug_file: '/dev/null',
};

export interface TesseractEngineOptions {
  /** Worker count; 0 or absent means one per available core. */
  workers?: number;
  /** Tesseract language codes; each must be installed as `@tesseract.js-data/<code>`. */
  languages?: string[];
  /** Where tesseract.js may keep files; nothing is written outside it. */
  cacheDir?: string;
  /** Overrides of TESSERACT_PARAMETERS (used by the benchmark to compare settings). */
  parameters?: Record<string, string>;
}

interface LanguageData {
  code: string;
  langPath: string;
  gzip: boolean;
}

/** The traineddata folder shipped by `@tesseract.js-data/<code>`; a missing package is a setup error. */
export function languageData(code: string): LanguageData {
  if (!/^[a-z_]{3,12}$/.test(code)) throw new Error(`"${code}" is not a Tesseract language code (expected e.g. "eng")`);
  let data: { langPath: string; gzip: boolean };
  try {
    data = require(`@tesseract.js-data/${code}`) as { langPath: string; gzip: boolean };
  } catch {
    throw new Error(
      `OCR language "${code}" is not installed: run \`npm install @tesseract.js-data/${code}\`, or remove it from ocr.languages in dirhub.config.json`,
    );
  }
  return { code, langPath: data.langPath, gzip: data.gzip };
}

export function poolSize(workers: number | undefined): number {
  return workers && workers > 0 ? Math.floor(workers) : availableParallelism();
}

/** Identifies everything that changes OCR output, for cache keys: engine, model, parameters, languages. */
export function ocrVersion(options: Pick<TesseractEngineOptions, 'languages' | 'parameters'> = {}): string {
  const tesseractVersion = (require('tesseract.js/package.json') as { version: string }).version;
  const models = (options.languages ?? ['eng']).map((code) => {
    const pkg = require(`@tesseract.js-data/${code}/package.json`) as { version: string };
    return `${code}@${pkg.version}`;
  });
  const parameters = { ...TESSERACT_PARAMETERS, ...options.parameters };
  const second = { model: installedPaddleModel().version, combine: COMBINE };
  return sha256(JSON.stringify({ tesseractVersion, models, parameters, prepare: PREPARATION_VERSION, second })).slice(
    0,
    16,
  );
}

/**
 * Bump when page preparation (rendering, grey conversion), the reading of the result or what is kept of it
 * (4: word boxes, the page's language; 5: small print enlarged less, and not read again smoothed; 6: a reading
 * that misses most of the page's letters made again with its rules erased) changes
 * OCR output.
 */
const PREPARATION_VERSION = 6;

type TesseractWorker = Awaited<ReturnType<(typeof import('tesseract.js'))['createWorker']>>;
type TesseractBlock = import('tesseract.js').Block;

interface PooledWorker {
  worker: TesseractWorker;
}

/**
 * A tesseract.js engine with a pool of workers. Workers start lazily, one per concurrent page up to the
 * pool size, so OCR of a single page costs one worker start, not one per core.
 */
export function createTesseractEngine(options: TesseractEngineOptions = {}): OcrEngine {
  const languages = [...new Set(options.languages ?? ['eng'])];
  if (languages.length === 0) throw new Error('OCR needs at least one language (ocr.languages in dirhub.config.json)');
  // Every language's model must be installed before any page is read: a missing one is a set-up error.
  const pools = new Map(languages.map((code) => [code, languagePool(languageData(code), options)]));
  return {
    languages,
    recognize(image, recognizeOptions = {}) {
      const language = recognizeOptions.language ?? languages[0]!;
      const pool = pools.get(language);
      if (!pool) throw new Error(`OCR language "${language}" is not one of this engine's (${languages.join(', ')})`);
      return pool.recognize(image, recognizeOptions);
    },
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}

/**
 * The OCR stage's engine: tesseract.js in the given languages, with the second recogniser (paddle.ts) for
 * the stretches tesseract is unsure of, in the languages whose letters it knows. `second: false` leaves it
 * out (tesseract alone, as before it came). Its model loads on the first stretch it reads.
 */
export function createOcrEngine(options: TesseractEngineOptions & { second?: boolean } = {}): OcrEngine {
  const tesseract = createTesseractEngine(options);
  if (options.second === false) return tesseract;
  const paddle = createPaddleRecognizer();
  return {
    languages: tesseract.languages!,
    recognize: (image, recognizeOptions) => tesseract.recognize(image, recognizeOptions),
    readLines(image, boxes, language) {
      const characters = scriptCharacters([language]);
      return characters ? paddle.readLines(image, boxes, characters) : null;
    },
    async close() {
      await Promise.all([tesseract.close(), paddle.close()]);
    },
  };
}

/** Starts one tesseract.js worker for `language`, with the engine's parameters set. */
async function startWorker(
  language: LanguageData,
  cachePath: string,
  parameters: Record<string, string>,
): Promise<PooledWorker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker(language.code, OEM.LSTM_ONLY, {
    langPath: language.langPath,
    gzip: language.gzip,
    // The traineddata is read from the package on every start (a 10 MB gunzip, ~0.1 s); with
    // cacheMethod 'none' tesseract.js writes nothing, and cachePath keeps it inside our cache if it ever did.
    cachePath,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error from its message listener, which
    // crashes the process; the same error still rejects the job's promise, which is where we handle it.
    errorHandler: () => {},
  });
  await worker.setParameters(parameters);
  return { worker };
}

/** The words tesseract recognised, in reading order, each with the number of its line on the page. */
function wordsOfBlocks(blocks: readonly TesseractBlock[]): LinedWord[] {
  const words: LinedWord[] = [];
  let lineNumber = 0;
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        lineNumber++;
        for (const word of line.words) {
          if (!word.text.trim()) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({
            text: word.text,
            confidence: word.confidence,
            bbox: { x0, y0, x1, y1 },
            line: lineNumber,
          });
        }
      }
    }
  }
  return words;
}

/**
 * The workers of one language: tesseract.js loads one model per worker (its `langPath` is one folder, and
 * each `@tesseract.js-data/<code>` package is a folder of its own), so each language has its own pool,
 * started on the first page read in it.
 */
function languagePool(language: LanguageData, options: TesseractEngineOptions): OcrEngine {
  const size = poolSize(options.workers);
  const cachePath = join(options.cacheDir ?? defaultCacheDir(process.cwd()), 'tesseract');
  const parameters = { ...TESSERACT_PARAMETERS, ...options.parameters };

  const idle: PooledWorker[] = [];
  const all: Promise<PooledWorker>[] = [];
  const waiting: { resolve: (w: PooledWorker) => void; reject: (err: unknown) => void }[] = [];
  let closed = false;

  async function acquire(): Promise<PooledWorker> {
    if (closed) throw new Error('The OCR engine is closed');
    const free = idle.pop();
    if (free) return free;
    if (all.length < size) {
      const starting = startWorker(language, cachePath, parameters);
      all.push(starting);
      // A worker that cannot start (missing model, broken install) fails every caller waiting for one,
      // rather than leaving them to wait for a release that may never come.
      starting.catch((err: unknown) => {
        for (const waiter of waiting.splice(0)) waiter.reject(err);
      });
      return starting;
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function release(pooled: PooledWorker): void {
    const next = waiting.shift();
    if (next) next.resolve(pooled);
    else idle.push(pooled);
  }

  return {
    async recognize(image, recognizeOptions = {}) {
      const pooled = await acquire();
      try {
        // Per-call parameters are restored by tesseract.js after the call, so workers carry no state.
        const perCall: Record<string, string> = recognizeOptions.dpi
          ? { user_defined_dpi: String(Math.round(recognizeOptions.dpi)) }
          : {};
        const { data } = await pooled.worker.recognize(Buffer.from(image), perCall, { text: true, blocks: true });
        const words = wordsOfBlocks(data.blocks ?? []);
        return {
          text: textInColumns(words) ?? data.text,
          confidence: meanConfidence(words),
          words,
        };
      } finally {
        release(pooled);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      const workers = await Promise.allSettled(all);
      await Promise.all(workers.map((w) => (w.status === 'fulfilled' ? w.value.worker.terminate() : undefined)));
    },
  };
}

/** What is cached per OCR'd page: its PageText but the page number (the text, confidence, word boxes, problem). */
type CachedPage = Omit<PageText, 'page'>;

export interface OcrPagesOptions {
  cache?: ContentCache;
  onProgress?: (done: number, total: number) => void;
  /** An engine to reuse across files; when absent one is created for this call and closed after. */
  engine?: OcrEngine;
}

export const OCR_CACHE_NAMESPACE = 'ocr-page';

/**
 * The Tesseract languages OCR reads in: `ocr.languages` when the config names them (each must be
 * installed), otherwise the profile's languages (`collection.languages`) whose model package is installed,
 * the profile's first language first; English when none is.
 */
export function ocrLanguagesOf(config: DirhubConfig): string[] {
  if (config.ocr.languages.length) return [...config.ocr.languages];
  const installed = profileModels(config.collection.languages).filter(isInstalled);
  return installed.length ? installed : ['eng'];
}

function isInstalled(code: string): boolean {
  try {
    languageData(code);
    return true;
  } catch {
    return false;
  }
}

function engineOptions(config: DirhubConfig, cache: ContentCache | undefined): TesseractEngineOptions {
  return { workers: config.ocr.workers, languages: ocrLanguagesOf(config), ...(cache ? { cacheDir: cache.dir } : {}) };
}

/** What changes a page's OCR: the engine's version and models, and the languages judged against. */
function ocrPageVersion(config: DirhubConfig): string {
  return `${ocrVersion({ languages: ocrLanguagesOf(config) })}:profile=${config.collection.languages.join(',')}`;
}

/**
 * A page's reading as the archive keeps it: the text with trailing blanks trimmed, the confidence, and
 * where each word was read (ocr-words.ts); a page in a language the archive has no model for keeps no
 * text and carries a warning that says so.
 */
function pageRead(
  result: PreparedResult,
  size: { width: number; height: number; dpi: number },
  archiveLanguages: readonly string[],
): CachedPage {
  const words: PageWords = {
    format: OCR_WORDS_FORMAT,
    page: 0,
    ...size,
    language: result.language,
    words: result.words.map((w, i) => ({
      text: w.text,
      box: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1],
      confidence: Math.round(w.confidence),
      source: w.source ?? 'tesseract',
      line: w.line ?? i + 1,
    })),
  };
  const read: CachedPage = {
    text: result.text.replace(/[ \t]+$/gm, '').trim(),
    source: 'ocr',
    ocr_confidence: result.confidence,
    words,
  };
  if (result.noModelFor === undefined) return read;
  return { ...read, problem: noModelProblem(result.noModelFor, archiveLanguages) };
}

function toPageText(page: number, cached: CachedPage): PageText {
  return cached.words ? { ...cached, page, words: { ...cached.words, page } } : { ...cached, page };
}

/** The warning for a page OCR found in a language the archive has no model for (`iso`), or in none (null). */
export function noModelProblem(iso: string | null, archiveLanguages: readonly string[]): Problem {
  const reads = archiveLanguages.map(languageName).join(', ') || 'English';
  if (iso === null) {
    return warning(
      'ocr.language_without_model',
      `A page reads as no language this archive has an OCR model for (it reads ${reads}): it may be in another script, so its OCR text was left out rather than add noise to search`,
      'If the archive takes documents in this language, add it to collection.languages in dirhub.config.json and install its model, @tesseract.js-data/<code>',
    );
  }
  const code = TESSERACT_CODES[iso];
  return warning(
    'ocr.language_without_model',
    `A page reads as ${languageName(iso)}, which this archive has no OCR model for (it reads ${reads}): its OCR text was left out rather than add misread words to search`,
    code
      ? `To read ${languageName(iso)} pages, add "${iso}" to collection.languages in dirhub.config.json and run \`npm install @tesseract.js-data/${code}\``
      : `Tesseract models are installed as @tesseract.js-data/<code> packages; add "${iso}" to collection.languages and install its model`,
  );
}

/**
 * OCRs the given pages of a PDF: renders each at `config.ocr.render_dpi` in grey and recognises it,
 * using as many workers as there are pages in flight (up to the pool size). Cached pages are neither
 * rendered nor recognised. Results come back in the order of `pages`.
 */
export async function ocrPages(
  bytes: Uint8Array,
  pages: number[],
  config: DirhubConfig,
  opts: OcrPagesOptions = {},
): Promise<PageText[]> {
  const { cache, onProgress } = opts;
  const version = `${ocrPageVersion(config)}:dpi=${config.ocr.render_dpi}`;
  const fileSha = sha256(bytes);
  const cacheInput = (page: number) => `${fileSha}:page=${page}`;
  const results = new Map<number, PageText>();
  let done = 0;
  const report = () => onProgress?.(done, pages.length);

  const todo: number[] = [];
  for (const page of pages) {
    const hit = cache ? await cache.get<CachedPage>(OCR_CACHE_NAMESPACE, version, cacheInput(page)) : undefined;
    if (hit) {
      results.set(page, toPageText(page, hit));
      done++;
    } else {
      todo.push(page);
    }
  }
  report();

  if (todo.length > 0) {
    const engine =
      opts.engine ??
      createOcrEngine({
        ...engineOptions(config, cache),
        workers: Math.min(poolSize(config.ocr.workers), todo.length),
      });
    const doc = await openPdf(bytes, config.limits);
    const archiveLanguages = config.collection.languages;
    try {
      const inFlight = new Set<Promise<void>>();
      const limit = poolSize(config.ocr.workers);
      let failure: unknown;
      // Rendering is sequential (one page in memory per worker at most); recognition overlaps it.
      for await (const rendered of renderGrayPagesOf(doc, todo, config.ocr.render_dpi, config.limits)) {
        const { width, height } = rendered.image;
        const job = recognizePage(engine, rendered.image, rendered.dpi, { archiveLanguages }).then(async (result) => {
          const value = pageRead(result, { width, height, dpi: Math.round(rendered.dpi) }, archiveLanguages);
          if (cache) await cache.set(OCR_CACHE_NAMESPACE, version, cacheInput(rendered.page), value);
          results.set(rendered.page, toPageText(rendered.page, value));
          done++;
          report();
        });
        const tracked: Promise<void> = job
          .catch((err: unknown) => {
            failure ??= err;
          })
          .finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
        if (inFlight.size >= limit) await Promise.race(inFlight);
        if (failure) break;
      }
      await Promise.all(inFlight);
      if (failure) throw failure;
    } finally {
      await doc.destroy();
      if (!opts.engine) await engine.close();
    }
  }
  return pages.map((page) => results.get(page)!);
}

/** OCRs a PNG or JPEG upload as page 1. */
export async function ocrImage(
  bytes: Uint8Array,
  config: DirhubConfig,
  opts: Omit<OcrPagesOptions, 'onProgress'> = {},
): Promise<PageText> {
  const { cache } = opts;
  const version = ocrPageVersion(config);
  const cached = cache ? await cache.get<CachedPage>('ocr-image', version, bytes) : undefined;
  if (cached) return toPageText(1, cached);
  const engine = opts.engine ?? createOcrEngine({ ...engineOptions(config, cache), workers: 1 });
  try {
    const gray = await decodeToGray(bytes);
    const archiveLanguages = config.collection.languages;
    const result = unscaled(
      await recognizePage(engine, gray, IMAGE_DPI * gray.scale, { archiveLanguages }),
      gray.scale,
    );
    const size = {
      width: Math.round(gray.width / gray.scale),
      height: Math.round(gray.height / gray.scale),
      dpi: IMAGE_DPI,
    };
    const value = pageRead(result, size, archiveLanguages);
    if (cache) await cache.set('ocr-image', version, bytes, value);
    return toPageText(1, value);
  } finally {
    if (!opts.engine) await engine.close();
  }
}
