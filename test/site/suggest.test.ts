/**
 * "Did you mean" for a typo in a word's first two letters: the neighbour keys the site's index holds and
 * the probes the search page reads them by find the same words as the server's one-by-one lookup.
 */
import { describe, expect, it } from 'vitest';
import {
  closestWord,
  commonestForm,
  hasNeighbourKeys,
  isWordKey,
  neighbourCandidates,
  neighbourKeys,
  neighbourProbes,
  suggestionPrefixes,
  wordOfNeighbourKey,
} from '../../site/search-index/suggest.js';

const VOCABULARY = ['okafor', 'okafors', 'marlowe', 'harlow', 'carlow', 'court', 'lease', 'judgment', 'katesiko'];

/** The words the search page's neighbour probes find for `typo` in an index of `words`' neighbour keys. */
function foundByKeys(typo: string, words: string[]): string[] {
  const keys = words.filter(hasNeighbourKeys).flatMap(neighbourKeys).sort();
  const probes = neighbourProbes(typo);
  return [
    ...new Set(keys.filter((k) => probes.some((p) => k.startsWith(p))).map((k) => wordOfNeighbourKey(k)!)),
  ].sort();
}

/** Every word one letter changed in, or one letter missing from, the first two letters of `word`. */
function firstLetterTypos(word: string): string[] {
  const out = new Set<string>();
  for (const c of 'abcdefghijklmnopqrstuvwxyz') {
    out.add(c + word.slice(1));
    out.add(word[0] + c + word.slice(2));
  }
  out.add(word.slice(1));
  out.add(word[0] + word.slice(2));
  out.delete(word);
  return [...out];
}

describe('neighbour keys for a typo in the first two letters', () => {
  it('stand for their word, and are never a word nor a filter key', () => {
    for (const word of VOCABULARY) {
      const keys = neighbourKeys(word);
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        expect(wordOfNeighbourKey(key)).toBe(word);
        expect(isWordKey(key)).toBe(false);
      }
      expect(isWordKey(word)).toBe(true);
    }
    expect(isWordKey('\u0001category\u0001legal')).toBe(false);
    expect(wordOfNeighbourKey('okafor')).toBeNull();
    expect(wordOfNeighbourKey('\u0001category\u0001legal')).toBeNull();
  });

  it('are made for words of four letters or more, letters only', () => {
    expect(['okafor', 'lease', 'court', 'élan', 'straße'].every(hasNeighbourKeys)).toBe(true);
    expect(['cat', '19cv0042', 'a1b2', 'court2'].some(hasNeighbourKeys)).toBe(false);
  });

  it('find a word from every typo in its first two letters, as the server finds it word by word', () => {
    for (const word of VOCABULARY) {
      for (const typo of firstLetterTypos(word)) {
        const byKeys = foundByKeys(typo, VOCABULARY);
        expect(byKeys, typo).toContain(word);
        // The server's candidates, among the words it holds, are exactly the ones the keys name.
        const byLookup = neighbourCandidates(typo).filter((w) => VOCABULARY.includes(w));
        expect(byLookup.sort(), typo).toEqual(byKeys.filter((w) => w !== typo));
      }
    }
  });

  it("reach what the first two letters' chunks cannot: ikafor, kafor, oxafor, oafor for okafor", () => {
    for (const typo of ['ikafor', 'kafor', 'oxafor', 'oafor']) {
      const inChunks = VOCABULARY.filter((w) => suggestionPrefixes(typo).some((p) => w.startsWith(p)));
      expect(
        closestWord(
          typo,
          inChunks.map((w) => ({ word: w, count: 1 })),
        ),
      ).not.toBe('okafor');
      const named = foundByKeys(typo, VOCABULARY).map((w) => ({ word: w, count: w === 'okafors' ? 9 : 3 }));
      expect(closestWord(typo, named), typo).toBe('okafor');
    }
  });

  it('find nothing for a word too short, or with a letter wrong past the second', () => {
    expect(neighbourProbes('ok')).toEqual([]);
    expect(foundByKeys('okafxr', VOCABULARY)).toEqual([]);
    expect(foundByKeys('xyafor', VOCABULARY)).toEqual([]);
  });
});

describe('the word a suggestion shows', () => {
  it('is the commonest written form of the term, case and accents kept, the first among equals', () => {
    const texts = [
      'OKAFOR v. Marlowe',
      'Okafor filed; Okafor appealed. okafor.',
      'The Court ruled; the court, the court',
    ];
    expect(commonestForm(texts, 'okafor')).toBe('Okafor');
    expect(commonestForm(texts, 'court')).toBe('court');
    expect(commonestForm(['Ngozi Adébáyọ̀', 'adebayo'], 'adebayo')).toBe('Adébáyọ̀');
    expect(commonestForm(texts, 'lease')).toBeNull();
    // Only the first words are read when asked.
    expect(commonestForm(['court Okafor'], 'okafor', 1)).toBeNull();
  });
});
