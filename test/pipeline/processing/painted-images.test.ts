/**
 * The images a page paints, as pdf.js lists them for drawing: runs of the same picture and of small
 * inline pictures are folded into one operation there, and each is still counted where it lands.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../actions/lib/core/config.js';
import { imageCoverage } from '../../../actions/lib/pipeline/processing/image-coverage.js';
import { operatorListWithinBudget } from '../../../actions/lib/pipeline/processing/page-budget.js';
import { openPdf, pdfjs } from '../../../actions/lib/pipeline/processing/pdfjs.js';
import { drawnPdf, greyPixels, imageObject, inlineImage } from '../../helpers/drawn-pdf.js';

const PAGE_AREA = 612 * 792;
const picture = greyPixels(40, (x, y) => x * 6 + y);
/** `count` placements, 100 pt apart, each drawn by `paint` in a 100 × 100 pt square (scaled by `size`). */
const placements = (count: number, paint: string, size = 100) =>
  Array.from(
    { length: count },
    (_, i) => `q ${size} 0 0 ${size} ${(i % 5) * 110} ${Math.floor(i / 5) * 110} cm ${paint} Q`,
  ).join('\n');

/** The names of the operations pdf.js lists for drawing page 1, and its image coverage. */
async function read(pdf: Uint8Array): Promise<{ ops: Set<string>; coverage: number }> {
  const { OPS } = await pdfjs();
  const names = new Map(Object.entries(OPS).map(([name, code]) => [code, name]));
  const doc = await openPdf(pdf, DEFAULT_CONFIG.limits);
  try {
    const page = await doc.getPage(1);
    const list = await operatorListWithinBudget(page, DEFAULT_CONFIG.limits);
    const ops = new Set(list.fnArray.map((fn) => names.get(fn)!));
    page.cleanup();
    return { ops, coverage: await imageCoverage(page) };
  } finally {
    await doc.destroy();
  }
}

describe('image coverage', () => {
  it('counts every placement of a picture placed several times', async () => {
    const { ops, coverage } = await read(
      drawnPdf([{ content: placements(4, '/Im1 Do'), resources: '/XObject << /Im1 100 0 R >>' }], {
        100: imageObject(picture),
      }),
    );
    expect(ops.has('paintImageXObjectRepeat')).toBe(true);
    expect(coverage).toBeCloseTo((4 * 100 * 100) / PAGE_AREA, 9);
  });

  it('counts each of a run of small inline pictures', async () => {
    const { ops, coverage } = await read(drawnPdf([{ content: placements(12, inlineImage(picture), 20) }]));
    expect(ops.has('paintInlineImageXObjectGroup')).toBe(true);
    expect(coverage).toBeCloseTo((12 * 20 * 20) / PAGE_AREA, 9);
  });

  it('counts each of a run of stencil masks', async () => {
    const mask = `BI /W 8 /H 8 /IM true /BPC 1 ID ${'\xaa\x55'.repeat(4)} EI`;
    const { ops, coverage } = await read(drawnPdf([{ content: placements(12, mask, 50) }]));
    expect(ops.has('paintImageMaskXObjectRepeat') || ops.has('paintImageMaskXObjectGroup')).toBe(true);
    expect(coverage).toBeCloseTo((12 * 50 * 50) / PAGE_AREA, 9);
  });

  it('places a picture inside a form with the form’s matrix', async () => {
    const form = `<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Matrix [2 0 0 3 0 0] /Resources << /XObject << /Im1 100 0 R >> >> /Length 7 >>\nstream\n/Im1 Do\nendstream`;
    const { coverage } = await read(
      drawnPdf([{ content: 'q 100 0 0 100 50 50 cm /Fm1 Do Q', resources: '/XObject << /Fm1 101 0 R >>' }], {
        100: imageObject(picture),
        101: form,
      }),
    );
    expect(coverage).toBeCloseTo((100 * 100 * 6) / PAGE_AREA, 9);
  });
});
