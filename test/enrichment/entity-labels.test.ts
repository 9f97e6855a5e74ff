/**
 * The labelled court filings and OCR pages hold together: every label file names a corpus document, the
 * split covers each labelled document exactly once, and every role and every represented party is a labelled entity.
 * (The figures themselves are `npm run bench -- entities`; this guards the data they are computed from.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { packageRoot } from '../../actions/lib/core/package-root.js';
import { ENTITY_TYPES } from '../../actions/lib/core/vocab.js';
import { DEFAULT_CORPUS } from '../../scripts/corpus.js';
import { LABELLED_ROLES, loadLabels, loadSplit } from '../helpers/entity-labels.js';
import { describeWithCorpus } from '../helpers/paths.js';

describeWithCorpus(
  'the labelled court filings',
  'the entity labels name documents of ../shared/corpus/court and court-more',
  () => {
    it('label documents of the corpus, at least 40, split once into two halves', async () => {
      const labels = await loadLabels();
      const split = await loadSplit();
      expect(labels.length).toBeGreaterThanOrEqual(40);
      for (const doc of labels) expect(existsSync(join(DEFAULT_CORPUS, doc.file)), doc.file).toBe(true);
      const files = labels.map((d) => d.file).sort();
      expect([...split.development, ...split.held_out].sort()).toEqual(files);
      expect(split.development.filter((f) => split.held_out.includes(f))).toEqual([]);
      // Several courts and kinds in each half.
      for (const half of [split.development, split.held_out]) {
        const docs = labels.filter((d) => half.includes(d.file));
        expect(new Set(docs.map((d) => d.court)).size).toBeGreaterThanOrEqual(8);
        expect(new Set(docs.map((d) => d.kind)).size).toBeGreaterThanOrEqual(4);
      }
    });

    it('label every page of the OCR benchmark, split as the OCR set is', async () => {
      const labels = await loadLabels('pages');
      const split = await loadSplit('pages');
      const files = labels.map((d) => d.file).sort();
      for (const doc of labels) expect(existsSync(join(DEFAULT_CORPUS, doc.file)), doc.file).toBe(true);
      const truth = (set: string) => readdirSync(join(DEFAULT_CORPUS, set, 'truth')).map((f) => `${set}/truth/${f}`);
      expect(files).toEqual([...truth('ocr'), ...truth('ocr-more')].sort());
      expect([...split.development, ...split.held_out].sort()).toEqual(files);
      const ocrSplit = JSON.parse(readFileSync(join(packageRoot(), 'scripts', 'bench', 'ocr-split.json'), 'utf8')) as {
        development: string[];
      };
      const page = (file: string) => file.replace(/^.*\/(.*)\.hocr$/, '$1');
      expect(split.development.map(page).sort()).toEqual([...ocrSplit.development].sort());
    });

    it('give each role to a labelled entity, and counsel to labelled parties', async () => {
      for (const doc of [...(await loadLabels()), ...(await loadLabels('pages'))]) {
        for (const role of [...doc.roles, ...doc.optional_roles]) {
          const type = role.type ?? 'person';
          expect(LABELLED_ROLES, `${doc.file}: ${role.role}`).toContain(role.role);
          expect([...doc[type], ...doc.optional[type]], `${doc.file}: ${role.name}`).toContain(role.name);
          for (const party of role.for ?? [])
            expect([...doc.person, ...doc.organization], `${doc.file}: ${party}`).toContain(party);
        }
        for (const type of ENTITY_TYPES) expect(new Set(doc[type]).size, `${doc.file}: ${type}`).toBe(doc[type].length);
        for (const d of [...doc.dates, ...doc.optional_dates]) expect(d, doc.file).toMatch(/^\d{4}-\d{2}(?:-\d{2})?$/);
      }
    });
  },
);
