/**
 * Stage 5, registries: the people, locations and organizations across the archive, one entry per
 * entity with the documents that name it, and the relationships between them (named in the same
 * sentence: `connected_to`; in the same document: `mentioned_with`).
 */
import type { EnrichedRecord } from '../../archive/records.js';
import type { RegistryEntity, RelationshipEdge } from '../../archive/registries.js';
import type { EntityType } from '../../core/vocab.js';
import { correctedNames, correctionNote, type FiledCorrection } from '../../archive/corrections.js';
import { entityKey } from '../names.js';
import { buildRelationships } from '../relationships.js';
import { byText, cleanPages, joinLines, splitSentences } from '../text.js';
import type { StageContext } from './context.js';

function slug(key: string): string {
  return key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** `person:janet-mills`: an entity's id in the registries, from its type and normalised name. */
export function entityId(type: EntityType, name: string): string {
  return `${type}:${slug(entityKey(type, name))}`;
}

export interface EntityRegistries {
  entities: Record<EntityType, RegistryEntity[]>;
  relationships: RelationshipEdge[];
}

/** The registries of `records` (in the order of `ctx.docs`, whose pages give the sentences). */
export function entityRegistriesStage(ctx: StageContext, records: EnrichedRecord[]): EntityRegistries {
  ctx.options.progress?.('registries', 0, 1);
  const relationships = buildRelationships(
    records.map((r, i) => ({
      document_id: r.document_id,
      entities: r.enrichment.entities.map((e) => ({
        id: entityId(e.type, e.name),
        name: e.name,
        type: e.type,
        forms: [e.name, ...e.aliases],
      })),
      sentences: cleanPages(ctx.docs[i]!.pages).flatMap((pg) => splitSentences(joinLines(pg.text))),
    })),
  );
  const entities = entityRegistries(records, relationships);
  noteCorrections(entities, ctx.overrides.corrections);
  return { entities, relationships };
}

/** Each entry a correction file names as its result says so, with the pull request, author and date. */
function noteCorrections(
  entities: Record<EntityType, RegistryEntity[]>,
  corrections: readonly FiledCorrection[],
): void {
  const byId = new Map(
    Object.values(entities)
      .flat()
      .map((e) => [e.id, e]),
  );
  for (const filed of corrections) {
    const ids = new Set(correctedNames(filed.correction).map((n) => entityId(filed.correction.entity.type, n)));
    for (const id of ids) {
      const entry = byId.get(id);
      if (entry) (entry.corrections ??= []).push(correctionNote(filed));
    }
  }
}

function entityRegistries(records: EnrichedRecord[], edges: RelationshipEdge[]): Record<EntityType, RegistryEntity[]> {
  const byId = new Map<string, RegistryEntity & { names: Map<string, number> }>();
  for (const r of records) {
    for (const e of r.enrichment.entities) {
      const id = entityId(e.type, e.name);
      let entry = byId.get(id);
      if (!entry)
        byId.set(
          id,
          (entry = {
            id,
            name: e.name,
            type: e.type,
            aliases: [],
            mention_count: 0,
            documents: [],
            co_occurring: [],
            names: new Map(),
          }),
        );
      entry.names.set(e.name, (entry.names.get(e.name) ?? 0) + 1);
      entry.aliases.push(...e.aliases);
      entry.mention_count += e.count;
      entry.documents.push({
        document_id: r.document_id,
        title: r.title,
        count: e.count,
        pages: e.pages,
        ...(e.roles?.length ? { roles: e.roles } : {}),
      });
    }
  }
  const neighbours = new Map<string, Map<string, number>>();
  for (const e of edges) {
    for (const [a, b] of [
      [e.source, e.target],
      [e.target, e.source],
    ] as const) {
      const m = neighbours.get(a) ?? new Map<string, number>();
      m.set(b, (m.get(b) ?? 0) + e.weight);
      neighbours.set(a, m);
    }
  }
  const out: Record<EntityType, RegistryEntity[]> = { person: [], location: [], organization: [] };
  for (const entry of [...byId.values()].sort((a, b) => byText(a.id, b.id))) {
    const name = [...entry.names].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || byText(a[0], b[0]))[0]![0];
    const co = [...(neighbours.get(entry.id) ?? [])]
      .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
      .slice(0, 15)
      .map(([id, weight]) => ({ id, name: byId.get(id)?.name ?? id, weight }));
    const roles = [...new Set(entry.documents.flatMap((d) => (d.roles ?? []).map((r) => r.role)))].sort(byText);
    out[entry.type].push({
      id: entry.id,
      name,
      type: entry.type,
      aliases: [...new Set([...entry.aliases, ...entry.names.keys()])].filter((a) => a !== name).sort(byText),
      mention_count: entry.mention_count,
      ...(roles.length ? { roles } : {}),
      documents: entry.documents.sort((a, b) => byText(a.document_id, b.document_id)),
      co_occurring: co,
    });
  }
  // Display names of co-occurring entities are settled only now.
  const names = new Map(
    Object.values(out)
      .flat()
      .map((e) => [e.id, e.name]),
  );
  for (const list of Object.values(out))
    for (const e of list) for (const c of e.co_occurring) c.name = names.get(c.id) ?? c.name;
  return out;
}
