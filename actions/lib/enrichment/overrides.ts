/**
 * The maintainers' corrections, kept in `archive/overrides.json` and reviewed like any change: merge two
 * people, add an alias, remove a false entity, pin a category, record a review that raises a
 * verification level. Every regeneration applies them, so a correction is never lost to a re-run.
 */
import { problem, type Problem } from '../core/problem.js';
import { ENTITY_TYPES, type EntityType } from '../core/vocab.js';
import type { DocumentEntity, Overrides } from '../archive/enrichment.js';
import type { Correction, FiledCorrection } from '../archive/corrections.js';
import { OVERRIDES_FILE } from '../archive/layout.js';
import { entityKey } from './names.js';
import { addRole } from './roles.js';
import { byText } from './text.js';

export const EMPTY_OVERRIDES: Overrides = {
  entities: { merge: [], aliases: [], remove: [] },
  categories: {},
  verification: {},
  corrections: [],
};

const isType = (t: unknown): t is EntityType =>
  typeof t === 'string' && (ENTITY_TYPES as readonly string[]).includes(t);
const isString = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0;

/** Parses the overrides file; every entry that cannot be applied is a Problem naming where it is. */
export function parseOverrides(
  raw: string | null,
  categories: readonly string[],
): { overrides: Overrides; problems: Problem[] } {
  const problems: Problem[] = [];
  const out: Overrides = structuredClone(EMPTY_OVERRIDES);
  if (raw === null) return { overrides: out, problems };
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch (err) {
    return {
      overrides: out,
      problems: [
        problem(
          'overrides.json',
          `${OVERRIDES_FILE} is not valid JSON: ${(err as Error).message}`,
          'Fix the syntax; the file is a JSON object.',
        ),
      ],
    };
  }
  const bad = (where: string, what: string) =>
    problems.push(
      problem(
        'overrides.entry',
        `${OVERRIDES_FILE} ${where}: ${what}`,
        'See docs/enrichment.md, "Maintainer overrides", for the shape of each entry.',
        { field: where },
      ),
    );
  const entities = (data.entities ?? {}) as Record<string, unknown[]>;
  (entities.merge ?? []).forEach((e, i) => {
    const m = e as Overrides['entities']['merge'][number];
    if (isType(m?.type) && isString(m.into) && Array.isArray(m.names) && m.names.every(isString))
      out.entities.merge.push(m);
    else bad(`entities.merge.${i}`, 'needs type, into and names (a list of names)');
  });
  (entities.aliases ?? []).forEach((e, i) => {
    const a = e as Overrides['entities']['aliases'][number];
    if (isType(a?.type) && isString(a.name) && Array.isArray(a.aliases) && a.aliases.every(isString))
      out.entities.aliases.push(a);
    else bad(`entities.aliases.${i}`, 'needs type, name and aliases (a list of names)');
  });
  (entities.remove ?? []).forEach((e, i) => {
    const r = e as Overrides['entities']['remove'][number];
    if (isType(r?.type) && isString(r.name) && (r.document_id === undefined || isString(r.document_id)))
      out.entities.remove.push(r);
    else bad(`entities.remove.${i}`, 'needs type and name (and optionally document_id)');
  });
  for (const [id, category] of Object.entries((data.categories ?? {}) as Record<string, unknown>)) {
    if (isString(category) && categories.includes(category)) out.categories[id] = category;
    else
      bad(
        `categories.${id}`,
        `"${String(category)}" is not one of the configured categories (${categories.join(', ')})`,
      );
  }
  for (const [id, review] of Object.entries((data.verification ?? {}) as Record<string, unknown>)) {
    const r = review as Overrides['verification'][string];
    if (
      r &&
      Number.isInteger(r.level) &&
      r.level >= 0 &&
      r.level <= 3 &&
      isString(r.reviewed_by) &&
      /^\d{4}-\d{2}-\d{2}$/.test(String(r.reviewed_on))
    )
      out.verification[id] = r;
    else bad(`verification.${id}`, 'needs level (0–3), reviewed_by and reviewed_on (YYYY-MM-DD)');
  }
  return { overrides: out, problems };
}

/** Applies merges, aliases and removals to one document's entities. */
export function applyEntityOverrides(
  entities: DocumentEntity[],
  overrides: Overrides,
  documentId: string,
): DocumentEntity[] {
  const target = new Map<string, string>();
  for (const m of overrides.entities.merge)
    for (const n of m.names) target.set(`${m.type}:${entityKey(m.type, n)}`, m.into);
  const removed = new Set(
    overrides.entities.remove
      .filter((r) => !r.document_id || r.document_id === documentId)
      .map((r) => `${r.type}:${entityKey(r.type, r.name)}`),
  );
  const merged = new Map<string, DocumentEntity>();
  for (const e of entities) {
    const id = `${e.type}:${entityKey(e.type, e.name)}`;
    if (removed.has(id)) continue;
    const into = target.get(id);
    const name = into ?? e.name;
    const key = `${e.type}:${entityKey(e.type, name)}`;
    if (removed.has(key)) continue;
    const prev = merged.get(key);
    const aliases = new Set([...(prev?.aliases ?? []), ...e.aliases, ...(into && into !== e.name ? [e.name] : [])]);
    const roles = [...(prev?.roles ?? [])];
    for (const r of e.roles ?? []) addRole(roles, r);
    merged.set(key, {
      name: prev?.name ?? name,
      type: e.type,
      count: (prev?.count ?? 0) + e.count,
      pages: [...new Set([...(prev?.pages ?? []), ...e.pages])].sort((a, b) => a - b),
      aliases: [...aliases].filter((a) => a !== name).sort(byText),
      ...(roles.length ? { roles } : {}),
    });
  }
  for (const a of overrides.entities.aliases) {
    const e = merged.get(`${a.type}:${entityKey(a.type, a.name)}`);
    if (e) e.aliases = [...new Set([...e.aliases, ...a.aliases])].filter((x) => x !== e.name).sort(byText);
  }
  return applyCorrections([...merged.values()], overrides.corrections, documentId).sort(
    (a, b) => byText(a.type, b.type) || b.count - a.count || byText(a.name, b.name),
  );
}

/** The name a correction gives an entity of this document, or undefined when it leaves the name alone. */
function correctedName(c: Correction, e: DocumentEntity, documentId: string): string | undefined {
  const key = entityKey(e.type, e.name);
  const target = c.entity.type === e.type && entityKey(c.entity.type, c.entity.name) === key;
  const here = !c.entity.document_id || c.entity.document_id === documentId;
  if (c.action === 'rename' && target && here) return c.to;
  if (
    c.action === 'merge' &&
    here &&
    c.entity.type === e.type &&
    (c.names ?? []).some((n) => entityKey(e.type, n) === key)
  )
    return c.entity.name;
  if (c.action === 'split' && target) return c.into?.find((i) => i.document_ids.includes(documentId))?.name;
  return undefined;
}

/** Two entities of one key made one: counts added, pages and aliases joined, roles kept. */
function joinEntities(a: DocumentEntity, b: DocumentEntity, name: string): DocumentEntity {
  const roles = [...(a.roles ?? [])];
  for (const r of b.roles ?? []) addRole(roles, r);
  return {
    name,
    type: a.type,
    count: a.count + b.count,
    pages: [...new Set([...a.pages, ...b.pages])].sort((x, y) => x - y),
    aliases: [...new Set([...a.aliases, ...b.aliases, a.name, b.name])].filter((x) => x !== name).sort(byText),
    ...(roles.length ? { roles } : {}),
  };
}

/**
 * The correction files of `archive/corrections/` applied to one document's entities, in file order: a
 * rename, a merge or a split gives an entity another name (joining the entity that already bears it), a
 * removal drops it, set_role replaces its roles in the document the correction names.
 */
export function applyCorrections(
  entities: DocumentEntity[],
  corrections: readonly FiledCorrection[],
  documentId: string,
): DocumentEntity[] {
  let out = entities;
  for (const { correction: c } of corrections) {
    const id = (e: DocumentEntity) => `${e.type}:${entityKey(e.type, e.name)}`;
    const targetId = `${c.entity.type}:${entityKey(c.entity.type, c.entity.name)}`;
    const here = !c.entity.document_id || c.entity.document_id === documentId;
    if (c.action === 'remove') {
      out = here ? out.filter((e) => id(e) !== targetId) : out;
      continue;
    }
    if (c.action === 'set_role') {
      out = out.map((e) => {
        if (!here || id(e) !== targetId) return e;
        const { roles: _dropped, ...rest } = e;
        const page = e.pages[0] ?? 1;
        const roles = (c.roles ?? []).map((r) => ({ ...r, page }));
        return roles.length ? { ...rest, roles } : rest;
      });
      continue;
    }
    const byId = new Map<string, DocumentEntity>();
    for (const e of out) {
      const name = correctedName(c, e, documentId);
      const renamed = name
        ? { ...e, name, aliases: [...new Set([...e.aliases, e.name])].filter((a) => a !== name) }
        : e;
      const held = byId.get(id(renamed));
      byId.set(id(renamed), held ? joinEntities(held, renamed, name ?? held.name) : renamed);
    }
    out = [...byId.values()];
  }
  return out;
}
