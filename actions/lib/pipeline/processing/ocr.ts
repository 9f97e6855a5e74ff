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
import type { PageText } from '../../archive/records.js';
import { ContentCache, defaultCacheDir } from './cache.js';
import { findGutters, readColumns } from './columns.js';
import { decodeToGray, encodePgm, resizeGray, type GrayImage } from './images.js';
import { openPdf } from './pdfjs.js';
import {
  alternativePreparation,
  AS_IS,
  choosePreparation,
  measurePage,
  smoothGray,
  type Preparation,
} from './prepare.js';
import { renderGrayPagesOf } from './render.js';
import { splitRunTogetherText, splitRunTogetherWords } from './run-together.js';

const require = createRequire(import.meta.url);

export interface OcrWord {
  text: string;
  /** 0–100, as reported by the engine. */
  confidence: number;
  /** Pixel box in the image that was recognised: left, top, right, bottom. */
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrResult {
  text: string;
  /** Mean word confidence 0–100; 0 when no word was found. */
  confidence: number;
  words: OcrWord[];
}

export interface RecognizeOptions {
  /** Resolution of the image when known (rendered PDF pages); helps the engine size its text. */
  dpi?: number;
}

export interface OcrEngine {
  /** `image` is PNG, JPEG or binary PGM bytes. */
  recognize(image: Uint8Array, options?: RecognizeOptions): Promise<OcrResult>;
  /** Ends every worker; the engine cannot be used afterwards. */
  close(): Promise<void>;
}

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

/** Resolution assumed for image uploads, which rarely state theirs: a typical document scan. */
export const IMAGE_DPI = 300;

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
  return sha256(JSON.stringify({ tesseractVersion, models, parameters, prepare: PREPARATION_VERSION })).slice(0, 16);
}

/** Bump when page preparation (rendering, grey conversion) or the reading of the result changes OCR output. */
const PREPARATION_VERSION = 3;

type TesseractWorker = Awaited<ReturnType<(typeof import('tesseract.js'))['createWorker']>>;

interface PooledWorker {
  worker: TesseractWorker;
}

export function meanConfidence(words: { confidence: number }[]): number {
  if (words.length === 0) return 0;
  const sum = words.reduce((acc, w) => acc + w.confidence, 0);
  return Math.round((sum / words.length) * 100) / 100;
}

/**
 * A tesseract.js engine with a pool of workers. Workers start lazily, one per concurrent page up to the
 * pool size, so OCR of a single page costs one worker start, not one per core.
 */
export function createTesseractEngine(options: TesseractEngineOptions = {}): OcrEngine {
  const languages = options.languages ?? ['eng'];
  if (languages.length !== 1) {
    throw new Error(
      `OCR takes one language per run; ocr.languages is [${languages.join(', ')}]. Keep one (e.g. ["eng"]) in dirhub.config.json`,
    );
  }
  const language = languageData(languages[0]!);
  const size = poolSize(options.workers);
  const cachePath = join(options.cacheDir ?? defaultCacheDir(process.cwd()), 'tesseract');
  const parameters = { ...TESSERACT_PARAMETERS, ...options.parameters };

  const idle: PooledWorker[] = [];
  const all: Promise<PooledWorker>[] = [];
  const waiting: { resolve: (w: PooledWorker) => void; reject: (err: unknown) => void }[] = [];
  let closed = false;

  async function startWorker(): Promise<PooledWorker> {
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

  async function acquire(): Promise<PooledWorker> {
    if (closed) throw new Error('The OCR engine is closed');
    const free = idle.pop();
    if (free) return free;
    if (all.length < size) {
      const starting = startWorker();
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
        const words: LinedWord[] = [];
        let lineNumber = 0;
        for (const block of data.blocks ?? []) {
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
        return {
          text: textInColumns(words) ?? data.text,
          confidence: meanConfidence(words),
          words: words.map(({ text, confidence, bbox }) => ({ text, confidence, bbox })),
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

interface LinedWord extends OcrWord {
  /** The engine's line the word was read on. */
  line: number;
}

/**
 * The text of a page set in columns, read column by column: PSM 6 reads each line across the whole
 * page, so a line of a two-column page holds the words of both columns. The engine's lines are cut at
 * the gutters (found in the word boxes) and read column by column; null for a page of one column,
 * whose text stays the engine's own (with its spacing).
 */
export function textInColumns(words: readonly LinedWord[]): string | null {
  const pieces = words.map((word) => ({ ...word.bbox, speck: !/[\p{L}\p{N}]/u.test(word.text), word }));
  const lineOf = (piece: (typeof pieces)[number]) => piece.word.line;
  const gutters = findGutters(pieces, lineOf);
  if (gutters.length === 0) return null;
  return readColumns(pieces, gutters, lineOf)
    .map((line) => line.map((piece) => piece.word.text).join(' '))
    .join('\n');
}

/** What is cached per OCR'd page: the text and its confidence (word boxes are not kept). */
interface CachedPage {
  text: string;
  confidence: number;
}

export interface OcrPagesOptions {
  cache?: ContentCache;
  onProgress?: (done: number, total: number) => void;
  /** An engine to reuse across files; when absent one is created for this call and closed after. */
  engine?: OcrEngine;
}

export const OCR_CACHE_NAMESPACE = 'ocr-page';

function engineOptions(config: DirhubConfig, cache: ContentCache | undefined): TesseractEngineOptions {
  return { workers: config.ocr.workers, languages: config.ocr.languages, ...(cache ? { cacheDir: cache.dir } : {}) };
}

/** Tesseract's text with trailing blanks trimmed; confidence 0–100 rounded to two decimals. */
function toPageText(page: number, result: CachedPage): PageText {
  return { page, text: result.text.replace(/[ \t]+$/gm, '').trim(), source: 'ocr', ocr_confidence: result.confidence };
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
  const version = `${ocrVersion({ languages: config.ocr.languages })}:dpi=${config.ocr.render_dpi}`;
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
      createTesseractEngine({
        ...engineOptions(config, cache),
        workers: Math.min(poolSize(config.ocr.workers), todo.length),
      });
    const doc = await openPdf(bytes, config.limits);
    try {
      const inFlight = new Set<Promise<void>>();
      const limit = poolSize(config.ocr.workers);
      let failure: unknown;
      // Rendering is sequential (one page in memory per worker at most); recognition overlaps it.
      for await (const rendered of renderGrayPagesOf(doc, todo, config.ocr.render_dpi, config.limits)) {
        const job = recognizePage(engine, rendered.image, rendered.dpi).then(async (result) => {
          const value: CachedPage = { text: result.text, confidence: result.confidence };
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

/**
 * Below this mean word confidence the page is read a second time with the other preparation, and the
 * more confident reading kept. Clean scans read at 84–94; a page the first preparation failed (a dithered
 * form read as is: 54) falls well below it, so the second reading costs time only where it can pay.
 */
export const RETRY_BELOW_CONFIDENCE = 70;

export interface PreparedResult extends OcrResult {
  /** The preparation whose reading was kept. */
  preparation: Preparation;
  /** Preparations read, in order (one, or two when the first reading's confidence was low). */
  tried: Preparation[];
}

/** One reading of `image` (or `smoothed`, the same smoothed) under `preparation`, boxes in the coordinates of `image`. */
async function recognizeAs(
  engine: OcrEngine,
  image: GrayImage,
  smoothed: GrayImage,
  dpi: number,
  preparation: Preparation,
): Promise<OcrResult> {
  const prepared = await resizeGray(preparation.smooth ? smoothed : image, preparation.scale);
  return unscaled(await engine.recognize(encodePgm(prepared), { dpi: dpi * prepared.scale }), prepared.scale);
}

/** `result` with its word boxes taken back from an image resized by `scale` to the original's coordinates. */
function unscaled<T extends OcrResult>(result: T, scale: number): T {
  if (scale === 1) return result;
  const back = (v: number) => Math.round(v / scale);
  return {
    ...result,
    words: result.words.map((w) => ({
      ...w,
      bbox: { x0: back(w.bbox.x0), y0: back(w.bbox.y0), x1: back(w.bbox.x1), y1: back(w.bbox.y1) },
    })),
  };
}

/**
 * Recognises one grey page prepared the way its measures call for (`prepare.ts`): small letters enlarged,
 * others smoothed. When the engine's mean confidence is below RETRY_BELOW_CONFIDENCE, the page is read
 * again with the other preparation and the more confident reading is kept. Words the engine ran together
 * are then split. `prepare: false` reads the page as it is, unsplit (the benchmark's comparison).
 */
export async function recognizePage(
  engine: OcrEngine,
  image: GrayImage,
  dpi: number,
  options: { prepare?: boolean } = {},
): Promise<PreparedResult> {
  if (options.prepare === false) {
    return { ...(await recognizeAs(engine, image, image, dpi, AS_IS)), preparation: AS_IS, tried: [AS_IS] };
  }
  // Letters are measured on the smoothed page: on a dithered scan the raw ink is dots, not letters.
  const smoothed = smoothGray(image);
  const first = choosePreparation(measurePage(smoothed));
  const firstResult = await recognizeAs(engine, image, smoothed, dpi, first);
  if (firstResult.confidence >= RETRY_BELOW_CONFIDENCE) {
    return { ...withRunTogetherSplit(firstResult), preparation: first, tried: [first] };
  }
  const second = alternativePreparation(first);
  const secondResult = await recognizeAs(engine, image, smoothed, dpi, second);
  const tried = [first, second];
  return secondResult.confidence > firstResult.confidence
    ? { ...withRunTogetherSplit(secondResult), preparation: second, tried }
    : { ...withRunTogetherSplit(firstResult), preparation: first, tried };
}

/** The reading with words the engine ran together split again (`run-together.ts`), in its words and its text. */
function withRunTogetherSplit(result: OcrResult): OcrResult {
  return { ...result, text: splitRunTogetherText(result.text), words: splitRunTogetherWords(result.words) };
}

/**
 * Recognises a PNG or JPEG: decoded to grey (within the pixel budget; `upscale` enlarges it first, which
 * the benchmark measures but the intake does not use), prepared and read by `recognizePage`. Word boxes
 * are given in the coordinates of the original image even when it was resized.
 */
export async function recognizeImage(
  engine: OcrEngine,
  bytes: Uint8Array,
  options: { upscale?: number; prepare?: boolean } = {},
): Promise<PreparedResult> {
  const gray = await decodeToGray(bytes, options.upscale ?? 1);
  return unscaled(await recognizePage(engine, gray, IMAGE_DPI * gray.scale, options), gray.scale);
}

/** OCRs a PNG or JPEG upload as page 1. */
export async function ocrImage(
  bytes: Uint8Array,
  config: DirhubConfig,
  opts: Omit<OcrPagesOptions, 'onProgress'> = {},
): Promise<PageText> {
  const { cache } = opts;
  const version = ocrVersion({ languages: config.ocr.languages });
  const cached = cache ? await cache.get<CachedPage>('ocr-image', version, bytes) : undefined;
  if (cached) return toPageText(1, cached);
  const engine = opts.engine ?? createTesseractEngine({ ...engineOptions(config, cache), workers: 1 });
  try {
    const result = await recognizeImage(engine, bytes);
    const value: CachedPage = { text: result.text, confidence: result.confidence };
    if (cache) await cache.set('ocr-image', version, bytes, value);
    return toPageText(1, value);
  } finally {
    if (!opts.engine) await engine.close();
  }
}
