/**
 * Reading order of pages set in columns. Many producers write a two-column page row by row across
 * the gutter, and OCR of a whole page as one block (PSM 6) reads its lines across the gutter too; a
 * reader reads the left column top to bottom, then the right. The same geometry serves both: pieces of
 * text with boxes (pdfjs runs, OCR words), gutters found as vertical bands free of glyphs over most of
 * the page's height, and the pieces read column by column between the full-width lines (headings,
 * footers) that stay where they are.
 */

/** A piece of text's box; y grows downwards (PDF user space is turned upside down by the caller). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** How many words the piece holds: one when absent (an OCR word). */
  words?: number;
  /**
   * A piece with no letter or digit: a box's border or a ruled line read as `[` or `|`, a speck. It is
   * read where it stands but neither closes a gutter nor bridges one.
   */
  speck?: boolean;
}

/** Fewer pieces than this are never read as columns: there is too little text to tell. */
const MIN_PIECES = 20;
/** At most this many bins across the text: a page's lines in ordinary type make a few hundred. */
const MAX_BINS = 2_000;
/** The text must occupy at least this many line heights of the page's height. */
const MIN_LINES_TALL = 10;
/** A gutter is free of glyphs, with text on both sides, over this share of the height the text occupies at least… */
const FREE_SHARE = 0.6;
/** …counting only free stretches this many line heights tall (the leading between lines does not count). */
const MIN_FREE_STRETCH = 3;
/** A gutter is at least this many line heights wide (LaTeX's default is one em). */
const MIN_GUTTER = 0.5;
/** A gap that cuts an engine's line at a gutter is this many line heights wide at least: a word space is far less. */
const MIN_CUT = 0.8;
/** Each column is at least this share of the text's width: pleading paper's line numbers are no column. */
const MIN_COLUMN_SHARE = 0.2;
/** …and at least this many line heights wide: a column of prose holds a dozen words a line, a table's column of numbers does not. */
const MIN_COLUMN_WIDTH = 12;
/** Each column holds at least this many lines. */
const MIN_COLUMN_LINES = 5;
/** A column's median line fills at least this share of its width: prose does, a table's short cells do not… */
const MIN_FILL = 0.7;
/** …and holds at least this many words: an address block's lines do not. */
const MIN_LINE_WORDS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const centerY = (b: Box) => (b.y0 + b.y1) / 2;

/**
 * Groups pieces into lines, top to bottom, each sorted left to right. With `lineOf` (an engine's own
 * lines, which follow a skewed scan's slope) pieces keep their line; otherwise a piece whose middle lies
 * above the foot of the line being built joins it, so superscripts stay on their line.
 */
export function intoLines<T extends Box>(pieces: readonly T[], lineOf?: (piece: T) => number): T[][] {
  let lines: T[][];
  if (lineOf) {
    const byKey = new Map<number, T[]>();
    for (const piece of pieces) {
      const key = lineOf(piece);
      const line = byKey.get(key);
      if (line) line.push(piece);
      else byKey.set(key, [piece]);
    }
    lines = [...byKey.values()];
  } else {
    lines = [];
    let foot = -Infinity;
    for (const piece of [...pieces].sort((a, b) => centerY(a) - centerY(b))) {
      const line = lines[lines.length - 1];
      if (line && centerY(piece) <= foot) {
        line.push(piece);
        foot = Math.max(foot, piece.y1);
      } else {
        lines.push([piece]);
        foot = piece.y1;
      }
    }
  }
  for (const line of lines) line.sort((a, b) => a.x0 - b.x0);
  return lines.sort((a, b) => median(a.map(centerY)) - median(b.map(centerY)));
}

/** Stretches of [top, bottom] that no interval covers, when at least `min` tall. */
function freeStretches(intervals: [number, number][], top: number, bottom: number, min: number): [number, number][] {
  intervals.sort((a, b) => a[0] - b[0]);
  const stretches: [number, number][] = [];
  let reached = top;
  for (const [y0, y1] of intervals) {
    if (y0 - reached >= min) stretches.push([reached, y0]);
    reached = Math.max(reached, y1);
  }
  if (bottom - reached >= min) stretches.push([reached, bottom]);
  return stretches;
}

/**
 * How much of a free stretch at `x` separates text: the height over which there is text both on its
 * left and on its right (a page's empty foot, or the space beside a short line, separates nothing).
 */
function separatingHeight(boxes: readonly Box[], x: number, [from, to]: [number, number]): number {
  let leftTop = Infinity;
  let leftBottom = -Infinity;
  let rightTop = Infinity;
  let rightBottom = -Infinity;
  for (const b of boxes) {
    if (b.y1 <= from || b.y0 >= to) continue;
    if (b.x1 <= x) {
      leftTop = Math.min(leftTop, b.y0);
      leftBottom = Math.max(leftBottom, b.y1);
    } else if (b.x0 >= x) {
      rightTop = Math.min(rightTop, b.y0);
      rightBottom = Math.max(rightBottom, b.y1);
    }
  }
  return Math.max(0, Math.min(leftBottom, rightBottom, to) - Math.max(leftTop, rightTop, from));
}

interface Column<T> {
  pieces: T[];
}

/** A vertical band free of glyphs between two columns: its middle and its edges. */
export interface Gutter {
  x: number;
  from: number;
  to: number;
}

/** The text's extent on the page, the bin width and the median line height. */
interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
  step: number;
  lineHeight: number;
}

/** The height free of glyphs between text on both sides at each x, in bins `step` (a quarter of a line) wide. */
function freeHeightByBin(boxes: readonly Box[], e: Extent): number[] {
  const { left, right, top, bottom, step, lineHeight } = e;
  const binCount = Math.ceil((right - left) / step);
  const covering: [number, number][][] = Array.from({ length: binCount }, () => []);
  for (const b of boxes) {
    const first = Math.max(0, Math.ceil((b.x0 - left) / step - 0.5));
    const last = Math.min(binCount - 1, Math.floor((b.x1 - left) / step - 0.5));
    for (let i = first; i <= last; i++) covering[i]!.push([b.y0, b.y1]);
  }
  return covering.map((intervals, i) => {
    const x = left + (i + 0.5) * step;
    return freeStretches(intervals, top, bottom, MIN_FREE_STRETCH * lineHeight).reduce(
      (sum, stretch) => sum + separatingHeight(boxes, x, stretch),
      0,
    );
  });
}

/**
 * Bands of bins free over most of the height, not touching the text's edges; in each, the gutter is
 * the widest stretch within a line height of the band's freest bin (a ragged column edge frees less).
 */
function bandsOfFreeBins(
  free: readonly number[],
  e: { left: number; step: number; lineHeight: number; height: number },
): (Gutter & { free: number })[] {
  const { left, step, lineHeight, height } = e;
  const binCount = free.length;
  const gutters: (Gutter & { free: number })[] = [];
  for (let i = 0; i < binCount;) {
    if (free[i]! < FREE_SHARE * height) {
      i++;
      continue;
    }
    let end = i;
    while (end + 1 < binCount && free[end + 1]! >= FREE_SHARE * height) end++;
    if (i > 0 && end < binCount - 1) {
      const most = Math.max(...free.slice(i, end + 1));
      const [from, to] = widestNearMost(free, i, end, most - lineHeight);
      if ((to - from + 1) * step >= MIN_GUTTER * lineHeight)
        gutters.push({
          x: left + ((from + to + 1) / 2) * step,
          from: left + from * step,
          to: left + (to + 1) * step,
          free: most,
        });
    }
    i = end + 1;
  }
  return gutters;
}

/** The widest run of bins in `start..end` whose free height is at least `floor` (the first of equals). */
function widestNearMost(free: readonly number[], start: number, end: number, floor: number): [number, number] {
  let best: [number, number] | null = null;
  for (let j = start; j <= end;) {
    if (free[j]! < floor) {
      j++;
      continue;
    }
    let k = j;
    while (k + 1 <= end && free[k + 1]! >= floor) k++;
    if (!best || k - j > best[1] - best[0]) best = [j, k];
    j = k + 1;
  }
  return best!;
}

/** The gutters between the pieces' columns, left to right; none for a page read as one column. */
export function findGutters<T extends Box>(pieces: readonly T[], lineOf?: (piece: T) => number): Gutter[] {
  const boxes = pieces.filter((b) => b.x1 > b.x0 && b.y1 > b.y0 && !b.speck);
  if (boxes.length < MIN_PIECES) return [];
  const lineHeight = median(boxes.map((b) => b.y1 - b.y0));
  const left = Math.min(...boxes.map((b) => b.x0));
  const right = Math.max(...boxes.map((b) => b.x1));
  const top = Math.min(...boxes.map((b) => b.y0));
  const bottom = Math.max(...boxes.map((b) => b.y1));
  // The height the text occupies: its lines with the leading between them, not the page's empty stretches.
  const occupied =
    bottom -
    top -
    freeStretches(
      boxes.map((b) => [b.y0, b.y1]),
      top,
      bottom,
      MIN_FREE_STRETCH * lineHeight,
    ).reduce((sum, [from, to]) => sum + to - from, 0);
  const height = occupied;
  if (height < MIN_LINES_TALL * lineHeight) return [];

  // Bins a quarter of a line wide, but no more than MAX_BINS across: text in tiny type (a hidden layer of
  // 20,000 lines at 0.03 pt) made 50,000 bins, each measured against every line (40 s for one page).
  const step = Math.max(lineHeight / 4, (right - left) / MAX_BINS);
  const free = freeHeightByBin(boxes, { left, right, top, bottom, step, lineHeight });
  const gutters = bandsOfFreeBins(free, { left, step, lineHeight, height });

  // Every column must be prose: wide enough, several lines, lines that fill it. A column that is not
  // merges with its neighbour across the gutter that is least free.
  while (gutters.length > 0) {
    const { columns } = splitColumns(boxes, gutters, lineOf);
    const failing = columns.findIndex((c) => !isProse(c, right - left, lineHeight, lineOf));
    if (failing < 0) break;
    const neighbours = [failing - 1, failing].filter((g) => g >= 0 && g < gutters.length);
    const drop = neighbours.reduce((a, b) => (gutters[b]!.free < gutters[a]!.free ? b : a));
    gutters.splice(drop, 1);
  }
  return gutters.map(({ x, from, to }) => ({ x, from, to }));
}

function isProse<T extends Box>(
  column: Column<T>,
  textWidth: number,
  lineHeight: number,
  lineOf?: (piece: T) => number,
): boolean {
  if (column.pieces.length === 0) return false;
  const width = Math.max(...column.pieces.map((b) => b.x1)) - Math.min(...column.pieces.map((b) => b.x0));
  if (width < MIN_COLUMN_SHARE * textWidth || width < MIN_COLUMN_WIDTH * lineHeight) return false;
  const lines = intoLines(column.pieces, lineOf);
  if (lines.length < MIN_COLUMN_LINES) return false;
  const filled = median(lines.map((l) => Math.max(...l.map((b) => b.x1)) - Math.min(...l.map((b) => b.x0))));
  const words = median(lines.map((l) => l.reduce((sum, b) => sum + (b.words ?? 1), 0)));
  return filled >= MIN_FILL * width && words >= MIN_LINE_WORDS;
}

/**
 * Pieces of full-width lines and the pieces of each column. Without the engine's lines, a piece that
 * crosses a gutter is full width. With them, a line is cut at a gutter where a wide gap between its
 * pieces (MIN_CUT, and half the gutter) lies in or within a line height of the gutter (a speck read as
 * part of a word may reach into it), and
 * a line with words on both sides that cannot be cut there is full width, all of it (a heading's
 * or a centred footer's word spaces are narrow).
 */
function splitColumns<T extends Box>(
  pieces: readonly T[],
  gutters: readonly Gutter[],
  lineOf?: (piece: T) => number,
): { spanning: T[]; columns: Column<T>[] } {
  const spanning: T[] = [];
  const columns: Column<T>[] = Array.from({ length: gutters.length + 1 }, () => ({ pieces: [] }));
  const middle = (piece: T) => (piece.x0 + piece.x1) / 2;
  const crosses = (piece: T, g: Gutter) => piece.x0 < g.x && piece.x1 > g.x;
  if (!lineOf) {
    for (const piece of pieces) {
      if (gutters.some((g) => crosses(piece, g))) spanning.push(piece);
      else columns[gutters.filter((g) => g.x <= middle(piece)).length]!.pieces.push(piece);
    }
    return { spanning, columns };
  }
  const lineHeight = median(pieces.filter((b) => !b.speck).map((b) => b.y1 - b.y0));
  for (const line of intoLines(pieces, lineOf)) {
    const cuts: number[] = [];
    const words = line.filter((piece) => !piece.speck);
    for (const g of gutters) {
      if (!words.some((piece) => middle(piece) < g.x) || !words.some((piece) => middle(piece) >= g.x)) {
        cuts.push(g.x);
        continue;
      }
      const wide = Math.max(MIN_CUT * lineHeight, (g.to - g.from) / 2);
      let cut: number | null = null;
      let widest = 0;
      for (let i = 1; i < words.length; i++) {
        const [before, after] = [words[i - 1]!.x1, words[i]!.x0];
        // The gap separates the words on either side of the gutter, and lies in or beside it.
        const between = middle(words[i - 1]!) < g.x && middle(words[i]!) >= g.x;
        const near = between && before < g.to + lineHeight && after > g.from - lineHeight;
        if (near && after - before >= wide && after - before > widest) {
          cut = (before + after) / 2;
          widest = after - before;
        }
      }
      if (cut === null) break;
      cuts.push(cut);
    }
    if (cuts.length < gutters.length) spanning.push(...line);
    else for (const piece of line) columns[cuts.filter((x) => x <= middle(piece)).length]!.pieces.push(piece);
  }
  return { spanning, columns };
}

/**
 * The pieces as lines in reading order across `gutters`: the page is cut into sections by its
 * full-width lines (see splitColumns; without the engine's lines, the pieces beside a piece crossing a
 * gutter share its line), and each
 * section is read column by column, each column top to bottom.
 */
export function readColumns<T extends Box>(
  pieces: readonly T[],
  gutters: readonly Gutter[],
  lineOf?: (piece: T) => number,
): T[][] {
  const { spanning, columns } = splitColumns(pieces, gutters, lineOf);
  // Bands of height held by full-width lines.
  const bands: { y0: number; y1: number; pieces: T[] }[] = [];
  for (const piece of [...spanning].sort((a, b) => a.y0 - b.y0)) {
    const band = bands[bands.length - 1];
    if (band && centerY(piece) < band.y1) {
      band.pieces.push(piece);
      band.y1 = Math.max(band.y1, piece.y1);
    } else {
      bands.push({ y0: piece.y0, y1: piece.y1, pieces: [piece] });
    }
  }
  const sections: T[][][] = Array.from({ length: bands.length + 1 }, () => columns.map(() => []));
  columns.forEach((column, c) => {
    for (const piece of column.pieces) {
      const y = centerY(piece);
      const beside = bands.find((band) => y >= band.y0 && y <= band.y1);
      if (beside) beside.pieces.push(piece);
      else sections[bands.filter((band) => (band.y0 + band.y1) / 2 < y).length]![c]!.push(piece);
    }
  });
  const lines: T[][] = [];
  sections.forEach((section, s) => {
    for (const column of section) lines.push(...intoLines(column, lineOf));
    if (s < bands.length) lines.push(...intoLines(bands[s]!.pieces, lineOf));
  });
  return lines;
}

/**
 * Whether pieces given in a producer's order already come column by column: the column changes a few
 * times (once per column and section), not on every other line as a row-by-row producer's does.
 */
export function comesInColumns<T extends Box>(pieces: readonly T[], gutters: readonly Gutter[]): boolean {
  const { columns } = splitColumns(pieces, gutters);
  const fewestLines = Math.min(...columns.map((column) => intoLines(column.pieces).length));
  const columnOf = new Map<T, number>();
  columns.forEach((column, c) => column.pieces.forEach((piece) => columnOf.set(piece, c)));
  let changes = 0;
  let last: number | undefined;
  for (const piece of pieces) {
    const c = columnOf.get(piece);
    if (c === undefined) continue;
    if (last !== undefined && c !== last) changes++;
    last = c;
  }
  return changes <= Math.max(2 * columns.length, fewestLines / 2);
}
