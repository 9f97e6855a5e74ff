import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { ENTITY_TYPES, type EntityType } from '../../actions/lib/core/vocab.js';
import { documentDate, findDates } from '../../actions/lib/enrichment/dates.js';
import { extractEntities } from '../../actions/lib/enrichment/entities.js';
import { enrichText } from '../../actions/lib/enrichment/index.js';
import { entityKey } from '../../actions/lib/enrichment/names.js';
import { comparable } from '../../actions/lib/enrichment/text.js';
import { courtExpectations, courtPages } from './court-helpers.js';
import { describeWithCorpus, HAS_CORPUS } from '../helpers/paths.js';

/** Precision and recall per entity type on the first pages of the court filings (docs/enrichment.md). */
export async function scoreCourtEntities() {
  const totals = Object.fromEntries(ENTITY_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }])) as Record<
    EntityType,
    { tp: number; fp: number; fn: number }
  >;
  for (const doc of await courtExpectations()) {
    const [first] = await courtPages(doc.file, 1);
    const found = extractEntities([first!]);
    for (const type of ENTITY_TYPES) {
      const expected = new Set(doc[type].map((n) => entityKey(type, n)));
      const got = new Set(found.filter((e) => e.type === type).map((e) => entityKey(type, e.name)));
      const tp = [...got].filter((k) => expected.has(k)).length;
      totals[type].tp += tp;
      totals[type].fp += got.size - tp;
      totals[type].fn += expected.size - tp;
    }
  }
  return Object.fromEntries(
    ENTITY_TYPES.map((t) => {
      const { tp, fp, fn } = totals[t];
      return [t, { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn }];
    }),
  ) as Record<EntityType, { precision: number; recall: number; tp: number; fp: number; fn: number }>;
}

describeWithCorpus(
  'enrichment on the court filings',
  'entities, dates and summaries of real court filings against hand-checked expectations',
  () => {
    it('finds the parties, judges, courts and places of the first pages (precision and recall per type)', async () => {
      const scores = await scoreCourtEntities();
      // The figures reached and recorded in docs/enrichment.md; a regression below them fails.
      expect(scores.person.precision).toBeGreaterThanOrEqual(0.94);
      expect(scores.person.recall).toBeGreaterThanOrEqual(0.94);
      expect(scores.organization.precision).toBeGreaterThanOrEqual(0.9);
      expect(scores.organization.recall).toBeGreaterThanOrEqual(0.85);
      expect(scores.location.precision).toBeGreaterThanOrEqual(0.93);
      expect(scores.location.recall).toBeGreaterThanOrEqual(0.96);
    });

    it('reads the filing date of each filing', async () => {
      for (const doc of await courtExpectations()) {
        if (!doc.filing_date) continue;
        const pages = await courtPages(doc.file);
        expect({ file: doc.file, date: documentDate(findDates(pages))?.date }).toEqual({
          file: doc.file,
          date: doc.filing_date,
        });
      }
    });

    it('summarises with the documents’ own sentences and files every filing under legal', async () => {
      const files = (await courtExpectations()).map((d) => d.file);
      files.push(
        'recap_documents_ca2_1-1.pdf',
        'recap_documents_cafc_3.pdf',
        'vector-pdf.pdf',
        'x-ray_rectangles_yes.pdf',
      );
      for (const file of files) {
        const pages = await courtPages(file, 6);
        const result = enrichText({ title: file, text: '', pages, metadata: null }, DEFAULT_CONFIG);
        expect({ file, category: result.category.value }).toEqual({ file, category: 'legal' });
        expect(result.category.confidence).toBeGreaterThan(0.5);
        const whole = comparable(pages.map((p) => p.text).join('\n'));
        expect(result.summary.length).toBeGreaterThan(40);
        // Every summary sentence stands in the text as written (line breaks aside).
        const sentences = result.summary.split(/(?<=[.!?]["”’)\]]*)\s+(?=[A-Z“"(])/);
        for (const s of sentences) expect(whole.includes(comparable(s)), `${file}: ${s}`).toBe(true);
      }
    });

    it('finds Liebowitz, the Tenth Circuit and its clerk in the Tenth Circuit order, with pages and counts', async () => {
      const pages = await courtPages('recap_documents_ca10_010110462922.pdf');
      const result = enrichText({ title: 'Order', text: '', pages, metadata: null }, DEFAULT_CONFIG);
      const people = result.entities.filter((e) => e.type === 'person');
      expect(people.map((p) => p.name).sort()).toEqual(['Christopher M. Wolpert', 'Richard P. Liebowitz']);
      const liebowitz = people.find((p) => p.name === 'Richard P. Liebowitz')!;
      expect(liebowitz.pages).toEqual([1]);
      expect(liebowitz.count).toBe(3);
      expect(liebowitz.aliases).toContain('RICHARD P. LIEBOWITZ');
      expect(result.entities.filter((e) => e.type === 'organization').map((e) => e.name)).toContain(
        'United States Court of Appeals for the Tenth Circuit',
      );
      expect(result.dates.map((d) => [d.date, d.precision, d.page])).toEqual([['2021-01-11', 'day', 1]]);
    });
  },
);
