/**
 * The hand-checked entities of the court filings and their scoring: shared by the enrichment tests, which
 * assert the targets, and by `npm run bench -- entities`, which writes the figures down.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageText } from '../../actions/lib/archive/records.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../actions/lib/core/config.js';
import { ENTITY_TYPES, type EntityType } from '../../actions/lib/core/vocab.js';
import type { DocumentEntity } from '../../actions/lib/archive/enrichment.js';
import { extractEntities } from '../../actions/lib/enrichment/entities.js';
import { entityKey } from '../../actions/lib/enrichment/names.js';
import { ocrPages } from '../../actions/lib/pipeline/processing/ocr.js';
import { openPdf } from '../../actions/lib/pipeline/processing/pdfjs.js';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { DEFAULT_CORPUS } from '../../scripts/corpus.js';

/** A court filing of the corpus (paths that hold from dist/ too: the benchmarks read this module). */
const courtFile = (file: string) => join(DEFAULT_CORPUS, 'court', file);

/** The text layer of a corpus PDF, page by page (lines as pdfjs marks them). */
export async function courtPages(file: string, maxPages = Infinity): Promise<PageText[]> {
  const doc = await openPdf(new Uint8Array(await readFile(courtFile(file))), DEFAULT_CONFIG.limits);
  const pages: PageText[] = [];
  for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    let text = '';
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    pages.push({ page: p, text, source: 'text-layer' });
  }
  await doc.destroy();
  return pages;
}

export interface Expectation {
  file: string;
  /** The first pages read, or null for all of them. */
  pages: number | null;
  /** A scan: the expectation was read off the page image, and the pages are OCR'd. */
  ocr: boolean;
  filing_date: string | null;
  person: string[];
  organization: string[];
  location: string[];
  /** Names a reader may count or not: finding one is neither right nor wrong. */
  optional: Record<EntityType, string[]>;
}

export async function courtExpectations(): Promise<Expectation[]> {
  const file = join(packageRoot(), 'test', 'enrichment', 'expectations', 'court-entities.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { documents: Expectation[] }).documents;
}

/** The pages of an expectation's document as the pipeline reads them: the text layer, or OCR for a scan. */
export async function expectationPages(doc: Expectation): Promise<PageText[]> {
  if (!doc.ocr) return courtPages(doc.file, doc.pages ?? Infinity);
  const config = mergeConfig({ ocr: { ...mergeConfig(undefined).ocr, workers: 1 } });
  const bytes = new Uint8Array(await readFile(courtFile(doc.file)));
  const pages = Array.from({ length: doc.pages ?? 1 }, (_, i) => i + 1);
  return ocrPages(bytes, pages, config);
}

export interface TypeScore {
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
  /** `file: name` of each wrong find and each miss, for the reader of a failure. */
  false: string[];
  missed: string[];
}

/** Precision and recall per entity type of `extract` against the hand-checked expectations, matched by key. */
export async function scoreEntities(
  extract: (pages: PageText[], doc: Expectation) => DocumentEntity[] = (pages) => extractEntities(pages),
  filter: (doc: Expectation) => boolean = () => true,
): Promise<Record<EntityType, TypeScore>> {
  const totals = Object.fromEntries(
    ENTITY_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0, false: [] as string[], missed: [] as string[] }]),
  ) as Record<EntityType, Omit<TypeScore, 'precision' | 'recall'>>;
  for (const doc of (await courtExpectations()).filter(filter)) {
    const found = extract(await expectationPages(doc), doc);
    for (const type of ENTITY_TYPES) {
      const expected = new Map(doc[type].map((n) => [entityKey(type, n), n]));
      const optional = new Set(doc.optional[type].map((n) => entityKey(type, n)));
      const got = new Map(found.filter((e) => e.type === type).map((e) => [entityKey(type, e.name), e.name]));
      const t = totals[type];
      for (const [key, name] of got) {
        if (expected.has(key)) t.tp++;
        else if (!optional.has(key)) {
          t.fp++;
          t.false.push(`${doc.file}: ${name}`);
        }
      }
      for (const [key, name] of expected)
        if (!got.has(key)) {
          t.fn++;
          t.missed.push(`${doc.file}: ${name}`);
        }
    }
  }
  return Object.fromEntries(
    ENTITY_TYPES.map((t) => {
      const s = totals[t];
      return [t, { ...s, precision: s.tp / (s.tp + s.fp), recall: s.tp / (s.tp + s.fn) }];
    }),
  ) as Record<EntityType, TypeScore>;
}
