import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  dHash,
  hammingDistance,
  imageCategory,
  NEAR_DUPLICATE_BITS,
  nearDuplicateGroups,
  pdfImages,
  uploadedImage,
} from '../../actions/lib/enrichment/images.js';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { PageTooComplexError } from '../../actions/lib/pipeline/processing/page-budget.js';
import { drawnPdf, greyPixels, imageObject, inlineImage, lines } from '../helpers/drawn-pdf.js';
import { corpusFile, itWithCorpus } from '../helpers/paths.js';

/** A PNG of a few shapes, drawn at the given size. */
async function drawnPng(width: number, height: number, variant = 0): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = variant ? '#202020' : '#303030';
  ctx.fillRect(width * 0.1, height * 0.2, width * 0.3, height * 0.5);
  ctx.beginPath();
  ctx.arc(width * (variant ? 0.3 : 0.7), height * 0.5, Math.min(width, height) * 0.2, 0, Math.PI * 2);
  ctx.fill();
  return new Uint8Array(await canvas.encode('png'));
}

async function pdfWith(png: Uint8Array, size: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 100, y: 400, width: size, height: size * 0.75 });
  return pdf.save();
}

describe('images', () => {
  itWithCorpus(
    'finds the scanned page of a court filing, page-sized',
    'images found in a real scanned court filing',
    async () => {
      const images = await pdfImages(new Uint8Array(await readFile(corpusFile('court', 'image-pdf-2.pdf'))));
      expect(images.map(({ id, page, width, height, coverage }) => ({ id, page, width, height, coverage }))).toEqual([
        { id: 'p1-1', page: 1, width: 1236, height: 1593, coverage: 1 },
      ]);
      expect(imageCategory(images[0]!, { document_category: 'legal', page_text: '' })).toBe('scan');
    },
  );

  it('gives the same picture at two sizes near-identical hashes and a different picture a distant one', async () => {
    const a = await pdfImages(await pdfWith(await drawnPng(400, 300), 200));
    const b = await pdfImages(await pdfWith(await drawnPng(800, 600), 300));
    const c = await pdfImages(await pdfWith(await drawnPng(400, 300, 1), 200));
    expect([a.length, b.length, c.length]).toEqual([1, 1, 1]);
    expect(a[0]!.coverage).toBeCloseTo((200 * 150) / (612 * 792), 3);
    expect(hammingDistance(a[0]!.dhash, b[0]!.dhash)).toBeLessThanOrEqual(2);
    expect(hammingDistance(a[0]!.dhash, c[0]!.dhash)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
    const groups = nearDuplicateGroups([
      { key: 'doc-a/p1-1', dhash: a[0]!.dhash },
      { key: 'doc-b/p1-1', dhash: b[0]!.dhash },
      { key: 'doc-c/p1-1', dhash: c[0]!.dhash },
    ]);
    expect(groups).toEqual([['doc-a/p1-1', 'doc-b/p1-1']]);
    expect(imageCategory(a[0]!, { document_category: 'media', page_text: 'See Exhibit 4.' })).toBe('evidence');
    expect(imageCategory(a[0]!, { document_category: 'media', page_text: '' })).toBe('figure');
  });

  it('reads an uploaded PNG: size, hash, no EXIF', async () => {
    const png = await drawnPng(640, 480);
    const image = await uploadedImage(png);
    expect({ ...image, dhash: image.dhash.length }).toEqual({
      id: 'original',
      page: 1,
      width: 640,
      height: 480,
      coverage: 1,
      dhash: 16,
      exif: null,
    });
    const { decodeToGray } = await import('../../actions/lib/pipeline/processing/images.js');
    expect(dHash(await decodeToGray(png))).toBe(image.dhash);
  });

  it('lists each placement of a picture placed several times, and each of a run of small inline pictures', async () => {
    // pdf.js folds such runs into one drawing operation; each is still its own image here.
    const shades = Array.from({ length: 12 }, (_, k) => greyPixels(40, (x, y) => (k % 2 ? x : y) * 6 + k * 10));
    const place = (i: number, paint: string) => `q 40 0 0 40 ${(i % 6) * 50} ${Math.floor(i / 6) * 50} cm ${paint} Q`;
    const pdf = drawnPdf(
      [
        { content: [0, 1, 2, 3].map((i) => place(i, '/Im1 Do')).join('\n'), resources: '/XObject << /Im1 100 0 R >>' },
        { content: shades.map((shade, i) => place(i, inlineImage(shade))).join('\n') },
      ],
      { 100: imageObject(shades[0]!) },
    );
    const images = await pdfImages(pdf);
    const coverage = Math.round(((40 * 40) / (612 * 792)) * 1000) / 1000;
    expect(images.map(({ id, width, height }) => [id, width, height, coverage])).toEqual([
      ...[1, 2, 3, 4].map((n) => [`p1-${n}`, 40, 40, coverage]),
      ...shades.map((_, n) => [`p2-${n + 1}`, 40, 40, coverage]),
    ]);
    expect(images.map((i) => i.coverage)).toEqual(images.map(() => coverage));
    // Each inline picture is read from its own place in pdf.js's shared atlas: as it reads alone.
    for (const k of [0, 1, 11]) {
      const [alone] = await pdfImages(drawnPdf([{ content: place(0, inlineImage(shades[k]!)) }]));
      expect(images[4 + k]!.dhash).toBe(alone!.dhash);
    }
  });

  it('refuses a page over the page budget', async () => {
    const pdf = drawnPdf([{ content: lines(20_000) }]);
    await expect(pdfImages(pdf, { ...DEFAULT_CONFIG.limits, max_page_operations: 1000 })).rejects.toThrow(
      PageTooComplexError,
    );
  });
});
