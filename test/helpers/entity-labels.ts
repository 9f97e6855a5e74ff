/**
 * The labelled court filings (test/enrichment/entity-labels, read by a person with GUIDE.md beside them) and
 * the labelled pages of the OCR benchmark (entity-labels-pages), each set's split into a development and a
 * held-out half (scripts/bench/entities-split.json, entities-pages-split.json), the pages the
 * pipeline reads of each, and the scoring of what the enrichment finds against the labels: names by type,
 * dates, and roles. Shared by `npm run bench -- entities`, which writes the figures, and the tests.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentEntity, EntityRoleFinding, FoundDate } from '../../actions/lib/archive/enrichment.js';
import type { PageText } from '../../actions/lib/archive/records.js';
import { mergeConfig } from '../../actions/lib/core/config.js';
import { ENTITY_TYPES, type EntityType } from '../../actions/lib/core/vocab.js';
import { entityKey } from '../../actions/lib/enrichment/names.js';
import { ContentCache } from '../../actions/lib/pipeline/processing/cache.js';
import { readInProcess } from '../../actions/lib/pipeline/read-file.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../../scripts/corpus.js';
import { hocrFileText } from '../../scripts/eval/hocr.js';

/** The roles the labels give, and the figures are reported for. */
export const LABELLED_ROLES = ['judge', 'party', 'counsel', 'court', 'agency', 'witness'] as const;
export type LabelledRole = (typeof LABELLED_ROLES)[number];

export interface RoleLabel {
  name: string;
  /** `person` unless said. */
  type?: EntityType;
  role: LabelledRole;
  /** A party's kinds (plaintiff, appellant…); empty when the document does not say. */
  kind?: string[];
  /** The parties counsel represents, by name; absent when the document does not say. */
  for?: string[];
}

export interface DocumentLabels {
  /** Path under the corpus, `court/…` or `court-more/…`. */
  file: string;
  court: string | null;
  kind: string;
  /** The labelled pages, or null for all of them. */
  pages: number[] | null;
  /** Some labelled page has no usable text layer: the pipeline reads it through OCR. */
  scan: boolean;
  person: string[];
  organization: string[];
  location: string[];
  optional: Record<EntityType, string[]>;
  /** YYYY-MM-DD or YYYY-MM. */
  dates: string[];
  optional_dates: string[];
  roles: RoleLabel[];
  optional_roles: RoleLabel[];
}

export type Half = 'development' | 'held_out';

/**
 * The labelled sets: `filings`, the court filings of court/ and court-more/ (read as the pipeline reads
 * them); `pages`, the OCR benchmark's pages of ocr/ and ocr-more/ — depositions, research reports, tables,
 * a receipt — read from their hand-corrected text, so that their figures are the names' alone.
 */
export type LabelSet = 'filings' | 'pages';

const LABELS_DIR: Record<LabelSet, string> = {
  filings: join(packageRoot(), 'test', 'enrichment', 'entity-labels'),
  pages: join(packageRoot(), 'test', 'enrichment', 'entity-labels-pages'),
};
const SPLIT_FILE: Record<LabelSet, string> = {
  filings: join(packageRoot(), 'scripts', 'bench', 'entities-split.json'),
  pages: join(packageRoot(), 'scripts', 'bench', 'entities-pages-split.json'),
};

export async function loadLabels(set: LabelSet = 'filings'): Promise<DocumentLabels[]> {
  const files = (await readdir(LABELS_DIR[set])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(LABELS_DIR[set], f), 'utf8')) as DocumentLabels),
  );
}

export async function loadSplit(set: LabelSet = 'filings'): Promise<Record<Half, string[]>> {
  const split = JSON.parse(await readFile(SPLIT_FILE[set], 'utf8')) as Record<Half, string[]>;
  return { development: split.development, held_out: split.held_out };
}

/** The labelling guide, as written for the labellers (the benchmark's page quotes it). */
export async function labellingGuide(set: LabelSet = 'filings'): Promise<string> {
  return readFile(join(LABELS_DIR[set], 'GUIDE.md'), 'utf8');
}

/**
 * The labelled pages of a document as the pipeline reads them at intake: its text layer where usable, OCR
 * where not; a page of the OCR benchmark, its hand-corrected text (cached by content in `cacheDir`, so that a second run reads no page twice).
 */
export async function labelledPages(doc: DocumentLabels, cacheDir: string): Promise<PageText[]> {
  if (doc.file.endsWith('.hocr'))
    return [{ page: 1, text: await hocrFileText(join(DEFAULT_CORPUS, doc.file)), source: 'text-layer' }];
  const file = new Uint8Array(await readFile(join(DEFAULT_CORPUS, doc.file)));
  const config = mergeConfig({ ocr: { ...mergeConfig(undefined).ocr, workers: 1 } });
  const reading = await readInProcess({ name: doc.file, file }, { config, cache: new ContentCache(cacheDir) });
  const { pages } = await reading.text();
  return doc.pages ? pages.filter((p) => doc.pages!.includes(p.page)) : pages;
}

/** What the enrichment found in one document, for scoring. */
export interface Found {
  entities: DocumentEntity[];
  dates: FoundDate[];
}

export interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  /** `file: what` of each wrong find and each miss, for the reader of a failure. */
  false: string[];
  missed: string[];
}

export type ScoreSet = Record<EntityType | 'all_names' | 'dates' | LabelledRole | 'judge_party_counsel', Score>;

const empty = () => ({ tp: 0, fp: 0, fn: 0, false: [] as string[], missed: [] as string[] });
type Tally = ReturnType<typeof empty>;
const finish = (t: Tally): Score => ({
  ...t,
  precision: t.tp + t.fp === 0 ? NaN : t.tp / (t.tp + t.fp),
  recall: t.tp + t.fn === 0 ? NaN : t.tp / (t.tp + t.fn),
});

const short = (file: string) => file.replace(/^(?:court(?:-more)?|ocr(?:-more)?\/truth)\//, '');

/** Whether a found role says what a labelled one says (see GUIDE.md, "Scoring"). */
function agrees(found: EntityRoleFinding, label: RoleLabel, keyOf: (name: string) => string[]): boolean {
  if (label.role === 'party') return !label.kind?.length || (found.kinds ?? []).some((k) => label.kind!.includes(k));
  if (label.role === 'counsel') {
    if (!label.for?.length) return true;
    const wanted = new Set(label.for.flatMap(keyOf));
    return (found.for ?? []).some((n) => keyOf(n).some((k) => wanted.has(k)));
  }
  return true;
}

/** Scores one document's finds against its labels into the tallies. */
function scoreDocument(doc: DocumentLabels, found: Found, tallies: Record<keyof ScoreSet, Tally>): void {
  const name = short(doc.file);
  for (const type of ENTITY_TYPES) {
    const expected = new Map(doc[type].map((n) => [entityKey(type, n), n]));
    const optional = new Set(doc.optional[type].map((n) => entityKey(type, n)));
    const got = new Map(found.entities.filter((e) => e.type === type).map((e) => [entityKey(type, e.name), e.name]));
    for (const t of [tallies[type], tallies.all_names]) {
      for (const [key, n] of got)
        if (expected.has(key)) t.tp++;
        else if (!optional.has(key)) {
          t.fp++;
          t.false.push(`${name}: ${n}`);
        }
      for (const [key, n] of expected)
        if (!got.has(key)) {
          t.fn++;
          t.missed.push(`${name}: ${n}`);
        }
    }
  }
  // Dates: day and month precision (a year alone is not labelled, so neither right nor wrong).
  const wantedDates = new Set(doc.dates);
  const optionalDates = new Set(doc.optional_dates);
  const gotDates = new Set(found.dates.filter((d) => d.precision !== 'year').map((d) => d.date));
  for (const d of gotDates)
    if (wantedDates.has(d)) tallies.dates.tp++;
    else if (!optionalDates.has(d)) {
      tallies.dates.fp++;
      tallies.dates.false.push(`${name}: ${d}`);
    }
  for (const d of wantedDates)
    if (!gotDates.has(d)) {
      tallies.dates.fn++;
      tallies.dates.missed.push(`${name}: ${d}`);
    }
  // Roles, matched by the entity's key, the role and its detail.
  const keyOf = (n: string) => [entityKey('person', n), entityKey('organization', n)];
  const labelKey = (r: RoleLabel) => `${r.type ?? 'person'}:${entityKey(r.type ?? 'person', r.name)}:${r.role}`;
  const labels = new Map<string, RoleLabel[]>();
  for (const r of doc.roles) labels.set(labelKey(r), [...(labels.get(labelKey(r)) ?? []), r]);
  const optionalRoles = new Set(doc.optional_roles.map(labelKey));
  const matched = new Set<RoleLabel>();
  for (const e of found.entities)
    for (const r of e.roles ?? []) {
      if (!(LABELLED_ROLES as readonly string[]).includes(r.role)) continue;
      const role = r.role as LabelledRole;
      const key = `${e.type}:${entityKey(e.type, e.name)}:${role}`;
      const candidates = labels.get(key) ?? [];
      // A label is matched once: a second find of the same role (another of a party's kinds) is neither.
      if (candidates.some((l) => matched.has(l) && agrees(r, l, keyOf))) continue;
      const hit = candidates.find((l) => agrees(r, l, keyOf));
      const detail = r.kinds?.length ? ` (${r.kinds.join('/')})` : r.for?.length ? ` (for ${r.for.join(', ')})` : '';
      for (const t of role === 'court' || role === 'agency' || role === 'witness'
        ? [tallies[role]]
        : [tallies[role], tallies.judge_party_counsel]) {
        if (hit) t.tp++;
        else if (!optionalRoles.has(key)) {
          t.fp++;
          t.false.push(`${name}: ${e.name} ${role}${detail}`);
        }
      }
      if (hit) matched.add(hit);
    }
  for (const l of doc.roles)
    if (!matched.has(l))
      for (const t of l.role === 'court' || l.role === 'agency' || l.role === 'witness'
        ? [tallies[l.role]]
        : [tallies[l.role], tallies.judge_party_counsel]) {
        t.fn++;
        t.missed.push(`${name}: ${l.name} ${l.role}${l.kind?.length ? ` (${l.kind.join('/')})` : ''}`);
      }
}

/** Scores `extract` on the given documents. */
export async function scoreLabels(
  docs: DocumentLabels[],
  extract: (pages: PageText[], doc: DocumentLabels) => Found | Promise<Found>,
  cacheDir: string,
): Promise<ScoreSet> {
  const keys = [...ENTITY_TYPES, 'all_names', 'dates', ...LABELLED_ROLES, 'judge_party_counsel'] as (keyof ScoreSet)[];
  const tallies = Object.fromEntries(keys.map((k) => [k, empty()])) as Record<keyof ScoreSet, Tally>;
  for (const doc of docs) scoreDocument(doc, await extract(await labelledPages(doc, cacheDir), doc), tallies);
  return Object.fromEntries(keys.map((k) => [k, finish(tallies[k])])) as ScoreSet;
}
