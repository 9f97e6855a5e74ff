/**
 * Random queries of the search syntax (docs/search.md): trees of words, prefixes, phrases with and without
 * function words, fields and dates, joined by spaces or OR, some excluded, nested in parentheses. For tests
 * that hold two ways of answering a query to each other.
 */

/** Fields the generated archives hold values of (test/helpers/archive-fixtures.ts). */
export const RANDOM_QUERY_FIELDS = [
  'person:"John Smith"',
  'person:smith',
  'place:springfield',
  'organization:"Acme Holdings"',
  'category:legal',
  'source:court',
  'tag:legal',
  'title:record',
  'verification:2',
  'date:2001..2010',
  'date:..1999',
];

/** A generator of random queries over `words`: `(random, depth)` → a query of up to `depth` levels. */
export function randomQueryOf(words: readonly string[], fields: readonly string[] = RANDOM_QUERY_FIELDS) {
  const randomQuery = (r: () => number, depth: number): string => {
    const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
    const leaf = (): string => {
      const x = r();
      if (x < 0.4) return pick(words);
      if (x < 0.5) return `${pick(words).slice(0, 3)}*`;
      if (x < 0.6) return `"${pick(['the', 'of', 'and', 'in'])} ${pick(words)}"`;
      if (x < 0.7) return `"${pick(words)} ${pick(words)}"`;
      return pick(fields);
    };
    const part = (level: number): string => {
      const inner = level < depth && r() < 0.3 ? `(${randomQuery(r, depth - level)})` : leaf();
      return r() < 0.15 ? `-${inner}` : inner;
    };
    const parts = Array.from({ length: 1 + Math.floor(r() * 3) }, () => part(1));
    return parts.join(r() < 0.4 ? ' OR ' : ' ');
  };
  return randomQuery;
}
