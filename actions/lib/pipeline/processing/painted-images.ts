/**
 * The images a page paints, read from its list of drawing operations, each with where it lands: the
 * matrix that maps the image's unit square onto the page. Shared by image coverage (which pages are
 * scans) and the image registry (enrichment).
 *
 * The list is the one pdf.js draws from (page-budget.ts builds it), in which pdf.js has folded runs of
 * the same image into one operation: the same image at several places (`…Repeat`, with their positions)
 * and ten or more small inline images (`paintInlineImageXObjectGroup`, one atlas and where each sits in
 * it). Each is unfolded here into the images it paints.
 */
import type { PDFOperatorList } from 'pdfjs-dist/types/src/display/api.js';

export type Matrix = [number, number, number, number, number, number];

/** pdf.js's decoded image data, as an inline image carries it and `page.objs` holds an image XObject's. */
export interface PdfImageData {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

export interface PaintedImage {
  /** Maps the image's unit square onto page space. */
  matrix: Matrix;
  /**
   * What is painted: an image XObject by its object id, an inline image's data (`region`: the part of a
   * shared atlas that is this image), or a stencil mask (painted in the fill colour; no picture of its own).
   */
  source:
    | { kind: 'object'; id: string }
    | { kind: 'inline'; data: PdfImageData; region?: { x: number; y: number; width: number; height: number } }
    | { kind: 'mask' };
}

/** m × n: the transformation `n` applied in the space of `m` (PDF's `cm` order). */
export function multiply(m: Matrix, n: ArrayLike<number>): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = Array.from(n);
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5],
  ];
}

/** The area a matrix gives the unit square: its determinant. */
export const area = (m: Matrix) => Math.abs(m[0] * m[3] - m[1] * m[2]);

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** Every image the operator list paints, in drawing order. `OPS` is pdf.js's table of operation codes. */
export function* paintedImages(list: PDFOperatorList, OPS: Record<string, number>): Generator<PaintedImage> {
  let ctm: Matrix = IDENTITY;
  const stack: Matrix[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = (list.argsArray[i] ?? []) as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args[0] as ArrayLike<number> | null | undefined;
      if (matrix && matrix.length === 6) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject) {
      if (typeof args[0] === 'string') yield { matrix: ctm, source: { kind: 'object', id: args[0] } };
    } else if (fn === OPS.paintInlineImageXObject) {
      if (args[0]) yield { matrix: ctm, source: { kind: 'inline', data: args[0] as PdfImageData } };
    } else if (fn === OPS.paintImageXObjectRepeat) {
      const [id, scaleX, scaleY, positions] = args as [string, number, number, ArrayLike<number>];
      for (let p = 0; p + 1 < positions.length; p += 2)
        yield {
          matrix: multiply(ctm, [scaleX, 0, 0, scaleY, positions[p]!, positions[p + 1]!]),
          source: { kind: 'object', id },
        };
    } else if (fn === OPS.paintInlineImageXObjectGroup) {
      const [data, map] = args as [PdfImageData, { transform: number[]; x: number; y: number; w: number; h: number }[]];
      for (const at of map)
        yield {
          matrix: multiply(ctm, at.transform),
          source: { kind: 'inline', data, region: { x: at.x, y: at.y, width: at.w, height: at.h } },
        };
    } else if (fn === OPS.paintImageMaskXObject || fn === OPS.paintSolidColorImageMask) {
      yield { matrix: ctm, source: { kind: 'mask' } };
    } else if (fn === OPS.paintImageMaskXObjectRepeat) {
      const [, scaleX, skewX, skewY, scaleY, positions] = args as [
        unknown,
        number,
        number,
        number,
        number,
        ArrayLike<number>,
      ];
      for (let p = 0; p + 1 < positions.length; p += 2)
        yield {
          matrix: multiply(ctm, [scaleX, skewX, skewY, scaleY, positions[p]!, positions[p + 1]!]),
          source: { kind: 'mask' },
        };
    } else if (fn === OPS.paintImageMaskXObjectGroup) {
      for (const image of args[0] as { transform: number[] }[])
        yield { matrix: multiply(ctm, image.transform), source: { kind: 'mask' } };
    }
  }
}
