/**
 * The semantic engine: a question in natural language, answered by the documents nearest to it in the
 * embedding space (the archive's latent semantic model, or a local model), fused with the full-text
 * index asked for any of the question's words (the search ranking, docs/search.md): the latent side finds a document that answers in
 * other words, the keyword side keeps a rare name or number the space blurs. Each side is scaled to its
 * best hit; the fused score is their mean, relative to the best fused (the best answer scores 1).
 * Until the archive's first model is ready the keyword side answers alone, and says so (`degraded`).
 */
import { words } from '../../../../../actions/lib/text/analyser.js';
import { isStopWord } from '../../../../../actions/lib/text/stop-words.js';
import type { ArchiveView } from '../../../archive-view.js';
import { documentItem } from '../documents.js';
import type { Engine } from '../engine.js';
import { nearest, type SemanticIndexes } from './semantic-index.js';

export interface SemanticQuery {
  query: string;
  context?: string;
}

/** Candidates taken from each side before fusing. */
const CANDIDATES = 100;
/** The latent side's share of the fused score. */
export const LATENT_WEIGHT = 0.5;

/** The question's words that carry meaning (stop words would match every document). */
export function keywords(text: string): string {
  return words(text)
    .filter((w) => !isStopWord(w) && (w.length > 2 || /\d/.test(w)))
    .join(' ');
}

export function semanticEngine(view: ArchiveView, indexes: SemanticIndexes): Engine<SemanticQuery> {
  return {
    name: 'semantic',
    exact: false,
    async search(q, { signal, want }) {
      const index = await Promise.race([
        indexes.usable(),
        new Promise<never>((_, fail) => signal.addEventListener('abort', () => fail(signal.reason as Error))),
      ]);
      const text = q.context ? `${q.query}\n${q.context}` : q.query;
      const latent = index ? nearest(index, (await index.model.embed([text], signal))[0]!, CANDIDATES) : [];
      const close = latent.filter((n) => n.cosine > 0);
      const bestCosine = close[0]?.cosine ?? 1;
      const words = keywords(text);
      const keyword = words ? view.db.search(words, {}, { offset: 0, limit: CANDIDATES }, 'any').hits : [];
      const fused = new Map<string, { latent: number; keyword: number }>();
      for (const n of close) fused.set(n.id, { latent: n.cosine / bestCosine, keyword: 0 });
      for (const h of keyword)
        fused.set(h.document_id, { latent: fused.get(h.document_id)?.latent ?? 0, keyword: h.score });
      const scored = [...fused]
        .map(([id, s]) => ({ id, s, score: LATENT_WEIGHT * s.latent + (1 - LATENT_WEIGHT) * s.keyword }))
        .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
      const best = scored[0]?.score || 1;
      const snapshot = view.snapshot;
      const items = scored.slice(0, want).flatMap(({ id, s, score }) => {
        const d = snapshot.model.byId.get(id);
        return d
          ? [
              documentItem(d, score / best, {
                latent_similarity: Math.round(s.latent * bestCosine * 1000) / 1000,
                keyword_score: Math.round(s.keyword * 1000) / 1000,
                model: index?.model.name ?? null,
              }),
            ]
          : [];
      });
      const status = indexes.status();
      return index
        ? { items, total: scored.length }
        : {
            items,
            total: scored.length,
            degraded: `the semantic model is ${status.state === 'failed' ? `not learned (${status.message})` : 'still being learned'}: answered from full text, any of the question's words`,
          };
    },
  };
}
