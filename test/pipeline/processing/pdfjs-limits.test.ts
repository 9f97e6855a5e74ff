/**
 * pdf.js's own limits: every document the product opens gets them (no `eval`, no image above
 * `limits.max_pdf_image_pixels`, a canvas bound), and the image limit really keeps an image from being decoded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../actions/lib/core/config.js';
import { MAX_PIXELS } from '../../../actions/lib/pipeline/processing/images.js';
import { documentOptions } from '../../../actions/lib/pipeline/processing/pdfjs.js';
import { renderPage } from '../../../actions/lib/pipeline/processing/render.js';
import { PROJECT_ROOT } from '../../helpers/paths.js';

/** A page filled by one black image of `side` × `side` pixels. */
async function blackImagePdf(side: number): Promise<Uint8Array> {
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, side, side);
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(canvas.toBuffer('image/png'));
  doc.addPage([144, 144]).drawImage(image, { x: 0, y: 0, width: 144, height: 144 });
  return doc.save();
}

async function centrePixel(png: Buffer): Promise<number> {
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(image.width >> 1, image.height >> 1, 1, 1).data[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

describe("pdf.js's own limits", () => {
  it('are set from the configuration on every document', () => {
    const options = documentOptions(new Uint8Array(), { max_pdf_image_pixels: 1234 });
    expect(options).toMatchObject({
      isEvalSupported: false,
      maxImageSize: 1234,
      canvasMaxAreaInBytes: MAX_PIXELS * 4,
      enableXfa: false,
    });
  });

  it('every getDocument call in the product passes documentOptions', () => {
    // Each call with its argument, up to the end of the statement.
    const calls = ['actions', 'scripts', 'site']
      .flatMap((dir) => sourceFiles(join(PROJECT_ROOT, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bgetDocument\(([^;]*);/g)].map((m) => ({
          file: relative(PROJECT_ROOT, file),
          argument: m[1]!,
        })),
      );
    expect(calls.map((c) => c.file).sort()).toEqual([
      'actions/lib/pipeline/processing/pdf-session.ts',
      'actions/lib/pipeline/processing/pdfjs.ts',
      'site/client/viewer/pdf-pages.ts',
    ]);
    for (const { file, argument } of calls) {
      if (file.startsWith('site/client/')) {
        // The reader's browser has no configuration to read; it still never evaluates a PDF's
        // scripts or XFA forms.
        expect(argument).toMatch(/isEvalSupported: false/);
        expect(argument).toMatch(/enableXfa: false/);
      } else {
        expect(argument).toMatch(/^\{?\s*(\.\.\.)?documentOptions\(/);
      }
    }
  });

  it('an image over limits.max_pdf_image_pixels is not decoded: the page renders without it', async () => {
    const pdf = await blackImagePdf(1200);
    const within = await renderPage(pdf, 1, 36, { max_pdf_image_pixels: DEFAULT_CONFIG.limits.max_pdf_image_pixels });
    expect(await centrePixel(within.png)).toBe(0);
    const over = await renderPage(pdf, 1, 36, { max_pdf_image_pixels: 1200 * 1200 - 1 });
    expect(await centrePixel(over.png)).toBe(255);
  });
});
