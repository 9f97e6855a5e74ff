/**
 * Runs a query tree (query-language.ts) over the ranked index: each leaf becomes a set of documents with
 * scores (a word's list, a prefix's words, a field's filter lists), the tree's AND, OR and NOT combine the
 * sets (matches.ts), and what the lists cannot tell (a phrase's order, a title, a date finer than a year)
 * is checked on the documents that could still match (document-checks.ts). The answer says how the
 * query was read: its notes, and those of anything read otherwise than a person may expect.
 */
import { filterKey, foldWord, termOf } from './terms.js';
import { words } from '../../actions/lib/text/analyser.js';
import type { QueryField, QueryNode } from './query-language.js';
import { both, either, fromLists, NO_MATCHES, onlyThose, without, type Matches } from './matches.js';
import { EXACT_WEIGHT, PREFIX_WEIGHT, termScale } from '../../actions/lib/text/ranking.js';
import type { WordLists } from './query.js';
import type { Postings } from './format.js';
import { dateCheck, phraseCheck, titleCheck, type CheckedDocument, type DocumentCheck } from './document-checks.js';

/** At most this many documents are checked for a phrase, a title or a date per query (the newest first). */
export const MAX_CHECKED = 200;

/** What a search reads from the index (reader.ts gives it). */
export interface TreeSource {
  /** Documents numbered in all. */
  numbered: number;
  /** Documents a search can find (the N of idf). */
  live: number;
  wordLists(term: string, prefix: string | null): Promise<{ lists: WordLists; capped: boolean }>;
  postings(key: string): Promise<Postings | null>;
  /** Every value of a filter the index holds, with its list (`cut` when there were too many to read). */
  filterValues(filter: string): Promise<{ values: { value: string; postings: Postings }[]; cut: boolean }>;
  document(doc: number, withPages: boolean): Promise<CheckedDocument>;
}

interface Leaf {
  matches: Matches;
  check?: DocumentCheck;
}

export interface TreeAnswer {
  matches: Matches;
  notes: string[];
  /** Words that match nothing (as typed), for "did you mean". */
  unmatched: string[];
  /** False when nothing was scored (only filters, fields and exclusions): "best" is then newest first. */
  scored: boolean;
}

const folded = (text: string) => words(text);

/** Whether `hay`'s words hold `needle`'s, whole and together (any case). */
function holdsWords(hay: string, needle: string): boolean {
  const h = folded(hay);
  const n = folded(needle);
  return n.length > 0 && h.some((_, i) => n.every((w, k) => h[i + k] === w));
}

/** Whether `hay`'s terms (the analyser's: `courts` is `court`) hold `needle`'s, in order and together. */
function holdsTerms(hay: string, needle: string): boolean {
  const h = folded(hay).map((w) => termOf(w));
  const n = folded(needle).map((w) => termOf(w));
  return n.length > 0 && h.some((_, i) => n.every((t, k) => h[i + k] === t));
}

/** Resolves each leaf of a tree into its documents. */
class Leaves {
  readonly notes: string[] = [];
  readonly unmatched: string[] = [];
  readonly leaves = new Map<QueryNode, Leaf>();
  scored = false;

  constructor(
    private readonly source: TreeSource,
    private readonly typing: QueryNode | null,
  ) {}

  note(line: string): void {
    if (!this.notes.includes(line)) this.notes.push(line);
  }

  /** `negated`: under an odd number of NOTs (a word found nowhere there needs no suggestion). */
  async resolve(node: QueryNode, negated = false): Promise<void> {
    if (node.type === 'and' || node.type === 'or') await Promise.all(node.nodes.map((n) => this.resolve(n, negated)));
    else if (node.type === 'not') await this.resolve(node.node, !negated);
    else {
      this.leaves.set(node, await this.leaf(node));
      if (!negated) await this.noteUnmatched(node);
    }
  }

  /** The words of a leaf that no document holds (a word's or a phrase's), for "did you mean". */
  private async noteUnmatched(node: QueryNode): Promise<void> {
    if (node.type === 'word' && !node.prefix && !this.leaves.get(node)!.matches.docs.length)
      this.unmatched.push(node.word);
    if (node.type === 'phrase')
      for (const w of node.words) if (!(await this.source.postings(termOf(w)))) this.unmatched.push(w);
  }

  private async word(word: string, prefix: boolean, typing: boolean): Promise<Matches> {
    const term = termOf(word);
    const { lists, capped } = await this.source.wordLists(term, prefix || typing ? foldWord(word) : null);
    if (capped) this.note(`only the most frequent words beginning with “${foldWord(word)}” were counted`);
    const scale = (p: Postings, weight: number) => ({
      ...p,
      scale: termScale(weight, p.docs.length, this.source.live),
    });
    const all = [
      ...(lists.exact ? [scale(lists.exact, EXACT_WEIGHT)] : []),
      ...lists.prefixed.map((p) => scale(p, prefix ? EXACT_WEIGHT : PREFIX_WEIGHT)),
    ];
    this.scored = true;
    return fromLists(all, this.source.numbered);
  }

  /** Documents holding every word (the candidates of a phrase or a title). */
  private async allWords(words: string[]): Promise<Matches> {
    const sets = await Promise.all(words.map((w) => this.word(w, false, false)));
    return sets.reduce(both);
  }

  private async union(filter: string, keep: (value: string) => boolean): Promise<Matches> {
    const { values, cut } = await this.source.filterValues(filter);
    if (cut) this.note(`not every ${filter} name could be read for the field`);
    const chosen = values.filter((v) => keep(v.value));
    return chosen.map((v) => fromLists([{ ...v.postings, scale: 0 }], this.source.numbered)).reduce(either, NO_MATCHES);
  }

  private async leaf(node: QueryNode): Promise<Leaf> {
    switch (node.type) {
      case 'word':
        return { matches: await this.word(node.word, node.prefix === true, node === this.typing) };
      case 'phrase': {
        const label = `"${node.words.join(' ')}"`;
        return {
          matches: await this.allWords(node.words),
          check: phraseCheck(
            label,
            node.words.map((w) => termOf(w)),
          ),
        };
      }
      case 'date':
        return this.date(node.from, node.to);
      case 'field':
        return this.field(node.field, node.value);
      default:
        throw new Error(`search: ${node.type} is not a leaf`);
    }
  }

  private async field(field: QueryField, value: string): Promise<Leaf> {
    const words = folded(value);
    switch (field) {
      case 'title': {
        // Ranked by the words, among the documents whose titles hold every one of their terms (the title
        // field's lists, site/read-model/search-fields.ts); more than one word is then checked for order.
        const terms = words.map((w) => termOf(w));
        const [ranked, ...inTitle] = await Promise.all([
          this.allWords(words),
          ...terms.map((t) => this.filterMatches('title', t)),
        ]);
        const matches = inTitle.reduce(both, ranked!);
        return terms.length > 1 ? { matches, check: titleCheck(`title:${value}`, terms) } : { matches };
      }
      case 'category':
        return { matches: await this.union('category', (v) => v.toLowerCase() === value.toLowerCase()) };
      case 'source':
        // Any part of the source's name, as the server reads it: `court:appeals`, `court:app`.
        return { matches: await this.union('source', (v) => v.toLowerCase().includes(value.toLowerCase())) };
      case 'verification':
        return { matches: await this.filterMatches('verification', value) };
      case 'person':
      case 'place':
      case 'organization':
      case 'case':
        // A name of that kind, or the case number, holding the words whole and together.
        return { matches: await this.union(field, (v) => holdsWords(v, value)) };
      case 'tag':
        // A tag holding the value's terms in order, as the server's phrase in its tags column.
        return { matches: await this.union('tag', (v) => holdsTerms(v, value)) };
    }
  }

  /** The documents of one filter value's list, unscored. */
  private async filterMatches(filter: string, value: string): Promise<Matches> {
    const p = await this.source.postings(filterKey(filter, value));
    return fromLists(p ? [{ ...p, scale: 0 }] : [], this.source.numbered);
  }

  /** Whole years from their lists; a bound finer than a year checked on the documents of its year. */
  private async date(from: string | null, to: string | null): Promise<Leaf> {
    const { values } = await this.source.filterValues('year');
    const lo = from?.slice(0, 4) ?? '0000';
    const hi = to?.slice(0, 4) ?? '9999';
    const years = values.filter((v) => /^\d{4}$/.test(v.value) && v.value >= lo && v.value <= hi);
    const matches = years
      .map((v) => fromLists([{ ...v.postings, scale: 0 }], this.source.numbered))
      .reduce(either, NO_MATCHES);
    const fine = (from?.length ?? 4) > 4 || (to?.length ?? 4) > 4;
    const label = `date:${from === to ? from : `${from ?? ''}..${to ?? ''}`}`;
    return fine ? { matches, check: dateCheck(label, from, to) } : { matches };
  }
}

/** Every document a search can find: those with a year (every document has one, "undated" included). */
async function everyDocument(source: TreeSource): Promise<Matches> {
  const { values } = await source.filterValues('year');
  return values.map((v) => fromLists([{ ...v.postings, scale: 0 }], source.numbered)).reduce(either, NO_MATCHES);
}

type LeafValue = (leaf: QueryNode, negated: boolean) => Matches;

/** The tree's documents, its leaves' given by `value`; `all` is every document (for NOT alone). */
function evaluate(node: QueryNode, value: LeafValue, all: () => Matches, negated = false): Matches {
  switch (node.type) {
    case 'and': {
      const plus = node.nodes.filter((n) => n.type !== 'not');
      const minus = node.nodes.filter((n): n is Extract<QueryNode, { type: 'not' }> => n.type === 'not');
      let out = plus.length ? plus.map((n) => evaluate(n, value, all, negated)).reduce(both) : all();
      for (const m of minus) out = without(out, evaluate(m.node, value, all, !negated));
      return out;
    }
    case 'or':
      return node.nodes.map((n) => evaluate(n, value, all, negated)).reduce(either);
    case 'not':
      return without(all(), evaluate(node.node, value, all, !negated));
    default:
      return value(node, negated);
  }
}

/**
 * Checks, in `leaves` that need it, the documents that could still match (`possible`, newest first, at
 * most MAX_CHECKED in all); returns each checked leaf's documents that passed.
 */
async function runChecks(
  source: TreeSource,
  leaves: Map<QueryNode, Leaf>,
  possible: Matches,
  note: (line: string) => void,
): Promise<Map<QueryNode, Matches>> {
  const checked = [...leaves].filter(([, l]) => l.check);
  const wanted = new Map<QueryNode, Uint32Array>();
  for (const [node, leaf] of checked) wanted.set(node, both(leaf.matches, possible).docs);
  const docs = [...new Set([...wanted.values()].flatMap((d) => [...d]))].sort((a, b) => a - b);
  const read = new Set(docs.slice(0, MAX_CHECKED));
  const needsPages = checked.some(([, l]) => l.check!.needsPages);
  const asks = new Map(checked.map(([node]) => [node, new Set(wanted.get(node))]));
  const passed = new Map(checked.map(([node]) => [node, new Set<number>()]));
  // All at once: each document is its entry and then its text file, two requests in series, and a barrier
  // between batches made every batch wait for its slowest (in Chromium, a phrase's 200 documents took
  // 1,000 ms in batches of 24 and 780 ms at once at 100,000 documents, one build, measured). Over HTTP/2
  // they share one connection; over HTTP/1.1 the browser queues them. Each is checked as it comes, while
  // the others are still on their way.
  await Promise.all(
    [...read].map(async (d) => {
      const doc = await source.document(d, needsPages);
      for (const [node, leaf] of checked)
        if (asks.get(node)!.has(d) && leaf.check!.holds(doc)) passed.get(node)!.add(d);
    }),
  );
  const out = new Map<QueryNode, Matches>();
  for (const [node, leaf] of checked) {
    const candidates = wanted.get(node)!;
    if (candidates.some((d) => !read.has(d)))
      note(
        `${leaf.check!.label} was looked for in the ${MAX_CHECKED} newest documents that could hold it, of ${candidates.length}`,
      );
    out.set(node, onlyThose(leaf.matches, passed.get(node)!));
  }
  return out;
}

/**
 * Whether evaluating `node` takes from every document: a NOT with nothing beside it to take from (`-sealed`
 * alone, `a OR -b`); a NOT within an AND that holds something else (`a -b`, `(a OR b) NOT c`) takes from that,
 * and every document's list (the years' lists, a request of its own) is not read for it.
 */
function needsEveryDocument(node: QueryNode): boolean {
  switch (node.type) {
    case 'not':
      return true;
    case 'or':
      return node.nodes.some(needsEveryDocument);
    case 'and':
      return (
        node.nodes.every((n) => n.type === 'not') ||
        node.nodes.some((n) => needsEveryDocument(n.type === 'not' ? n.node : n))
      );
    default:
      return false;
  }
}

/** The documents of `tree`, those of the `filters` lists too; `typing` is the word still being typed. */
export async function searchTree(
  source: TreeSource,
  tree: QueryNode,
  typing: QueryNode | null,
  filters: (Postings | null)[],
): Promise<TreeAnswer> {
  const leaves = new Leaves(source, typing);
  // Every document's list, when the tree needs it, is read with the leaves' lists, not after them.
  const [, every] = await Promise.all([
    leaves.resolve(tree),
    needsEveryDocument(tree) ? everyDocument(source) : Promise.resolve(null),
  ]);
  const all = () => {
    if (!every) throw new Error('search: every document was asked for but not read (needsEveryDocument)');
    return every;
  };
  // First as if every check passed where a leaf counts for a document, failed where against it: a superset.
  const hopeful = evaluate(
    tree,
    (n, negated) => (negated && leaves.leaves.get(n)!.check ? NO_MATCHES : leaves.leaves.get(n)!.matches),
    all,
  );
  const passed = await runChecks(source, leaves.leaves, hopeful, (l) => leaves.note(l));
  let matches = passed.size ? evaluate(tree, (n) => passed.get(n) ?? leaves.leaves.get(n)!.matches, all) : hopeful;
  for (const f of filters) matches = both(matches, fromLists(f ? [{ ...f, scale: 0 }] : [], source.numbered));
  return { matches, notes: leaves.notes, unmatched: leaves.unmatched, scored: leaves.scored };
}
