/**
 * The fact-check engine, the spec's process: parse the claim, search the sources (the documents nearest
 * to it, by the semantic engine, of the source types asked), read their passages, and judge each one's
 * stance — supporting or contradicting, with its overlap and the source's credibility. The coordinator
 * ranks and thresholds the passages; the verdict and its report are made from what it kept.
 */
import type { ArchiveView } from '../../../archive-view.js';
import type { EngineReport } from '../../coordinator/coordinator.js';
import { internalUrl, score, type Engine, type ResultItem } from '../engine.js';
import type { SemanticQuery } from '../semantic/semantic-engine.js';
import { credibility, judgePassage, parseClaim, passagesOf, verdictOf, type Evidence, type Stance } from './claims.js';

export interface FactCheckQuery {
  claim: string;
  context?: string;
  source_types?: string[];
}

/** Documents read for passages, and passages answered per document. */
const DOCUMENTS = 20;
const PASSAGES_PER_DOCUMENT = 3;
const TEXT_CHARS = 400_000;

export function factCheckEngine(view: ArchiveView, semantic: Engine<SemanticQuery>): Engine<FactCheckQuery> {
  return {
    name: 'fact_check',
    exact: false,
    async search(q, context) {
      const claim = parseClaim(q.claim);
      const found = await semantic.search(
        { query: q.claim, ...(q.context ? { context: q.context } : {}) },
        { signal: context.signal, want: DOCUMENTS * 4 },
      );
      const byId = view.snapshot.model.byId;
      const docs = found.items
        .map((i) => byId.get(i.document_id))
        .filter((d) => d && (!q.source_types?.length || (d.source_type && q.source_types.includes(d.source_type))))
        .slice(0, DOCUMENTS);
      const items: ResultItem[] = [];
      for (const d of docs) {
        if (!d || context.signal.aborted) continue;
        const text = `${d.summary ?? ''}\n${(view.db.content(d.id) ?? '').slice(0, TEXT_CHARS)}`;
        const trust = credibility(d.source_type, d.verification_level);
        const judged = passagesOf(text)
          .map((p) => ({ p, j: judgePassage(claim, p.text) }))
          .filter((x) => x.j.stance !== 'neither')
          .sort((a, b) => b.j.overlap - a.j.overlap || a.p.n - b.p.n)
          .slice(0, PASSAGES_PER_DOCUMENT);
        for (const { p, j } of judged)
          items.push({
            document_id: d.id,
            title: d.title,
            relevance_score: score(j.overlap),
            summary: p.text.slice(0, 600),
            url: internalUrl.passage(d.id, p.n),
            metadata: {
              stance: j.stance,
              reasons: j.reasons,
              credibility: trust,
              source: d.source,
              source_type: d.source_type,
              verification_level: d.verification_level,
              date: d.date,
            },
          });
      }
      return { items, total: items.length, ...(found.degraded ? { degraded: found.degraded } : {}) };
    },
  };
}

/** The answer's `fact_check` field, from the passages the coordinator kept. */
export function factCheckFinish(claim: string) {
  return (ranked: ResultItem[], _engines: EngineReport[]) => {
    void _engines;
    const evidence: Evidence[] = ranked.map((r) => ({
      document_id: r.document_id,
      title: r.title,
      stance: r.metadata.stance as Stance,
      overlap: r.relevance_score,
      credibility: Number(r.metadata.credibility ?? 0.5),
      passage: r.summary,
      reasons: (r.metadata.reasons as string[] | undefined) ?? [],
    }));
    return { fact_check: verdictOf(claim, evidence) };
  };
}

/**
 * A web engine as fact-check evidence: its snippets for the claim, judged like the archive's passages;
 * a web page is unverified media (credibility 0.65 × 0.4), so it weighs little beside a verified filing.
 */
export function webEvidence(web: Engine<{ query: string }>): Engine<FactCheckQuery> {
  return {
    name: web.name,
    exact: false,
    ...(web.external ? { external: true } : {}),
    async search(q, context) {
      const claim = parseClaim(q.claim);
      if (q.source_types?.length && !q.source_types.includes('media')) return { items: [], total: 0 };
      const found = await web.search({ query: q.claim }, context);
      const items = found.items.flatMap((i): ResultItem[] => {
        const j = judgePassage(claim, `${i.title}. ${i.summary}`);
        if (j.stance === 'neither') return [];
        return [
          {
            ...i,
            relevance_score: score(j.overlap),
            metadata: { ...i.metadata, stance: j.stance, reasons: j.reasons, credibility: credibility('media', 0) },
          },
        ];
      });
      return { items, total: items.length };
    },
  };
}
