/**
 * How much of a page is covered by images, from the page's drawing operations. A scanned page that
 * also carries a little real text (the "Case 1:17-… Document 17 Filed …" line a court's filing system
 * stamps on every page) has a usable-looking text layer; the picture underneath is what holds the
 * document, and only this measure tells the two apart.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { pdfjs } from './pdfjs.js';

type Matrix = [number, number, number, number, number, number];

function multiply(m: Matrix, n: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5],
  ];
}

/** Share of the page area (0–1) painted by images; overlapping images can only count up to 1. */
export async function imageCoverage(page: PDFPageProxy): Promise<number> {
  const { OPS } = await pdfjs();
  const images = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ]);
  const list = await page.getOperatorList();
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0)) || 1;
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let painted = 0;
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0] as ArrayLike<number> | null | undefined;
      if (matrix && matrix.length === 6) ctm = multiply(ctm, Array.from(matrix));
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    // An image fills the unit square of the current matrix: its area is the determinant.
    else if (images.has(fn)) painted += Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
  });
  return Math.min(1, painted / pageArea);
}
