/**
 * How much of a page is covered by images, from the page's drawing operations. A scanned page that
 * also carries a little real text (the "Case 1:17-… Document 17 Filed …" line a court's filing system
 * stamps on every page) has a usable-looking text layer; the picture underneath is what holds the
 * document, and only this measure tells the two apart.
 */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { DEFAULT_CONFIG } from '../../core/config.js';
import { operatorListWithinBudget, type PageBudgetLimits } from './page-budget.js';
import { area, paintedImages } from './painted-images.js';
import { pdfjs } from './pdfjs.js';

/**
 * Share of the page area (0–1) painted by images (stencil masks included); overlapping images can only
 * count up to 1. Throws `PageTooComplexError` for a page over the page budget.
 */
export async function imageCoverage(
  page: PDFPageProxy,
  limits: PageBudgetLimits = DEFAULT_CONFIG.limits,
): Promise<number> {
  const { OPS } = await pdfjs();
  const list = await operatorListWithinBudget(page, limits);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const pageArea = Math.abs((x1 - x0) * (y1 - y0)) || 1;
  let painted = 0;
  // An image fills the unit square of its matrix: its area is the determinant.
  for (const image of paintedImages(list, OPS)) painted += area(image.matrix);
  return Math.min(1, painted / pageArea);
}
