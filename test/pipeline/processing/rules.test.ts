import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../../../actions/lib/pipeline/processing/images.js';
import { eraseRules } from '../../../actions/lib/pipeline/processing/rules.js';

/** A white page with dark rectangles painted on it (left, top, right, bottom; right and bottom exclusive). */
function page(width: number, height: number, inks: [number, number, number, number][]): GrayImage {
  const pixels = new Uint8Array(width * height).fill(250);
  for (const [x0, y0, x1, y1] of inks) {
    for (let y = y0; y < y1; y++) pixels.fill(20, y * width + x0, y * width + x1);
  }
  return { width, height, pixels };
}

const inkAt = (image: GrayImage, x: number, y: number) => image.pixels[y * image.width + x]! < 128;

describe('erasing the rules of a table', () => {
  it('erases runs of ink longer than the given lengths across and down, with their edges, and keeps letters', () => {
    const image = page(300, 200, [
      [10, 50, 290, 52], // a rule across, 280 px long and 2 px thick
      [150, 5, 152, 195], // a rule down, 190 px long, crossing it
      [20, 60, 32, 80], // a letter-sized block under the rule across
      [200, 100, 260, 112], // a word-sized block: 60 px across, shorter than a rule
    ]);
    // A grey edge pixel beside the rule across, as anti-aliasing leaves.
    image.pixels[49 * 300 + 100] = 120;
    const erased = eraseRules(image, { across: 100, down: 50 });
    for (const [x, y] of [
      [100, 50],
      [100, 51],
      [151, 10],
      [151, 120],
      [151, 51],
      [100, 49],
    ] as const) {
      expect(erased.pixels[y * 300 + x]).toBe(255);
    }
    expect(inkAt(erased, 25, 70)).toBe(true);
    expect(inkAt(erased, 230, 105)).toBe(true);
    // The page it was given is left as it was.
    expect(inkAt(image, 100, 50)).toBe(true);
  });

  it('leaves a page of letters alone', () => {
    const image = page(
      200,
      100,
      Array.from({ length: 10 }, (_, i) => [10 + i * 18, 20, 22 + i * 18, 40] as [number, number, number, number]),
    );
    expect(eraseRules(image, { across: 100, down: 50 }).pixels).toEqual(image.pixels);
  });
});
