import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mergeConfig } from '../../actions/lib/core/config.js';
import { enrichText } from '../../actions/lib/enrichment/index.js';
import { comparable } from '../../actions/lib/enrichment/text.js';
import { ocrPages } from '../../actions/lib/pipeline/processing/ocr.js';
import { HAS_CORPUS, corpusFile, describeWithCorpus } from '../helpers/paths.js';

describeWithCorpus(
  'enrichment of a scanned filing (real OCR, one page)',
  'enrichment of a real scanned filing through OCR',
  () => {
    it('reads the caption, judges and counsel through the OCR noise, and summarises from the recognised text', async () => {
      const config = mergeConfig({ ocr: { ...mergeConfig(undefined).ocr, workers: 1 } });
      const bytes = new Uint8Array(await readFile(corpusFile('court', 'image-pdf-2.pdf')));
      const pages = await ocrPages(bytes, [1], config);
      const result = enrichText(
        { title: 'Goodwin v. Morristown Driver’s Services', text: '', pages, metadata: null },
        config,
      );

      expect(result.category.value).toBe('legal');
      const people = result.entities.filter((e) => e.type === 'person').map((e) => e.name);
      expect(people).toEqual(
        expect.arrayContaining([
          'Charles R. Goodwin',
          'Lisa A. Lowe',
          'David F. Hensley',
          'Marshall L. Davidson III',
          'Timothy W. Conner',
          'Daniel I. Hall',
          'Brian Rife',
        ]),
      );
      const places = result.entities.filter((e) => e.type === 'location').map((e) => e.name);
      expect(places).toEqual(expect.arrayContaining(['Tennessee', 'Georgia', 'Bristol']));
      expect(result.entities.filter((e) => e.type === 'organization').map((e) => e.name)).toEqual(
        expect.arrayContaining(["Morristown Driver's Services, Inc.", "Tennessee Bureau of Workers' Compensation"]),
      );
      expect(result.dates).toContainEqual({ date: '2019-07-31', precision: 'day', page: 1, text: 'Jul 31, 2019' });
      const whole = comparable(pages[0]!.text);
      const sentences = result.summary.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length).toBe(3);
      for (const s of sentences) expect(whole.includes(comparable(s)), s).toBe(true);
    });
  },
);
