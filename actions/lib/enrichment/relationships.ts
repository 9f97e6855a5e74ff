/**
 * Relationship mapping: an undirected, weighted graph of entities with the spec's relationship types.
 * `connected_to`: named in the same sentence (weight = sentences, across the archive);
 * `mentioned_with`: named in the same document (weight = documents). The graph answers entity search
 * with a depth (breadth-first, strongest edges first).
 */
import type { EntityRelationshipType, EntityType } from '../core/vocab.js';
import type { RelationshipEdge } from '../archive/registries.js';
import { byText, pushTo } from './text.js';

export interface GraphEntity {
  id: string;
  name: string;
  type: EntityType;
  /** Surface forms to look for in sentences. */
  forms: string[];
}

export interface GraphDocument {
  document_id: string;
  entities: GraphEntity[];
  sentences: string[];
}

const MAX_ENTITIES_PER_DOCUMENT = 60;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function buildRelationships(docs: GraphDocument[]): RelationshipEdge[] {
  const edges = new Map<string, RelationshipEdge>();
  const add = (a: string, b: string, type: EntityRelationshipType, doc: string, n = 1) => {
    const [source, target] = byText(a, b) <= 0 ? [a, b] : [b, a];
    const key = `${type}|${source}|${target}`;
    const e = edges.get(key) ?? { source, target, type, weight: 0, documents: [] };
    e.weight += n;
    if (!e.documents.includes(doc) && e.documents.length < 10) e.documents.push(doc);
    edges.set(key, e);
  };
  for (const doc of docs) {
    // The most mentioned entities of a long document; a list of 300 amici would make a useless clique.
    const entities = doc.entities.slice(0, MAX_ENTITIES_PER_DOCUMENT);
    for (let i = 0; i < entities.length; i++)
      for (let j = i + 1; j < entities.length; j++)
        add(entities[i]!.id, entities[j]!.id, 'mentioned_with', doc.document_id);
    const patterns = entities.map((e) => ({
      id: e.id,
      re: new RegExp(
        `(?<![\\p{L}])(?:${e.forms
          .filter((f) => f.length > 2)
          .map(escapeRegExp)
          .join('|')})(?![\\p{L}])`,
        'iu',
      ),
      usable: e.forms.some((f) => f.length > 2),
    }));
    const together = new Map<string, number>();
    for (const sentence of doc.sentences) {
      const present = patterns.filter((p) => p.usable && p.re.test(sentence)).map((p) => p.id);
      for (let i = 0; i < present.length; i++)
        for (let j = i + 1; j < present.length; j++) {
          const key = `${present[i]}\u0000${present[j]}`;
          together.set(key, (together.get(key) ?? 0) + 1);
        }
    }
    for (const [key, n] of together) {
      const [a, b] = key.split('\u0000') as [string, string];
      add(a, b, 'connected_to', doc.document_id, n);
    }
  }
  return [...edges.values()]
    .map((e) => ({ ...e, documents: [...e.documents].sort(byText) }))
    .sort((a, b) => byText(a.source, b.source) || byText(a.target, b.target) || byText(a.type, b.type));
}

/** Entities within `depth` steps of `start`, optionally through one relationship type only. */
export function neighbours(
  edges: RelationshipEdge[],
  start: string,
  depth: number,
  type?: EntityRelationshipType,
): { id: string; depth: number; via: string; weight: number }[] {
  const adjacency = new Map<string, { id: string; weight: number }[]>();
  for (const e of edges) {
    if (type && e.type !== type) continue;
    pushTo(adjacency, e.source, { id: e.target, weight: e.weight });
    pushTo(adjacency, e.target, { id: e.source, weight: e.weight });
  }
  const seen = new Map<string, { id: string; depth: number; via: string; weight: number }>();
  let frontier = [start];
  const visited = new Set([start]);
  for (let d = 1; d <= depth && frontier.length; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      const links = [...(adjacency.get(id) ?? [])].sort((a, b) => b.weight - a.weight || byText(a.id, b.id));
      for (const link of links) {
        if (visited.has(link.id)) continue;
        visited.add(link.id);
        seen.set(link.id, { id: link.id, depth: d, via: id, weight: link.weight });
        next.push(link.id);
      }
    }
    frontier = next;
  }
  return [...seen.values()].sort((a, b) => a.depth - b.depth || b.weight - a.weight || byText(a.id, b.id));
}
