/**
 * Ruled lines taken off a page before it is read again: the rules of a grid can make the engine's layout
 * analysis give up on the block between them (a ruled table of 680 words read as its first row and its
 * footer, 3% of its letters). A rule is a run of ink across or down far longer than any letter is wide or
 * tall; read-page.ts erases them only when a reading has left most of a page's letters out.
 */
import type { GrayImage } from './images.js';
import { otsuThreshold } from './prepare.js';

export interface RuleRuns {
  /** Runs of ink across at least this long (pixels) are rules. */
  across: number;
  /** Runs of ink down at least this long (pixels) are rules. */
  down: number;
}

/**
 * `image` with every run of ink (darker than the Otsu threshold) at least `runs.across` long across or
 * `runs.down` long down painted paper-white, with the pixel either side of it (a rule's anti-aliased edge).
 */
export function eraseRules(image: GrayImage, runs: RuleRuns): GrayImage {
  const { width, height, pixels } = image;
  const threshold = otsuThreshold(pixels);
  const mask = new Uint8Array(width * height);
  const markRun = (line: number, from: number, to: number, acrossLine: boolean) => {
    for (let k = from; k < to; k++) {
      for (let side = -1; side <= 1; side++) {
        const l = line + side;
        if (l < 0 || l >= (acrossLine ? height : width)) continue;
        mask[acrossLine ? l * width + k : k * width + l] = 1;
      }
    }
  };
  // One scan for both directions: along each line (a row across, a column down), the ink runs long enough
  // to be a rule.
  const scan = (acrossLine: boolean, minRun: number) => {
    const lines = acrossLine ? height : width;
    const length = acrossLine ? width : height;
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let k = 0; k <= length; k++) {
        const ink = k < length && pixels[acrossLine ? line * width + k : k * width + line]! <= threshold;
        if (ink && start < 0) start = k;
        if (!ink && start >= 0) {
          if (k - start >= minRun) markRun(line, start, k, acrossLine);
          start = -1;
        }
      }
    }
  };
  scan(true, runs.across);
  scan(false, runs.down);
  const out = new Uint8Array(pixels);
  for (let i = 0; i < out.length; i++) if (mask[i]) out[i] = 255;
  return { width, height, pixels: out };
}
