/**
 * Cross-reference search: the documents linked to one document by the enrichment's cross-references
 * (`cites`, `cited_by`, `related`, `similar`; a `cites` link read backwards is `cited_by`, `related` and
 * `similar` go both ways), followed up to `max_depth` links; and `mentions` (the spec's client example):
 * documents whose text names this document's case number. A path's score is the product of its links'
 * scores; a document reached by several paths keeps its best. An exact engine: every result is a
 * recorded link (or a mention found by the full-text index).
 */
import type { ArchiveView } from '../../archive-view.js';
import type { PublicDocument } from '../../../../site/read-model/model.js';
import { documentItem } from './documents.js';
import type { Engine, ResultItem } from './engine.js';

export interface CrossReferenceQuery {
  document_id: string;
  relationship_types?: string[];
  max_depth: number;
}

interface Link {
  type: string;
  to: string;
  score: number;
  evidence: string[];
}

const REVERSE: Record<string, string> = {
  cites: 'cited_by',
  cited_by: 'cites',
  related: 'related',
  similar: 'similar',
};
/** The score of a link recorded without one. */
const UNSCORED = 0.5;

/** Every document's links, the recorded ones and their reverses. */
function linksOf(documents: PublicDocument[]): Map<string, Link[]> {
  const links = new Map<string, Map<string, Link>>();
  const add = (from: string, link: Link) => {
    const held = links.get(from) ?? new Map<string, Link>();
    const key = `${link.type}|${link.to}`;
    if (!held.has(key) || held.get(key)!.score < link.score) held.set(key, link);
    links.set(from, held);
  };
  for (const d of documents)
    for (const x of d.cross_references) {
      const scored = x.score ?? UNSCORED;
      add(d.id, { type: x.type, to: x.document_id, score: scored, evidence: x.evidence });
      if (REVERSE[x.type])
        add(x.document_id, { type: REVERSE[x.type]!, to: d.id, score: scored, evidence: x.evidence });
    }
  return new Map([...links].map(([k, v]) => [k, [...v.values()]]));
}

export function crossReferenceEngine(view: ArchiveView): Engine<CrossReferenceQuery> {
  let cache: { commit: string; links: Map<string, Link[]> } | null = null;
  return {
    name: 'cross_references',
    exact: true,
    async search(q) {
      const snapshot = view.snapshot;
      if (cache?.commit !== snapshot.commit)
        cache = { commit: snapshot.commit, links: linksOf(snapshot.model.documents) };
      const types = new Set(q.relationship_types?.length ? q.relationship_types : Object.keys(REVERSE));
      const best = new Map<string, { score: number; depth: number; type: string; via: string; evidence: string[] }>();
      let frontier = [{ id: q.document_id, score: 1 }];
      for (let depth = 1; depth <= q.max_depth && frontier.length; depth++) {
        const next: typeof frontier = [];
        for (const at of frontier)
          for (const link of cache.links.get(at.id) ?? []) {
            if (!types.has(link.type) || link.to === q.document_id) continue;
            const s = at.score * link.score;
            const held = best.get(link.to);
            if (held && held.score >= s) continue;
            best.set(link.to, { score: s, depth, type: link.type, via: at.id, evidence: link.evidence });
            next.push({ id: link.to, score: s });
          }
        frontier = next;
      }
      const self = snapshot.model.byId.get(q.document_id);
      if (types.has('mentions') && self?.case_number) {
        const caseQuery = `"${self.case_number.replace(/"/g, '')}"`;
        const { hits } = view.db.search(caseQuery, {}, { offset: 0, limit: 100 });
        for (const h of hits)
          if (h.document_id !== q.document_id && !best.has(h.document_id))
            best.set(h.document_id, {
              score: 0.5 * h.score,
              depth: 1,
              type: 'mentions',
              via: q.document_id,
              evidence: [`names case ${self.case_number}`],
            });
      }
      const items = [...best].flatMap(([id, b]): ResultItem[] => {
        const d = snapshot.model.byId.get(id);
        return d
          ? [documentItem(d, b.score, { relationship_type: b.type, depth: b.depth, via: b.via, evidence: b.evidence })]
          : [];
      });
      return { items, total: items.length };
    },
  };
}
