import { describe, expect, it } from 'vitest';
import {
  contentTermForms,
  contentTerms,
  foldWord,
  joinHyphenatedLines,
  letterRuns,
  termOf,
  terms,
  wordSpans,
  words,
  writtenWords,
} from '../../actions/lib/text/analyser.js';
import { isStopWord } from '../../actions/lib/text/stop-words.js';
import {
  cosine,
  cosines,
  heaviestTerms,
  idfWeight,
  termCounts,
  tfIdfVector,
  topTerms,
} from '../../actions/lib/text/vectors.js';

describe('the analyser', () => {
  it('cuts words at anything but letters, marks and digits, and folds case and accents', () => {
    expect(words('Café-Society v. MÜLLER, No. 20-1507')).toEqual([
      'cafe',
      'society',
      'v',
      'muller',
      'no',
      '20',
      '1507',
    ]);
    expect(foldWord('Ünïcödé')).toBe('unicode');
    expect(foldWord('x'.repeat(40))).toHaveLength(32);
  });

  it('stems for finding with Porter, and for topic with plurals only; words with digits stay whole', () => {
    expect(terms('courts filing filed parties')).toEqual(['court', 'file', 'file', 'parti']);
    expect(terms('courts filing filed parties', 'plural')).toEqual(['court', 'filing', 'filed', 'party']);
    expect(terms('1:21-cv-01061')).toEqual(['1', '21', 'cv', '01061']);
    expect(termOf('Filings')).toBe('file');
    expect(terms('F.3d 1990s')).toEqual(['f', '3d', '1990s']);
  });

  it('keeps the content terms: no function word, bare number or lone letter', () => {
    expect(isStopWord('the')).toBe(true);
    expect(contentTerms('The motions of the 3 parties were denied in 2020, v. Smith')).toEqual([
      'motion',
      'parti',
      'deni',
      'smith',
    ]);
    expect(contentTermForms('Motions, motions and a motion.')).toEqual(new Map([['motion', 'motions']]));
  });

  it('gives each word its place in the text, and joins words broken over lines', () => {
    const text = 'The Court’s order';
    expect([...wordSpans(text)].map((s) => [text.slice(s.start, s.end), s.term])).toEqual([
      ['The', 'the'],
      ['Court', 'court'],
      ['s', 's'],
      ['order', 'order'],
    ]);
    expect(joinHyphenatedLines('infor-\n  mation and well-known')).toBe('information and well-known');
  });

  it('reads words as names and labels write them, and runs of letters as written', () => {
    expect(writtenWords('O’Brien, Plaintiff-Appellant, No. 20-1507; José')).toEqual([
      "o'brien",
      'plaintiff-appellant',
      'no',
      'josé',
    ]);
    expect(writtenWords("-'x'- 42")).toEqual(['x']);
    expect(letterRuns('Où est-il? À 3h.')).toEqual(['Où', 'est', 'il', 'À', 'h']);
  });
});

describe('term vectors and their one similarity', () => {
  it('weighs terms by TF-IDF at unit length, and measures alikeness as the cosine', () => {
    const counts = termCounts(['court', 'court', 'order', 'crop']);
    expect(topTerms(counts, 2)).toEqual({ terms: ['court', 'crop'], counts: [2, 1] });
    const idf = (t: string) => idfWeight(10, t === 'court' ? 9 : 1);
    const a = tfIdfVector([...counts.keys()], [...counts.values()], idf);
    const norm = Math.sqrt([...a.values()].reduce((s, w) => s + w * w, 0));
    expect(norm).toBeCloseTo(1, 12);
    expect(cosine(a, a)).toBeCloseTo(1, 12);
    expect(cosine(a, new Map([['drought', 1]]))).toBe(0);
    const b = tfIdfVector(['court'], [1], idf);
    expect(cosine(a, b)).toBeCloseTo(a.get('court')!, 12);
    // A rare term outweighs a common one, and a term in every document still counts.
    expect(a.get('crop')!).toBeGreaterThan(a.get('court')! / 2);
    expect(idfWeight(10, 10)).toBeGreaterThan(0);
  });

  it('compares dense vectors the same way, and one vector with many through postings', () => {
    const rows = Float32Array.from([1, 0, 0.6, 0.8]);
    expect(cosine(Float32Array.from([0.6, 0.8]), rows, 2)).toBeCloseTo(1, 6);
    expect(cosine(Float32Array.from([0.6, 0.8]), rows, 0)).toBeCloseTo(0.6, 6);
    const query = heaviestTerms(
      new Map([
        ['a', 3],
        ['b', 4],
        ['c', 0.1],
      ]),
      2,
    );
    expect(query).toEqual(
      new Map([
        ['b', 0.8],
        ['a', 0.6],
      ]),
    );
    const postings = new Map<string, [number, number][]>([
      ['a', [[7, 1]]],
      [
        'b',
        [
          [7, 0.5],
          [9, 1],
        ],
      ],
    ]);
    const dots = cosines(query, (t) => postings.get(t));
    expect(dots.get(7)).toBeCloseTo(0.6 + 0.4, 12);
    expect(dots.get(9)).toBeCloseTo(0.8, 12);
  });
});
