/**
 * The corpus model of the archive: TF-IDF term vectors of the accepted documents and of the collection
 * profile, with an inverted index so that comparing an upload with 30,000 documents touches only the
 * documents that share its terms.
 *
 * Cost model: turning a document's text into its term vector (`documentVector`) is the expensive part
 * and depends on that document alone, so vectors can be cached per document (`serializeIndex` /
 * `restoreIndex`, or the vectors themselves); assembling the index from vectors is linear in the number
 * of stored terms (at most MAX_TERMS_PER_DOCUMENT per document).
 */
import type { CollectionProfile } from '../../core/config.js';
import { compileProfile, type CompiledProfile } from './profile.js';
import { cosines, idfWeight, tfIdfVector, tfWeight } from '../../text/vectors.js';
import { termVector } from './vector.js';

export { termVector };

export interface ArchiveText {
  document_id: string;
  title: string;
  text: string;
}

/** A document reduced to its most frequent content terms (stemmed, stopwords removed). */
export interface DocumentVector {
  document_id: string;
  title: string;
  /** Sorted by term, parallel to `counts`. */
  terms: string[];
  counts: number[];
}

export interface RelevanceIndex {
  profile: CompiledProfile;
  documents: DocumentVector[];
  /** Term → indexes into `documents` (its length is the term's document frequency). */
  postings: Map<string, number[]>;
  /** IDF of every archive term; a term no archive document has gets `unseenIdf`. */
  idfs: Map<string, number>;
  unseenIdf: number;
  /** Euclidean norm of each document's TF-IDF vector, parallel to `documents`. */
  norms: Float64Array;
  /** The profile as a TF-IDF vector, for similarity to what the collection says it is about. */
  profileVector: Map<string, number>;
  /** Term counts of the profile and all archive documents together: the collection's language model. */
  collectionCounts: Map<string, number>;
  collectionTotal: number;
}

export function documentVector(doc: ArchiveText): DocumentVector {
  return { document_id: doc.document_id, title: doc.title, ...termVector(doc.text) };
}

export function idf(index: Pick<RelevanceIndex, 'idfs' | 'unseenIdf'>, term: string): number {
  return index.idfs.get(term) ?? index.unseenIdf;
}

function isVector(d: ArchiveText | DocumentVector): d is DocumentVector {
  return Array.isArray((d as DocumentVector).terms);
}

/**
 * Builds the index from the profile and the archive's accepted documents (texts, or vectors cached
 * earlier). Pure; documents are ordered by id so that the result never depends on input order.
 */
export function buildRelevanceIndex(
  profile: CollectionProfile,
  archive: readonly (ArchiveText | DocumentVector)[],
): RelevanceIndex {
  const documents = archive
    .map((d) => (isVector(d) ? d : documentVector(d)))
    .sort((a, b) => (a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : 0));
  const postings = new Map<string, number[]>();
  documents.forEach((doc, i) => {
    for (const term of doc.terms) {
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  });
  const idfs = new Map<string, number>();
  for (const [term, list] of postings) idfs.set(term, idfWeight(documents.length, list.length));
  const partial = { idfs, unseenIdf: idfWeight(documents.length, 0) };
  const norms = new Float64Array(documents.length);
  documents.forEach((doc, i) => {
    let sum = 0;
    for (let k = 0; k < doc.terms.length; k++) {
      const w = tfWeight(doc.counts[k]!) * idfs.get(doc.terms[k]!)!;
      sum += w * w;
    }
    norms[i] = Math.sqrt(sum);
  });
  const compiled = compileProfile(profile);
  const profileVector = weightVector(partial, compiled.vector.terms, compiled.vector.counts);
  const collectionCounts = new Map<string, number>();
  let collectionTotal = 0;
  for (const v of [compiled.vector, ...documents]) {
    v.terms.forEach((term, k) => {
      collectionCounts.set(term, (collectionCounts.get(term) ?? 0) + v.counts[k]!);
      collectionTotal += v.counts[k]!;
    });
  }
  return {
    profile: compiled,
    documents,
    postings,
    ...partial,
    norms,
    profileVector,
    collectionCounts,
    collectionTotal,
  };
}

/** TF-IDF weights of a term vector against the index's statistics, unit length. */
export function weightVector(
  index: Pick<RelevanceIndex, 'idfs' | 'unseenIdf'>,
  terms: readonly string[],
  counts: readonly number[],
): Map<string, number> {
  return tfIdfVector(terms, counts, (term) => idf(index, term));
}

/**
 * Cosine similarity of a unit query vector to every archive document sharing a term with it, highest
 * first (ties by document id). Documents sharing no term have similarity 0 and are left out.
 */
export function similarDocuments(
  index: RelevanceIndex,
  query: Map<string, number>,
  limit: number,
): { document: DocumentVector; similarity: number }[] {
  const dots = cosines(query, (term) => {
    const list = index.postings.get(term);
    if (!list) return undefined;
    const termIdf = idf(index, term);
    return list.map((i) => {
      const doc = index.documents[i]!;
      return [i, tfWeight(doc.counts[binarySearch(doc.terms, term)]!) * termIdf] as const;
    });
  });
  return [...dots.entries()]
    .map(([i, dot]) => ({ document: index.documents[i]!, similarity: index.norms[i]! > 0 ? dot / index.norms[i]! : 0 }))
    .sort((a, b) => b.similarity - a.similarity || (a.document.document_id < b.document.document_id ? -1 : 1))
    .slice(0, limit);
}

function binarySearch(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** What `.dirhub-cache/` keeps: the vectors, from which `restoreIndex` rebuilds the rest in linear time. */
export interface SerializedIndex {
  format: 'dirhub-relevance-index';
  /** 2: terms cut by the text module's analyser (Porter stems, accents folded). */
  version: 2;
  documents: DocumentVector[];
}

export function serializeIndex(index: RelevanceIndex): SerializedIndex {
  return { format: 'dirhub-relevance-index', version: 2, documents: index.documents };
}

/** The profile is not cached with the vectors: it is read fresh from the config, which may have changed. */
export function restoreIndex(profile: CollectionProfile, data: SerializedIndex): RelevanceIndex {
  if (data.format !== 'dirhub-relevance-index' || data.version !== 2) {
    throw new Error(
      `Not a relevance index cache (format ${String(data.format)}, version ${String(data.version)}); delete it to rebuild.`,
    );
  }
  return buildRelevanceIndex(profile, data.documents);
}

/** The index with more documents (same id: the newer vector replaces the older). */
export function addToIndex(
  index: RelevanceIndex,
  profile: CollectionProfile,
  docs: readonly (ArchiveText | DocumentVector)[],
): RelevanceIndex {
  const added = docs.map((d) => (isVector(d) ? d : documentVector(d)));
  const ids = new Set(added.map((d) => d.document_id));
  return buildRelevanceIndex(profile, [...index.documents.filter((d) => !ids.has(d.document_id)), ...added]);
}
