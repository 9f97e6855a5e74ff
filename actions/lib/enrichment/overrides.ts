/**
 * The maintainers' corrections, kept in `archive/overrides.json` and reviewed like any change: merge two
 * people, add an alias, remove a false entity, pin a category, record a review that raises a
 * verification level. Every regeneration applies them, so a correction is never lost to a re-run.
 */
import { problem, type Problem } from '../core/problem.js';
import { ENTITY_TYPES, type EntityType } from '../core/vocab.js';
import type { DocumentEntity, Overrides } from '../archive/enrichment.js';
import { OVERRIDES_FILE } from '../archive/layout.js';
import { entityKey } from './names.js';
import { addRole } from './roles.js';
import { byText } from './text.js';

export const EMPTY_OVERRIDES: Overrides = {
  entities: { merge: [], aliases: [], remove: [] },
  categories: {},
  verification: {},
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
  return [...merged.values()].sort((a, b) => byText(a.type, b.type) || b.count - a.count || byText(a.name, b.name));
}
