/**
 * What a scanner and a camera make of paper, for the demo's scanned uploads: pages rendered to images,
 * turned a little off square, with speckle and grain, and wrapped in a PDF with no text layer; and a
 * photograph with an exhibit sticker on it. Noise comes from a seeded generator, so every run makes the
 * same bytes (and the OCR cache serves the second run).
 */
import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { openPdf } from '../../actions/lib/pipeline/processing/pdfjs.js';
import { renderPages } from '../../actions/lib/pipeline/processing/render.js';
import type { ExhibitCaption } from './filings.js';
import { imagesToPdf } from './pdf-maker.js';
import { seededRandom } from '../../actions/lib/core/seeded-random.js';

export interface ScanOptions {
  /** Scanner resolution (200 is a typical office scan). */
  dpi: number;
  /** How far the page sits off square, in degrees (a hand-fed page: up to about 2). */
  skewDegrees: number;
  /** Share of pixels turned into dark specks (dust, toner); 0.001 is a clean glass. */
  speckle: number;
  seed: number;
}


/** One rendered page as a scanner would return it: rotated on white, with grain and specks. */
async function scanPage(png: Uint8Array, options: ScanOptions, seed: number): Promise<Uint8Array> {
  const page = await loadImage(Buffer.from(png));
  const canvas = createCanvas(page.width, page.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, page.width, page.height);
  ctx.translate(page.width / 2, page.height / 2);
  ctx.rotate((options.skewDegrees * Math.PI) / 180);
  ctx.drawImage(page, -page.width / 2, -page.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const image = ctx.getImageData(0, 0, page.width, page.height);
  const next = seededRandom(seed);
  const px = image.data;
  for (let i = 0; i < px.length; i += 4) {
    // Grain: every pixel a little lighter or darker, as paper and sensor noise make it.
    const grain = (next() - 0.5) * 24;
    const speck = next() < options.speckle ? -200 : 0;
    for (let c = 0; c < 3; c++) px[i + c] = Math.max(0, Math.min(255, px[i + c]! + grain + speck));
  }
  ctx.putImageData(image, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** Prints `pdf` and scans it back: a PDF of page images with no text at all. */
export async function scanPdf(pdf: Uint8Array, options: ScanOptions): Promise<Uint8Array> {
  const doc = await openPdf(pdf, DEFAULT_CONFIG.limits);
  const count = doc.numPages;
  await doc.destroy();
  const pages: Uint8Array[] = [];
  let n = 0;
  for await (const rendered of renderPages(pdf, Array.from({ length: count }, (_, i) => i + 1), options.dpi)) {
    pages.push(await scanPage(new Uint8Array(rendered.png), options, options.seed + n++));
  }
  return imagesToPdf(pages);
}

/** A photograph with a white exhibit sticker across its foot, as a party enters it into evidence. */
export async function exhibitPhotograph(photoPath: string, caption: ExhibitCaption): Promise<Uint8Array> {
  const photo = await loadImage(await readFile(photoPath));
  const width = Math.max(photo.width, 1200);
  const scale = width / photo.width;
  const photoHeight = Math.round(photo.height * scale);
  const lineHeight = 44;
  const stickerHeight = caption.lines.length * lineHeight + 60;
  const canvas = createCanvas(width, photoHeight + stickerHeight);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(photo, 0, 0, width, photoHeight);
  ctx.fillStyle = '#111111';
  ctx.font = '32px serif';
  caption.lines.forEach((line, i) => ctx.fillText(line, 40, photoHeight + 50 + i * lineHeight));
  return new Uint8Array(await canvas.encode('jpeg', 90));
}
