/**
 * Cross-reference agent, with the spec's relationship types:
 * - `cites` / `cited_by`: a document names another by its case number, its title, or an exhibit of the
 *   same case;
 * - `related`: documents that share entities, scored by the overlap coefficient of IDF-weighted entity
 *   sets (at least two shared; a name in every document says little, a rare shared name says much);
 * - `similar`: TF-IDF cosine of the texts. (This is small on purpose: near-duplicate detection at intake
 *   lives in the relevance code; this only ranks neighbours inside the archive.)
 * Candidates come from inverted indexes, so the work grows with shared terms, not with n².
 */
import type { CrossReferenceType } from '../core/vocab.js';
import { contentTermForms, contentTerms, words } from '../text/analyser.js';
import { cosines, heaviestTerms, idfWeight, termCounts, tfIdfVector } from '../text/vectors.js';
import { byText, pushTo } from './text.js';
import type { CrossReference } from '../archive/enrichment.js';

export interface CrossRefDocument {
  document_id: string;
  title: string;
  /** Case numbers the document itself bears (its metadata and first-page caption or stamp). */
  own_numbers: string[];
  /** Case numbers, exhibit labels and page of each mention anywhere in the text. */
  mentioned_numbers: { number: string; page: number }[];
  exhibits: { label: string; page: number }[];
  text: string;
  /** Entity ids (`type:key`). */
  entities: { id: string; name: string }[];
}

export interface CrossRefOptions {
  related_threshold: number;
  similar_threshold: number;
  max_per_type: number;
  /** Entities in more than this share of documents are too common to relate documents. */
  max_entity_share: number;
}

export const DEFAULT_CROSSREF_OPTIONS: CrossRefOptions = {
  related_threshold: 0.3,
  similar_threshold: 0.3,
  max_per_type: 10,
  max_entity_share: 0.2,
};

const CASE_NUMBER =
  /\b(?:No(?:s)?\.|Case(?:\s+No\.?)?:?|Docket\s*#?:?|Appeal:|Appellate\s+Case:)\s*((?:\d:)?\d{2}-(?:[a-z]{2}-)?\d{2,6})\b/gi;
const BARE_CIVIL = /\b(\d:\d{2}-[a-z]{2}-\d{3,6})\b/gi;
const EXHIBIT = /\b(?:Exhibit|Ex\.|Exh\.)\s+([A-Z0-9]{1,3})\b/g;

/** Case numbers lower-cased, leading zeros of the serial kept (they are part of the number). */
export function normalizeCaseNumber(n: string): string {
  return n.toLowerCase().replace(/\s+/g, '');
}

export function caseNumbersIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(CASE_NUMBER)) out.add(normalizeCaseNumber(m[1]!));
  for (const m of text.matchAll(BARE_CIVIL)) out.add(normalizeCaseNumber(m[1]!));
  return [...out].sort(byText);
}

const OWN_NUMBER_LINE =
  /^\s*(?:No(?:s)?\.|Case(?:\s+No\.?)?:?|Docket\s*#?:?|Appeal:|Appellate\s+Case:|Civil\s+Action\s+No\.|USCA\s+Case)/i;

/**
 * The case numbers a document bears itself: those on lines that open with "No.", "Case:", "Appeal:"…
 * (the caption and the court's page stamp), not those it mentions in a sentence.
 */
export function ownCaseNumbers(pages: { text: string }[]): string[] {
  const out = new Set<string>();
  for (const page of pages)
    for (const line of page.text.split('\n'))
      if (OWN_NUMBER_LINE.test(line)) for (const n of caseNumbersIn(line)) out.add(n);
  return [...out].sort(byText);
}

export function exhibitsIn(text: string): string[] {
  return [...new Set([...text.matchAll(EXHIBIT)].map((m) => m[1]!.toUpperCase()))].sort(byText);
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function citations(docs: CrossRefDocument[]): Map<string, CrossReference[]> {
  const out = new Map<string, CrossReference[]>();
  const add = (from: string, to: string, type: CrossReferenceType, evidence: string) => {
    const list = out.get(from) ?? [];
    const existing = list.find((r) => r.type === type && r.document_id === to);
    if (existing) {
      if (!existing.evidence.includes(evidence)) existing.evidence.push(evidence);
    } else list.push({ type, document_id: to, score: 1, evidence: [evidence] });
    out.set(from, list);
  };
  const byNumber = new Map<string, string[]>();
  for (const d of docs) for (const n of d.own_numbers) pushTo(byNumber, n, d.document_id);
  const byId = new Map(docs.map((d) => [d.document_id, d]));
  // Titles of four words or more, indexed by their first three words: a text is scanned once.
  const byStart = new Map<string, { id: string; words: string[] }[]>();
  for (const d of docs) {
    // Titles and texts meet as the analyser's folded words.
    const titleWords = words(d.title);
    if (titleWords.length >= 4 && d.title.length >= 20)
      pushTo(byStart, titleWords.slice(0, 3).join(' '), { id: d.document_id, words: titleWords });
  }
  for (const a of docs) {
    const own = new Set(a.own_numbers);
    for (const { number, page } of a.mentioned_numbers) {
      if (own.has(number)) continue;
      for (const b of byNumber.get(number) ?? []) {
        if (b === a.document_id) continue;
        add(a.document_id, b, 'cites', `case number ${number} (page ${page})`);
        add(b, a.document_id, 'cited_by', `case number ${number} named on page ${page}`);
      }
    }
    const textWords = words(a.text);
    for (let i = 0; i + 3 <= textWords.length; i++) {
      for (const t of byStart.get(`${textWords[i]} ${textWords[i + 1]} ${textWords[i + 2]}`) ?? []) {
        if (t.id === a.document_id || textWords.slice(i, i + t.words.length).join(' ') !== t.words.join(' ')) continue;
        add(a.document_id, t.id, 'cites', `title "${byId.get(t.id)!.title}"`);
        add(t.id, a.document_id, 'cited_by', `title named in the text`);
      }
    }
    // "Exhibit 3" of the same case: the document of that case whose title names the exhibit.
    for (const { label, page } of a.exhibits) {
      for (const n of own) {
        for (const b of byNumber.get(n) ?? []) {
          const target = byId.get(b)!;
          if (b !== a.document_id && new RegExp(`\\b(?:exhibit|ex\\.)\\s+${label}\\b`, 'i').test(target.title)) {
            add(a.document_id, b, 'cites', `Exhibit ${label} of case ${n} (page ${page})`);
            add(b, a.document_id, 'cited_by', `referred to as Exhibit ${label}`);
          }
        }
      }
    }
  }
  return out;
}

function related(docs: CrossRefDocument[], options: CrossRefOptions): Map<string, CrossReference[]> {
  const index = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const e of new Set(d.entities.map((x) => x.id))) pushTo(index, e, i);
  });
  const limit = Math.max(2, Math.floor(docs.length * options.max_entity_share));
  const idf = (id: string) => idfWeight(docs.length, index.get(id)?.length ?? 1);
  const weight = docs.map((d) => [...new Set(d.entities.map((e) => e.id))].reduce((s, id) => s + idf(id), 0));
  const out = new Map<string, CrossReference[]>();
  docs.forEach((a, i) => {
    const shared = new Map<number, string[]>();
    for (const e of new Set(a.entities.map((x) => x.id))) {
      const holders = index.get(e)!;
      if (holders.length > limit) continue;
      for (const j of holders) if (j !== i) pushTo(shared, j, e);
    }
    const refs: CrossReference[] = [];
    for (const [j, ids] of shared) {
      const inter = ids.reduce((s, id) => s + idf(id), 0);
      // Overlap coefficient of the IDF-weighted entity sets: a short note naming two of a long opinion's
      // parties is related to it, however many other names the opinion has. One shared name is chance.
      if (ids.length < 2) continue;
      const score = inter / Math.min(weight[i]!, weight[j]!);
      if (score < options.related_threshold) continue;
      const names = ids.map((id) => a.entities.find((e) => e.id === id)!.name).sort(byText);
      refs.push({
        type: 'related',
        document_id: docs[j]!.document_id,
        score: round(score),
        evidence: names.slice(0, 8),
      });
    }
    out.set(
      a.document_id,
      refs.sort((x, y) => y.score - x.score || byText(x.document_id, y.document_id)).slice(0, options.max_per_type),
    );
  });
  return out;
}

function similar(docs: CrossRefDocument[], options: CrossRefOptions): Map<string, CrossReference[]> {
  const counts = docs.map((d) => termCounts(contentTerms(d.text)));
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => idfWeight(docs.length, df.get(t)!);
  // Each document keeps its 100 heaviest terms: enough for cosine ranking, and bounds the index.
  const vectors = counts.map((c) => heaviestTerms(tfIdfVector([...c.keys()], [...c.values()], idf), 100));
  const index = new Map<string, [number, number][]>();
  vectors.forEach((v, i) => {
    for (const [t, w] of v) pushTo(index, t, [i, w]);
  });
  // Terms among the heaviest of very many documents carry little weight each but would make the work
  // quadratic; they are left out of the sums (a small, documented approximation).
  const maxPostings = Math.max(50, Math.ceil(docs.length * 0.05));
  const out = new Map<string, CrossReference[]>();
  vectors.forEach((v, i) => {
    const dot = cosines(v, (t) => {
      const postings = index.get(t)!;
      return postings.length > maxPostings ? undefined : postings;
    });
    dot.delete(i);
    const refs: CrossReference[] = [];
    let forms: Map<string, string> | null = null;
    for (const [j, score] of dot) {
      if (score < options.similar_threshold) continue;
      const shared = [...v.keys()]
        .filter((t) => vectors[j]!.has(t))
        .sort((a, b) => v.get(b)! * vectors[j]!.get(b)! - v.get(a)! * vectors[j]!.get(a)! || byText(a, b));
      // The evidence shows the shared terms as this document writes them, not as stems.
      forms ??= contentTermForms(docs[i]!.text);
      refs.push({
        type: 'similar',
        document_id: docs[j]!.document_id,
        score: round(Math.min(1, score)),
        evidence: shared.slice(0, 6).map((t) => forms!.get(t) ?? t),
      });
    }
    out.set(
      docs[i]!.document_id,
      refs.sort((x, y) => y.score - x.score || byText(x.document_id, y.document_id)).slice(0, options.max_per_type),
    );
  });
  return out;
}

/** All cross-references of every document, sorted by type, score and target. */
export function crossReferences(
  docs: CrossRefDocument[],
  options: CrossRefOptions = DEFAULT_CROSSREF_OPTIONS,
): Map<string, CrossReference[]> {
  const cites = citations(docs);
  const rel = related(docs, options);
  const sim = similar(docs, options);
  const out = new Map<string, CrossReference[]>();
  for (const d of docs) {
    const all = [
      ...(cites.get(d.document_id) ?? []),
      ...(rel.get(d.document_id) ?? []),
      ...(sim.get(d.document_id) ?? []),
    ];
    for (const r of all) r.evidence.sort(byText);
    out.set(
      d.document_id,
      all.sort((a, b) => byText(a.type, b.type) || b.score - a.score || byText(a.document_id, b.document_id)),
    );
  }
  return out;
}
