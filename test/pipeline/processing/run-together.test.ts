import { describe, expect, it } from 'vitest';
import {
  splitRunTogether,
  splitRunTogetherText,
  splitRunTogetherWords,
} from '../../../actions/lib/pipeline/processing/run-together.js';

describe('words the engine ran together', () => {
  it('splits a token that is no word into two everyday words, punctuation kept on its side', () => {
    // All read so on a real condensed deposition (deposition_01 of the OCR corpus).
    expect(splitRunTogether('fromthe')).toEqual(['from', 'the']);
    expect(splitRunTogether('itsays,')).toEqual(['it', 'says,']);
    expect(splitRunTogether('comein,')).toEqual(['come', 'in,']);
    expect(splitRunTogether('“whohad')).toEqual(['“who', 'had']);
  });

  it('leaves words, names, short tokens and compounds of rarer words alone', () => {
    for (const token of ['together', 'herein', 'whereas', 'cannot', 'Goodwin', 'Ifyou', 'anew', 'ofa', '15-6870']) {
      expect({ token, split: splitRunTogether(token) }).toEqual({ token, split: null });
    }
    // Not in the subtitles' list, but one half is under the bar: "time line", "end points", "back end".
    for (const token of ['timeline', 'endpoints', 'backend']) {
      expect({ token, split: splitRunTogether(token) }).toEqual({ token, split: null });
    }
  });

  it('splits in the text, keeping its line breaks, and divides a word box in proportion to the letters', () => {
    expect(splitRunTogetherText('He said itwas.\nA. Yes, fromthe  start.')).toBe(
      'He said it was.\nA. Yes, from the  start.',
    );
    const word = { text: 'fromthe', confidence: 90, bbox: { x0: 100, y0: 10, x1: 170, y1: 30 } };
    expect(splitRunTogetherWords([word])).toEqual([
      { text: 'from', confidence: 90, bbox: { x0: 100, y0: 10, x1: 140, y1: 30 } },
      { text: 'the', confidence: 90, bbox: { x0: 140, y0: 10, x1: 170, y1: 30 } },
    ]);
  });
});
