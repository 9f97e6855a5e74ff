import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../actions/lib/core/config.js';
import type { GrayImage } from '../../../actions/lib/pipeline/processing/images.js';
import { openPdf } from '../../../actions/lib/pipeline/processing/pdfjs.js';
import {
  alternativePreparation,
  AS_IS,
  choosePreparation,
  letterCoverage,
  measurePage,
  otsuThreshold,
  smoothGray,
  TARGET_TEXT_HEIGHT,
} from '../../../actions/lib/pipeline/processing/prepare.js';
import { renderGrayPagesOf } from '../../../actions/lib/pipeline/processing/render.js';
import { textToPdf } from '../../../scripts/demo/pdf-maker.js';

/** A page of printed text, rendered in grey at `dpi` as a scanner would see it. */
async function printedPage(fontSize: number, dpi: number): Promise<GrayImage> {
  const text = Array.from(
    { length: 12 },
    (_, i) => `Line ${i + 1} of the hearing transcript, read back to the witness.`,
  );
  const doc = await openPdf(await textToPdf(text.join('\n'), { fontSize }), DEFAULT_CONFIG.limits);
  try {
    for await (const rendered of renderGrayPagesOf(doc, [1], dpi, DEFAULT_CONFIG.limits)) return rendered.image;
  } finally {
    await doc.destroy();
  }
  throw new Error('no page rendered');
}

describe('measuring a page', () => {
  it('splits ink from paper at a level between the two', () => {
    const pixels = new Uint8Array(100).fill(230);
    pixels.fill(40, 0, 30);
    const threshold = otsuThreshold(pixels);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(230);
  });

  it('finds the height of printed letters: a capital of 10 pt is 30 px at 300 dpi and 10 px at 100 dpi', async () => {
    // Helvetica's capitals and ascenders are 0.72 em: 10 pt × 300/72 × 0.72 = 30 px.
    const at300 = measurePage(await printedPage(10, 300)).textHeight!;
    const at100 = measurePage(await printedPage(10, 100)).textHeight!;
    expect(at300).toBeGreaterThanOrEqual(28);
    expect(at300).toBeLessThanOrEqual(32);
    expect(at100).toBeGreaterThanOrEqual(9);
    expect(at100).toBeLessThanOrEqual(11);
  });

  it('finds no letters on a blank page', () => {
    const blank = { width: 50, height: 50, pixels: new Uint8Array(2500).fill(255) };
    expect(measurePage(blank)).toEqual({ textHeight: null, letters: new Int32Array(0) });
  });
});

describe('how much of a page a reading covers', () => {
  it('counts the letters in or beside a word: all, the upper half, none', async () => {
    const page = await printedPage(10, 300);
    const { letters, textHeight } = measurePage(page);
    expect(letters.length / 2).toBeGreaterThan(300);
    const ys = letters.filter((_, i) => i % 2 === 1);
    const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
    const whole = [{ bbox: { x0: 0, y0: 0, x1: page.width, y1: page.height } }];
    const upper = [{ bbox: { x0: 0, y0: 0, x1: page.width, y1: (top + bottom) / 2 } }];
    expect(letterCoverage(letters, whole, textHeight! / 2)).toBe(1);
    const half = letterCoverage(letters, upper, 0);
    expect(half).toBeGreaterThan(0.35);
    expect(half).toBeLessThan(0.65);
    expect(letterCoverage(letters, [], textHeight! / 2)).toBe(0);
  });

  it('takes a page without letters as covered', () => {
    expect(letterCoverage(new Int32Array(0), [], 10)).toBe(1);
  });
});

describe('choosing a preparation', () => {
  it('enlarges small letters to the height the engine reads best, smooths middling ones, leaves large ones and an empty page', () => {
    expect(choosePreparation({ textHeight: 12 })).toEqual({ scale: TARGET_TEXT_HEIGHT / 12, smooth: false });
    expect(choosePreparation({ textHeight: 4 })).toEqual({ scale: 3, smooth: false });
    expect(choosePreparation({ textHeight: 22 })).toEqual({ scale: 1, smooth: true });
    expect(choosePreparation({ textHeight: 36 })).toEqual(AS_IS);
    expect(choosePreparation({ textHeight: null })).toEqual(AS_IS);
  });

  it('tries the other smoothing second, at the same size', () => {
    expect(alternativePreparation({ scale: 1, smooth: true })).toEqual({ scale: 1, smooth: false });
    expect(alternativePreparation({ scale: 2, smooth: false })).toEqual({ scale: 2, smooth: true });
  });
});

describe('smoothing', () => {
  it('spreads a dot with the binomial weights 1 4 6 4 1 and keeps an even page even', () => {
    const pixels = new Uint8Array(81).fill(255);
    pixels[40] = 0; // the centre of 9 × 9
    const out = smoothGray({ width: 9, height: 9, pixels }).pixels;
    // 255 less the dot's share: 36/256 at the centre, 24/256 beside it, 16/256 diagonally, 1/256 in a corner of the 5 × 5.
    expect([out[40], out[41], out[30], out[20]]).toEqual([
      Math.round(255 - (255 * 36) / 256),
      Math.round(255 - (255 * 24) / 256),
      Math.round(255 - (255 * 16) / 256),
      Math.round(255 - 255 / 256),
    ]);
    expect(out[0]).toBe(255);
    const even = smoothGray({ width: 5, height: 3, pixels: new Uint8Array(15).fill(77) }).pixels;
    expect([...even]).toEqual(new Array(15).fill(77));
  });
});
