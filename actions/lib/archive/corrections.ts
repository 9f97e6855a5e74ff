/**
 * Corrections of the archive's names, one small file each in `archive/corrections/`: rename, merge, split or
 * remove a person, place or organization, or set what it is in a document (a judge, a party, counsel…).
 * One file per correction, because GitHub's new-file link can prefill a new file's name and content but not
 * an edit of an existing file: a reader opens the link, GitHub makes the pull request, a maintainer reviews
 * and merges it like any other. This module owns the format: the schema (`contract/correction.schema.json`),
 * reading a file into a correction or Problems, saying in words what it alters, and the template a
 * "suggest a correction" link prefills. Enrichment applies them (enrichment/overrides.ts).
 */
import AjvModule, { type ErrorObject } from 'ajv';
import schema from '../contract/correction.schema.json' with { type: 'json' };
import { problem, type Problem } from '../core/problem.js';
import type { EntityRole, EntityType, PartyKind } from '../core/vocab.js';
import type { ArchiveCode } from './codes.js';

export { schema as correctionSchema };

/** Where the correction files live, one JSON file each. */
// Spelled out rather than built from layout.ts's ARCHIVE_DIR: layout imports the record types, which import
// this module's types (an import cycle); test/enrichment/corrections.test.ts holds the two in step.
export const CORRECTIONS_DIR = 'archive/corrections';
/** A correction file is small; a bigger one is refused unread. */
export const MAX_CORRECTION_BYTES = 64 * 1024;

export const CORRECTION_ACTIONS = ['rename', 'merge', 'split', 'set_role', 'remove'] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

export interface CorrectionTarget {
  type: EntityType;
  name: string;
  /** Only in this document; every document when absent. */
  document_id?: string;
}

export interface Correction {
  action: CorrectionAction;
  entity: CorrectionTarget;
  /** rename: the right name. */
  to?: string;
  /** merge: the other names of the same entity. */
  names?: string[];
  /** split: the entities one name stood for, each in its documents. */
  into?: { name: string; document_ids: string[] }[];
  /** set_role: the entity's roles in the document. */
  roles?: { role: EntityRole; kinds?: PartyKind[]; for?: string[] }[];
  reason?: string;
}

/** Who made a correction and where: the pull request that added its file, its author and its date. */
export interface CorrectionProvenance {
  pull_request: number | null;
  author: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
}

/** A correction as the archive holds it: its file, what it says, and where it came from. */
export interface FiledCorrection {
  /** Repository-relative path. */
  file: string;
  correction: Correction;
  provenance: CorrectionProvenance | null;
}

const Ajv = AjvModule.default;
const validate = new Ajv({ allErrors: true, strict: false }).compile<Correction>(schema);

function schemaProblem(path: string, e: ErrorObject): Problem {
  const where = e.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : 'the file';
  const allowed = e.keyword === 'enum' ? (e.params as { allowedValues?: unknown[] }).allowedValues : undefined;
  const message = allowed ? `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}` : e.message;
  return problem<ArchiveCode>(
    'correction.invalid',
    `${path}: ${where} ${message ?? 'is not valid'}.`,
    'See docs/enrichment.md, "Corrections", for the shape of each correction.',
    { field: where },
  );
}

/** Whether a repository path lies anywhere in `archive/corrections/` (the intake reads every such file). */
export function isUnderCorrections(path: string): boolean {
  return path.startsWith(`${CORRECTIONS_DIR}/`);
}

/** Whether a repository path is a correction file: a JSON file directly in `archive/corrections/`. */
export function isCorrectionPath(path: string): boolean {
  return isUnderCorrections(path) && /^[^/]+\.json$/.test(path.slice(CORRECTIONS_DIR.length + 1));
}

/** Reads one correction file: the correction, or the Problems that keep it from being applied. */
export function parseCorrection(path: string, text: string): { correction: Correction | null; problems: Problem[] } {
  const fail = (message: string, hint: string) => ({
    correction: null,
    problems: [problem<ArchiveCode>('correction.invalid', `${path}: ${message}`, hint)],
  });
  if (!isCorrectionPath(path))
    return fail(`not a JSON file directly in ${CORRECTIONS_DIR}/.`, `Name it ${CORRECTIONS_DIR}/SOMETHING.json.`);
  if (Buffer.byteLength(text) > MAX_CORRECTION_BYTES)
    return fail(`over ${MAX_CORRECTION_BYTES / 1024} KiB.`, 'A correction is a few lines: one change per file.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return fail(`not valid JSON (${(err as Error).message}).`, 'Fix the syntax; the file is one JSON object.');
  }
  if (!validate(data))
    return {
      correction: null,
      // An `if`/`then` rule reports twice: what is missing, and "must match \"then\" schema". Keep the first.
      problems: (validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => schemaProblem(path, e)),
    };
  const idle = idleReason(data);
  if (idle)
    return fail(idle, 'Edit the template into the change you mean: the right name, the other names, the roles.');
  return { correction: data, problems: [] };
}

/** Why a correction the schema accepts would change nothing (the template sent unedited), or null. */
function idleReason(c: Correction): string | null {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (c.action === 'rename' && same(c.to ?? '', c.entity.name))
    return `renames ${quoted(c.entity.name)} to the same name.`;
  if (c.action === 'merge' && (c.names ?? []).every((n) => same(n, c.entity.name)))
    return `merges ${quoted(c.entity.name)} with no other name.`;
  return null;
}

/** The names a correction leaves in the archive: the entities whose pages should say they were corrected. */
export function correctedNames(c: Correction): string[] {
  switch (c.action) {
    case 'rename':
      return [c.to ?? c.entity.name];
    case 'split':
      return (c.into ?? []).map((i) => i.name);
    case 'remove':
      return [];
    default:
      return [c.entity.name];
  }
}

/** A correction as an entity's page shows it: what it did, and the pull request, author and date it came with. */
export interface CorrectionNote {
  file: string;
  action: CorrectionAction;
  description: string;
  pull_request: number | null;
  author: string | null;
  date: string | null;
}

export function correctionNote(filed: FiledCorrection): CorrectionNote {
  return {
    file: filed.file,
    action: filed.correction.action,
    description: describeCorrection(filed.correction),
    pull_request: filed.provenance?.pull_request ?? null,
    author: filed.provenance?.author ?? null,
    date: filed.provenance?.date ?? null,
  };
}

const quoted = (s: string) => `“${s}”`;
const TYPE_WORDS: Record<EntityType, string> = { person: 'person', location: 'place', organization: 'organization' };

/** What a correction alters, in one sentence ("renames the person “Susan Iliston” to “Susan Illston” in …"). */
export function describeCorrection(c: Correction): string {
  const who = `the ${TYPE_WORDS[c.entity.type]} ${quoted(c.entity.name)}`;
  const where = c.entity.document_id ? ` in document ${c.entity.document_id}` : ' in every document';
  switch (c.action) {
    case 'rename':
      return `renames ${who} to ${quoted(c.to ?? '')}${where}`;
    case 'merge':
      return `merges ${(c.names ?? []).map(quoted).join(', ')} into ${who}${where}`;
    case 'split':
      return `splits ${who} into ${(c.into ?? [])
        .map((i) => `${quoted(i.name)} (${i.document_ids.length} document${i.document_ids.length === 1 ? '' : 's'})`)
        .join(' and ')}`;
    case 'remove':
      return `removes ${who}${where}: it is no name`;
    case 'set_role': {
      const roles = (c.roles ?? []).map(
        (r) =>
          r.role +
          (r.kinds?.length ? ` (${r.kinds.join(', ')})` : '') +
          (r.for?.length ? ` for ${r.for.join(', ')}` : ''),
      );
      return `sets the roles of ${who}${where} to ${roles.length ? roles.join('; ') : 'none'}`;
    }
  }
}

/** A file name for a new correction: its action and the entity's name, made safe ("rename-person-susan-iliston.json"). */
export function correctionFileName(
  action: CorrectionAction,
  target: Pick<CorrectionTarget, 'type' | 'name'>,
  documentId?: string,
): string {
  const slug = target.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${action}-${target.type}-${slug || 'entity'}${documentId ? `-${documentId}` : ''}.json`;
}

/** What a "suggest a correction" link prefills: a rename of the entity, to edit into the right correction. */
export function correctionTemplate(target: CorrectionTarget): string {
  const correction: Correction = {
    action: 'rename',
    entity: target,
    to: target.name,
    reason:
      'Say what the document writes, and on which page. Other actions: merge, split, set_role, remove (docs/enrichment.md, "Corrections").',
  };
  return `${JSON.stringify(correction, null, 2)}\n`;
}

/**
 * GitHub's page for a new file in the repository, prefilled: the correction's file name and a template.
 * The person signs in, edits, and GitHub opens the pull request (on a fork when they cannot push).
 */
export function suggestCorrectionUrl(repository: string, branch: string, target: CorrectionTarget): string {
  const name = `${CORRECTIONS_DIR}/${correctionFileName('rename', target, target.document_id)}`;
  const query = new URLSearchParams({ filename: name, value: correctionTemplate(target) });
  return `https://github.com/${repository}/new/${encodeURIComponent(branch)}?${query.toString()}`;
}

/**
 * The pull request of a merge's subject: "Merge pull request #12 from …" or a squashed "Title (#12)".
 * Null when the subject names none.
 */
export function pullRequestOfSubject(subject: string): number | null {
  const m = /^Merge pull request #(\d+)\b/.exec(subject) ?? /\(#(\d+)\)\s*$/.exec(subject);
  return m ? Number(m[1]) : null;
}
