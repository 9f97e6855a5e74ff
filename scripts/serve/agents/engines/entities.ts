/**
 * Entity search: the people, places and organizations of the registries whose name or alias matches
 * (`entity_type` narrows), then the entities within `depth` steps of them over the relationship graph
 * (`relationships.json`: `connected_to` — named in one sentence — and `mentioned_with` — in one
 * document), strongest links first; without that registry, the entities' co-occurring names stand for
 * `mentioned_with`. An exact engine: every result is the named entity or a recorded link from it.
 */
import type { RegistryEntity, RelationshipEdge } from '../../../../actions/lib/archive/registries.js';
import { neighbours } from '../../../../actions/lib/enrichment/relationships.js';
import type { EntityRelationshipType, EntityType } from '../../../../actions/lib/core/vocab.js';
import { words } from '../../../../actions/lib/text/analyser.js';
import { internalUrl, score, type Engine, type ResultItem } from './engine.js';
import type { RegistryReader } from './registries.js';

export interface EntitiesQuery {
  entity_type?: EntityType;
  entity_name: string;
  relationship_type?: EntityRelationshipType;
  depth: number;
}

/** A name as its folded words (the analyser's), one space between: case, accents and punctuation aside. */
const fold = (s: string) => words(s).join(' ');

/** How well a name matches: 1 for the name itself, 0.9 for an alias, 0.8 when every word of the query is a word of it. */
export function nameMatch(entity: RegistryEntity, query: string): number {
  const q = fold(query);
  if (!q) return 0;
  if (fold(entity.name) === q) return 1;
  if (entity.aliases.some((a) => fold(a) === q)) return 0.9;
  const words = new Set([entity.name, ...entity.aliases].flatMap((n) => fold(n).split(' ')));
  return q.split(' ').every((w) => words.has(w)) ? 0.8 : 0;
}

/** The graph's edges; without relationships.json, the co-occurring names as mentioned_with. */
function edgesOf(relationships: RelationshipEdge[], entities: RegistryEntity[]): RelationshipEdge[] {
  if (relationships.length) return relationships;
  return entities.flatMap((e) =>
    e.co_occurring.map((c) => ({
      source: e.id,
      target: c.id,
      type: 'mentioned_with' as const,
      weight: c.weight,
      documents: [],
    })),
  );
}

function entityItem(e: RegistryEntity, relevance: number, metadata: Record<string, unknown>): ResultItem {
  const docs = e.documents.length;
  return {
    document_id: e.id,
    title: e.name,
    relevance_score: score(relevance),
    summary: `${e.type[0]!.toUpperCase()}${e.type.slice(1)} named ${e.mention_count} times in ${docs} document${docs === 1 ? '' : 's'}.`,
    url: internalUrl.entity(e.id),
    metadata: {
      entity_type: e.type,
      aliases: e.aliases,
      mention_count: e.mention_count,
      documents: e.documents.slice(0, 20).map((d) => d.document_id),
      ...metadata,
    },
  };
}

export function entitiesEngine(registries: RegistryReader): Engine<EntitiesQuery> {
  return {
    name: 'entities',
    exact: true,
    async search(q) {
      const { entities, byId, relationships } = await registries.read();
      const starts = entities
        .filter((e) => !q.entity_type || e.type === q.entity_type)
        .map((e) => ({ e, match: nameMatch(e, q.entity_name) }))
        .filter((s) => s.match > 0)
        .sort((a, b) => b.match - a.match || b.e.mention_count - a.e.mention_count);
      const found = new Map<string, ResultItem>();
      for (const s of starts) found.set(s.e.id, entityItem(s.e, s.match, { depth: 0, match: s.match }));
      if (q.depth > 0) {
        const edges = edgesOf(relationships, entities);
        const maxWeight = Math.max(1, ...edges.map((e) => e.weight));
        for (const s of starts) {
          for (const n of neighbours(edges, s.e.id, q.depth, q.relationship_type)) {
            const e = byId.get(n.id);
            if (!e || found.has(e.id)) continue;
            // Nearer and more strongly linked first; below the named entities themselves.
            const relevance = s.match * 0.6 ** n.depth * (0.5 + (0.5 * n.weight) / maxWeight);
            found.set(
              e.id,
              entityItem(e, relevance, {
                depth: n.depth,
                via: n.via,
                weight: n.weight,
                from: s.e.id,
                ...(q.relationship_type ? { relationship_type: q.relationship_type } : {}),
              }),
            );
          }
        }
      }
      const items = [...found.values()];
      return { items, total: items.length };
    },
  };
}
