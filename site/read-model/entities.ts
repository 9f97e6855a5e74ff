/**
 * The public entities (characters, locations, organizations) and the links between them and the
 * documents: each kind from its registry when there is one, else from the names the documents carry;
 * then every plain name, connection and registry listing linked to the entity's page, both ways.
 */
import { ENTITY_REGISTRY, type RegistryEntity } from '../../actions/lib/archive/registries.js';
import type { TimeSlices } from '../../actions/lib/core/time-slices.js';
import type { EntityType } from '../../actions/lib/core/vocab.js';
import { nonEmpty, type NamedEntity } from './documents.js';
import { publicRoles, roleLabel } from './roles.js';
import type { PublicDocument, PublicEntity, ReadModel } from './model.js';
import { ENTITY_KIND_OF_TYPE, ENTITY_KINDS, paths, slugify, withBase, type EntityKind } from './urls.js';

/** `names` without `name` and without repeats, case aside (the first spelling of each is kept). */
function distinctIgnoringCase(names: string[], name: string): string[] {
  const seen = new Set([name.toLowerCase()]);
  return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()) !== undefined);
}

/**
 * Most prominent first: named in more documents; on a tie, connected to more other names (a name at the
 * centre of the archive before one at its edge); then the one in the more recent document; the name
 * last, so the order is stable.
 */
export function byProminence(byId: Map<string, PublicDocument>): (a: PublicEntity, b: PublicEntity) => number {
  // Each entity's latest date is found once: a sort compares an entity some log n times.
  const latestOf = new Map<PublicEntity, string>();
  const latest = (e: PublicEntity) => {
    let max = latestOf.get(e);
    if (max === undefined) {
      max = e.document_ids.reduce((at, id) => {
        const date = byId.get(id)?.date ?? '';
        return date > at ? date : at;
      }, '');
      latestOf.set(e, max);
    }
    return max;
  };
  return (a, b) =>
    b.document_ids.length - a.document_ids.length ||
    b.connections.length - a.connections.length ||
    (latest(a) < latest(b) ? 1 : latest(a) > latest(b) ? -1 : 0) ||
    a.name.localeCompare(b.name);
}

/** An entity of a registry; its co-occurring names are the spec's `mentioned_with` connections. */
function entityOfRegistry(entry: RegistryEntity, kind: EntityKind, base: string): PublicEntity | null {
  const name = nonEmpty(entry.name);
  if (!name) return null;
  const slug = slugify(name);
  return {
    kind,
    slug,
    name,
    description: null,
    // The page shows other names, not the same name in capitals ("ESTEBAN LEON" of "Esteban Leon").
    aliases: distinctIgnoringCase(entry.aliases, name),
    document_ids: [...new Set(entry.documents.map((d) => d.document_id))],
    connections: entry.co_occurring.map((c) => ({ name: c.name, type: 'mentioned_with', weight: c.weight, url: null })),
    roles: entry.documents.flatMap((d) => publicRoles(d.roles, d.document_id)),
    corrections: entry.corrections ?? [],
    url: withBase(base, paths.entity(kind, slug)),
  };
}

/** Slugs must be unique per kind: a second "J. Smith" becomes `j-smith-2`. */
function dedupeSlugs(entities: PublicEntity[], base: string): void {
  const used = new Map<string, number>();
  for (const e of entities) {
    const n = (used.get(e.slug) ?? 0) + 1;
    used.set(e.slug, n);
    if (n > 1) {
      e.slug = `${e.slug}-${n}`;
      e.url = withBase(base, paths.entity(e.kind, e.slug));
    }
  }
}

const TOP_CONNECTIONS = 12;

/** Without a registry: entities and their mentioned_with links come from the documents that name them. */
async function entitiesFromDocuments(
  kind: EntityKind,
  docs: { id: string; entities: NamedEntity[] }[],
  base: string,
  slices: TimeSlices,
): Promise<PublicEntity[]> {
  const byName = new Map<string, PublicEntity>();
  const pairs = new Map<string, Map<string, number>>();
  for (const d of docs) {
    await slices.pass();
    const mine = d.entities.filter((e) => e.type && ENTITY_KIND_OF_TYPE[e.type] === kind);
    for (const e of mine) {
      const key = e.name.toLowerCase();
      let ent = byName.get(key);
      if (!ent) {
        const slug = slugify(e.name);
        ent = {
          kind,
          slug,
          name: e.name,
          description: null,
          aliases: [],
          document_ids: [],
          connections: [],
          roles: [],
          corrections: [],
          url: withBase(base, paths.entity(kind, slug)),
        };
        byName.set(key, ent);
      }
      ent.document_ids.push(d.id);
      ent.roles.push(...publicRoles(e.roles, d.id));
    }
    const typed = d.entities.filter((e) => e.type !== null);
    for (const e of mine) {
      const counts = pairs.get(e.name.toLowerCase()) ?? new Map<string, number>();
      pairs.set(e.name.toLowerCase(), counts);
      for (const o of typed)
        if (o.name.toLowerCase() !== e.name.toLowerCase()) counts.set(o.name, (counts.get(o.name) ?? 0) + 1);
    }
  }
  for (const [key, ent] of byName) {
    await slices.pass();
    const counts = [...(pairs.get(key) ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    ent.connections = counts
      .slice(0, TOP_CONNECTIONS)
      .map(([name, weight]) => ({ name, type: 'mentioned_with', weight, url: null }));
  }
  return [...byName.values()];
}

const REGISTRY_OF_KIND: Record<EntityKind, (typeof ENTITY_REGISTRY)[EntityType]> = {
  characters: ENTITY_REGISTRY.person,
  locations: ENTITY_REGISTRY.location,
  organizations: ENTITY_REGISTRY.organization,
};

/**
 * Each kind's entities, most prominent first, with unique slugs: from its registry when there is one,
 * else from the documents' own names; an entity lists only documents of the archive.
 */
export async function entitiesOf(
  registries: Partial<Record<(typeof ENTITY_REGISTRY)[EntityType], RegistryEntity[]>>,
  documents: PublicDocument[],
  byId: Map<string, PublicDocument>,
  namesOf: Map<string, NamedEntity[]>,
  base: string,
  slices: TimeSlices,
): Promise<Pick<ReadModel, 'entities' | 'entitySource'>> {
  const entities = {} as ReadModel['entities'];
  const entitySource = {} as ReadModel['entitySource'];
  const named: { id: string; entities: NamedEntity[] }[] = [];
  for (const d of documents) {
    await slices.pass();
    named.push({ id: d.id, entities: namesOf.get(d.id) ?? [] });
  }
  for (const kind of ENTITY_KINDS) {
    const registry = registries[REGISTRY_OF_KIND[kind]];
    const list = registry
      ? registry.map((e) => entityOfRegistry(e, kind, base)).filter((e): e is PublicEntity => e !== null)
      : await entitiesFromDocuments(kind, named, base, slices);
    for (const e of list) {
      await slices.pass();
      e.document_ids = e.document_ids.filter((id) => byId.has(id));
    }
    const sorted = await slices.sort(list, byProminence(byId));
    dedupeSlugs(sorted, base);
    entities[kind] = sorted;
    entitySource[kind] = registry ? 'registry' : sorted.length ? 'documents' : 'none';
  }
  return { entities, entitySource };
}

/** Names and aliases → entity: any kind (`lookup`), and of one kind (`typed`, keyed `kind:name`). */
function nameLookup(entities: ReadModel['entities']) {
  const lookup = new Map<string, PublicEntity>();
  const typed = new Map<string, PublicEntity>();
  for (const kind of ENTITY_KINDS) {
    for (const e of entities[kind]) {
      for (const n of [e.name, ...e.aliases]) {
        const key = n.toLowerCase();
        if (!lookup.has(key)) lookup.set(key, e);
        if (!typed.has(`${kind}:${key}`)) typed.set(`${kind}:${key}`, e);
      }
    }
  }
  return { lookup, typed };
}

/**
 * Links the names: each entity's connections to the pages of the names it is connected with, each
 * document's names to their entities' pages, and each entity a registry lists for a document that does
 * not name it back into that document's names.
 */
export async function linkNames(
  entities: ReadModel['entities'],
  documents: PublicDocument[],
  namesOf: Map<string, NamedEntity[]>,
  slices: TimeSlices,
): Promise<void> {
  const { lookup, typed } = nameLookup(entities);
  for (const kind of ENTITY_KINDS) {
    for (const e of entities[kind]) {
      await slices.pass();
      for (const c of e.connections) {
        const target = lookup.get(c.name.toLowerCase());
        if (target && target !== e) c.url = target.url;
      }
    }
  }
  for (const doc of documents) {
    await slices.pass();
    doc.entities = (namesOf.get(doc.id) ?? []).map((e) => {
      const kind = e.type ? ENTITY_KIND_OF_TYPE[e.type] : null;
      const target = kind ? typed.get(`${kind}:${e.name.toLowerCase()}`) : lookup.get(e.name.toLowerCase());
      return {
        name: e.name,
        kind: target?.kind ?? kind,
        url: target?.url ?? null,
        roles: (e.roles ?? []).map(roleLabel),
      };
    });
  }
  await nameListedDocuments(entities, new Map(documents.map((d) => [d.id, d])), slices);
}

/** A registry may list documents for an entity that the record itself does not name; show both ways. */
async function nameListedDocuments(
  entities: ReadModel['entities'],
  byId: Map<string, PublicDocument>,
  slices: TimeSlices,
): Promise<void> {
  for (const kind of ENTITY_KINDS) {
    for (const e of entities[kind]) {
      for (const id of e.document_ids) {
        await slices.pass();
        const doc = byId.get(id)!;
        if (!doc.entities.some((r) => r.url === e.url)) {
          const same = doc.entities.find((r) => r.url === null && r.name.toLowerCase() === e.name.toLowerCase());
          if (same) {
            same.kind = kind;
            same.url = e.url;
          } else
            doc.entities.push({
              name: e.name,
              kind,
              url: e.url,
              roles: e.roles.filter((r) => r.document_id === id).map((r) => roleLabel(r)),
            });
        }
      }
    }
  }
}
