/**
 * Page preparation for OCR, chosen per page from what the page itself shows: how tall its letters are.
 * The measure is cheap (one pass of connected components over the Otsu-thresholded page) and the choice
 * is a pure function of it, so it can be tested and explained; `ocr.ts` then checks the choice against
 * the engine's confidence.
 * docs/ocr.md has the measurements behind each number.
 */
import type { GrayImage } from './images.js';

export interface PageMeasures {
  /**
   * Height in pixels of the page's letters: the 75th percentile of the heights of letter-sized
   * connected components (close to a capital's height), or null when the page has too few of them.
   */
  textHeight: number | null;
  /** Centres of the page's letter-sized components, x then y, one pair a letter (what a reading should cover). */
  letters: Int32Array;
}

export interface Preparation {
  /** Resize factor applied before recognition (1 = as is). */
  scale: number;
  /** Whether the page is smoothed (a Gaussian of one pixel, before any resizing). */
  smooth: boolean;
  /** Whether long runs of ink (a table's rules) are erased first (rules.ts); only when a reading missed most letters. */
  eraseRules?: boolean;
}

export const AS_IS: Preparation = { scale: 1, smooth: false };

/**
 * Letters shorter than this are enlarged: at about 11 px a capital's strokes are one pixel wide and the
 * engine misreads them (a scanned table: 97% of its words right as is, 100% enlarged 2.2×).
 */
export const SMALL_TEXT = 16;
/**
 * Letters this tall or taller are read as they are: their strokes are several pixels wide, and smoothing
 * only narrowed the gaps between them (a filing's stamp read "31,2019" for "31, 2019").
 */
export const LARGE_TEXT = 30;
/**
 * The height small letters are enlarged to. The engine's time grows with the pixels: 9 px print enlarged
 * to 24 px (7 times the pixels) read 5 words more of 760 than at 18 px, in 1.8 times the time.
 */
export const TARGET_TEXT_HEIGHT = 18;
/** No page is enlarged more than this, whatever its letters measure (a page of specks is not small text). */
export const MAX_SCALE = 3;
/** Components needed before a letter height is trusted. */
const MIN_LETTERS = 20;

/** The grey level that best separates ink from paper (Otsu's method over the histogram). */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < pixels.length; i++) histogram[pixels[i]!]!++;
  let total = 0;
  for (let level = 0; level < 256; level++) total += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = -1;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = pixels.length - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const spread = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (spread > best) {
      best = spread;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * Letter height of a page: the page is thresholded with Otsu's method, its ink labelled
 * into 4-connected components (union-find over one scan), and the components' boxes read.
 */
export function measurePage(image: GrayImage): PageMeasures {
  const { width, height, pixels } = image;
  const threshold = otsuThreshold(pixels);
  const labels = new Int32Array(width * height).fill(-1);
  let parent = new Int32Array(1024);
  let count = 0;
  const find = (label: number): number => {
    while (parent[label] !== label) {
      parent[label] = parent[parent[label]!]!;
      label = parent[label]!;
    }
    return label;
  };
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (pixels[i]! > threshold) continue;
      const up = y > 0 ? labels[i - width]! : -1;
      const left = x > 0 ? labels[i - 1]! : -1;
      if (up < 0 && left < 0) {
        if (count === parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        parent[count] = count;
        labels[i] = count++;
      } else if (up >= 0 && left >= 0) {
        const a = find(up);
        const b = find(left);
        labels[i] = a;
        if (a !== b) parent[b] = a;
      } else {
        labels[i] = up >= 0 ? up : left;
      }
    }
  }
  // Box and size of each component, kept at its root.
  const top = new Int32Array(count).fill(height);
  const bottom = new Int32Array(count).fill(-1);
  const leftmost = new Int32Array(count).fill(width);
  const rightmost = new Int32Array(count).fill(-1);
  const size = new Int32Array(count);
  const roots = new Int32Array(count);
  for (let c = 0; c < count; c++) roots[c] = find(c);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (labels[i]! < 0) continue;
      const root = roots[labels[i]!]!;
      size[root]!++;
      if (y < top[root]!) top[root] = y;
      if (y > bottom[root]!) bottom[root] = y;
      if (x < leftmost[root]!) leftmost[root] = x;
      if (x > rightmost[root]!) rightmost[root] = x;
    }
  }
  const letterHeights: number[] = [];
  const centres: number[] = [];
  for (let c = 0; c < count; c++) {
    if (size[c] === 0) continue;
    const h = bottom[c]! - top[c]! + 1;
    const w = rightmost[c]! - leftmost[c]! + 1;
    // Letter-sized: not a speck, not a rule or a box, not a logo.
    if (size[c]! > 3 && h >= 6 && h <= 120 && w >= 2 && w <= 3 * h) {
      letterHeights.push(h);
      centres.push((leftmost[c]! + rightmost[c]!) >> 1, (top[c]! + bottom[c]!) >> 1);
    }
  }
  letterHeights.sort((a, b) => a - b);
  return {
    textHeight: letterHeights.length >= MIN_LETTERS ? letterHeights[Math.floor(letterHeights.length * 0.75)]! : null,
    letters: Int32Array.from(centres),
  };
}

/** How a page with these measures is prepared: small letters enlarged, middling ones smoothed, large ones left. */
export function choosePreparation(measures: Pick<PageMeasures, 'textHeight'>): Preparation {
  const { textHeight } = measures;
  if (textHeight === null) return AS_IS;
  if (textHeight < SMALL_TEXT) return { scale: Math.min(MAX_SCALE, TARGET_TEXT_HEIGHT / textHeight), smooth: false };
  // Letters from SMALL_TEXT to LARGE_TEXT are smoothed: a Gaussian of one pixel joins the dots of a dithered
  // scan into strokes (a booking form: 60% → 80% of its words) and evens ragged edges; on smaller letters it
  // runs strokes together, so those are enlarged instead.
  if (textHeight < LARGE_TEXT) return { scale: 1, smooth: true };
  return AS_IS;
}

/**
 * The preparation tried second when the engine is unsure of the first one's result: the same size with
 * the smoothing switched, so that a page misjudged either way gets the other reading.
 */
export function alternativePreparation(first: Preparation): Preparation {
  return { scale: first.scale, smooth: !first.smooth };
}

/**
 * Smoothing with the binomial kernel [1 4 6 4 1] / 16 across and down: a Gaussian of standard deviation
 * one pixel, in integers (edges repeat the border pixel). About ten operations a pixel, so a 300 dpi page
 * costs a small fraction of its recognition.
 */
export function smoothGray(image: GrayImage): GrayImage {
  const { width, height, pixels } = image;
  const across = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l2 = pixels[row + (x > 1 ? x - 2 : 0)]!;
      const l1 = pixels[row + (x > 0 ? x - 1 : 0)]!;
      const r1 = pixels[row + (x < width - 1 ? x + 1 : width - 1)]!;
      const r2 = pixels[row + (x < width - 2 ? x + 2 : width - 1)]!;
      across[row + x] = l2 + 4 * l1 + 6 * pixels[row + x]! + 4 * r1 + r2;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const u2 = (y > 1 ? y - 2 : 0) * width;
    const u1 = (y > 0 ? y - 1 : 0) * width;
    const row = y * width;
    const d1 = (y < height - 1 ? y + 1 : height - 1) * width;
    const d2 = (y < height - 2 ? y + 2 : height - 1) * width;
    for (let x = 0; x < width; x++) {
      const sum = across[u2 + x]! + 4 * across[u1 + x]! + 6 * across[row + x]! + 4 * across[d1 + x]! + across[d2 + x]!;
      out[row + x] = (sum + 128) >> 8;
    }
  }
  return { width, height, pixels: out };
}

/**
 * The share (0–1) of the page's letters (`measures.letters`) that lie in or beside a word of a reading:
 * within `reach` pixels of its box. A reading whose layout analysis gave up on part of the page (a ruled
 * table read as its first row and footer) covers few; 1 when the page has no letters.
 */
export function letterCoverage(
  letters: Int32Array,
  words: readonly { bbox: { x0: number; y0: number; x1: number; y1: number } }[],
  reach: number,
): number {
  const count = letters.length / 2;
  if (count === 0) return 1;
  // Words by row band, so each letter is checked against the words near its height only.
  const band = Math.max(1, reach * 4);
  const bands = new Map<number, { x0: number; y0: number; x1: number; y1: number }[]>();
  for (const { bbox } of words) {
    for (let b = Math.floor((bbox.y0 - reach) / band); b <= Math.floor((bbox.y1 + reach) / band); b++) {
      const list = bands.get(b) ?? [];
      list.push(bbox);
      bands.set(b, list);
    }
  }
  let covered = 0;
  for (let i = 0; i < letters.length; i += 2) {
    const x = letters[i]!;
    const y = letters[i + 1]!;
    const near = bands.get(Math.floor(y / band)) ?? [];
    if (near.some((b) => x >= b.x0 - reach && x <= b.x1 + reach && y >= b.y0 - reach && y <= b.y1 + reach)) covered++;
  }
  return covered / count;
}
