import { describe, expect, it } from 'vitest';
import { PDFDocument, rgb } from 'pdf-lib';
import { MAX_PIXELS, renderPage, renderPages, renderSize } from '../../../actions/lib/pipeline/processing/render.js';

/** A Letter page (612 × 792 pt) with a black square 72 pt (one inch) wide whose corner is at (72, 72) from the top left. */
async function squarePdf(pages = 1, size: [number, number] = [612, 792]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage(size);
    page.drawRectangle({ x: 72, y: size[1] - 144, width: 72, height: 72, color: rgb(0, 0, 0) });
  }
  return doc.save();
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return [...ctx.getImageData(x, y, 1, 1).data];
}

describe('renderPage', () => {
  it('renders a page at the resolution asked for, ink where the page has it and white paper elsewhere', async () => {
    const pdf = await squarePdf();
    const at72 = await renderPage(pdf, 1, 72);
    expect([at72.width, at72.height]).toEqual([612, 792]);
    expect([...at72.png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const at150 = await renderPage(pdf, 1, 150);
    expect([at150.width, at150.height]).toEqual([1275, 1650]);
    // The square spans 1–2 inches from the top left: 150–300 px at 150 dpi.
    expect(await pixel(at150.png, 225, 225)).toEqual([0, 0, 0, 255]);
    expect(await pixel(at150.png, 100, 100)).toEqual([255, 255, 255, 255]);
    expect(await pixel(at150.png, 400, 225)).toEqual([255, 255, 255, 255]);
  });

  it('says which page is missing', async () => {
    await expect(renderPage(await squarePdf(2), 3, 72)).rejects.toThrow(
      'Page 3 does not exist; the document has 2 page(s)',
    );
  });
});

describe('renderPages', () => {
  it('renders the pages asked for, in that order, from one opening of the file', async () => {
    const pdf = await squarePdf(3);
    const seen: number[] = [];
    for await (const page of renderPages(pdf, [3, 1], 36)) {
      seen.push(page.page);
      expect([page.width, page.height, page.dpi]).toEqual([306, 396, 36]);
    }
    expect(seen).toEqual([3, 1]);
  });

  it('renders a poster-sized page within the pixel budget instead of exhausting memory', async () => {
    // 5000 × 5000 pt at 300 dpi would be 20 833² ≈ 434 million pixels.
    const pdf = await squarePdf(1, [5000, 5000]);
    const sizes: number[][] = [];
    for await (const page of renderPages(pdf, [1], 300))
      sizes.push([page.width, page.height, Math.round(page.dpi * 100) / 100]);
    expect(sizes).toEqual([[5000, 5000, 72]]);
    expect(5000 * 5000).toBeLessThanOrEqual(MAX_PIXELS);
  });
});

describe('renderSize', () => {
  it('keeps ordinary pages at full resolution and scales oversized ones to the budget', () => {
    expect(renderSize(612, 792, 300)).toEqual({ width: 2550, height: 3300, dpi: 300 });
    const huge = renderSize(14_400, 14_400, 300);
    expect(huge.width * huge.height).toBeLessThanOrEqual(MAX_PIXELS);
    expect(huge.width).toBe(5000);
    // A long strip is limited by its longest side as well.
    const strip = renderSize(14_400, 72, 300);
    expect(strip.width).toBeLessThanOrEqual(20_000);
  });
});
