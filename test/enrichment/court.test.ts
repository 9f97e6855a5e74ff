import { expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import { ENTITY_TYPES } from '../../actions/lib/core/vocab.js';
import { documentDate, findDates } from '../../actions/lib/enrichment/dates.js';
import { enrichText } from '../../actions/lib/enrichment/index.js';
import { comparable } from '../../actions/lib/enrichment/text.js';
import { courtExpectations, courtPages, scoreEntities } from '../helpers/court-entities.js';
import { describeWithCorpus } from '../helpers/paths.js';
import { extractEntities } from '../../actions/lib/enrichment/entities.js';

/** What the enrichment produces on the corpus's scans, read through OCR: every name and tag. */
const SCANS_PRODUCED = {
  'image-pdf-2.pdf': {
    location: ['Bristol', 'Georgia', 'Tennessee'],
    organization: [
      "Court of Workers' Compensation Claims",
      "Georgia State Board of Workers' Compensation",
      "Morristown Driver's Services, Inc.",
      "Tennessee Bureau of Workers' Compensation",
      "Workers' Compensation Appeals Board",
    ],
    person: [
      'Brian Rife',
      'Charles R. Goodwin',
      'Daniel I. Hall',
      'David F. Hensley',
      'Lisa A. Lowe',
      'Marshall L. Davidson III',
      'Timothy W. Conner',
    ],
    tags: [
      'conducting extensive discovery',
      'emergency medical care',
      'employee',
      'motor vehicle accident',
      'seeking benefits',
      'subject matter jurisdiction',
      'summary judgment',
      'trial court',
    ],
  },
  'image-pdf.pdf': {
    location: ['Arkansas', 'Louisiana', 'Oklahoma', 'Red River', 'Texas'],
    organization: [
      'Oklahoma Water Resources Board',
      'Supreme Court of the United States',
      'Tarrant Regional Water District',
      'United States Court of Appeals for the Tenth Circuit',
    ],
    person: [],
    tags: [
      'certain minimum levels',
      'growing population',
      'high flow periods',
      'resource permit',
      'separate subdivisions',
      'subbasins',
      'suitable reservoir sites',
      'water',
    ],
  },
  'recap_documents_ca4_17.pdf': {
    location: ['Greensboro', 'North Carolina'],
    organization: ['Mullins Duncan Harrell & Russell PLLC', 'United States Court of Appeals for the Fourth Circuit'],
    person: ['Stephen M. Russell Jr.'],
    tags: [
      'address',
      'attorney roll',
      'circuit cases',
      'circuit ecf filer',
      'cm/ecf system',
      'correct copy',
      'ecf registration',
      'foregoing document',
    ],
  },
};

describeWithCorpus(
  'enrichment on the court filings',
  'entities, dates and summaries of real court filings against hand-checked expectations',
  () => {
    it('finds the people, organizations and places of whole filings, scans included (precision and recall per type)', async () => {
      // Each scan's enrichment as the intake makes it, kept to list below every name and tag it produced.
      const scans = new Map<string, ReturnType<typeof enrichText>>();
      const scores = await scoreEntities((pages, doc) => {
        if (!doc.ocr) return extractEntities(pages);
        const result = enrichText({ title: doc.file, text: '', pages, metadata: null }, DEFAULT_CONFIG);
        scans.set(doc.file, result);
        return result.entities;
      });
      const summary = Object.fromEntries(
        ENTITY_TYPES.map((t) => [t, { precision: scores[t].precision, recall: scores[t].recall }]),
      );
      // The targets, recorded with the figures reached in docs/enrichment.md; the failure names the misses.
      for (const t of ENTITY_TYPES) {
        const detail = `${t}: ${JSON.stringify(summary[t])}\nfalse: ${scores[t].false.join('; ')}\nmissed: ${scores[t].missed.join('; ')}`;
        expect(scores[t].precision, detail).toBeGreaterThanOrEqual(0.95);
        expect(scores[t].recall, detail).toBeGreaterThanOrEqual(0.9);
      }
      // The scans' names and tags, every one: OCR noise, a page header or a title read as a name shows here.
      const produced = Object.fromEntries(
        [...scans].map(([file, r]) => [
          file,
          {
            ...Object.fromEntries(
              ENTITY_TYPES.map((t) => [
                t,
                r.entities
                  .filter((e) => e.type === t)
                  .map((e) => e.name)
                  .sort(),
              ]),
            ),
            tags: [...r.tags].sort(),
          },
        ]),
      );
      expect(produced).toEqual(SCANS_PRODUCED);
    }, 300_000);

    it('reads the filing date of each filing', async () => {
      for (const doc of await courtExpectations()) {
        if (!doc.filing_date || doc.ocr) continue;
        const pages = await courtPages(doc.file);
        expect({ file: doc.file, date: documentDate(findDates(pages))?.date }).toEqual({
          file: doc.file,
          date: doc.filing_date,
        });
      }
    });

    it('summarises with the documents’ own sentences and files every filing under legal', async () => {
      const files = new Set((await courtExpectations()).filter((d) => !d.ocr).map((d) => d.file));
      for (const file of [
        'recap_documents_ca2_1-1.pdf',
        'recap_documents_cafc_3.pdf',
        'vector-pdf.pdf',
        'x-ray_rectangles_yes.pdf',
      ])
        files.add(file);
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
