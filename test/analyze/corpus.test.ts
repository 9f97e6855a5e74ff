/**
 * Every real file in the corpus goes through the whole analysis without a crash or a hang and ends as
 * accepted, rejected or invalid with a clear reason. Judged against the demo profile (dirhub.config.json)
 * with an empty archive, as a brand-new collection would.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../actions/lib/core/config.js';
import { analyzeUpload } from '../../actions/lib/pipeline/analyze.js';
import { ContentCache } from '../../actions/lib/pipeline/processing/cache.js';
import { CORPUS, HAS_CORPUS, PROJECT_ROOT, describeWithCorpus } from '../helpers/paths.js';

const config = await loadConfig(PROJECT_ROOT);
const cache = new ContentCache(mkdtempSync(join(tmpdir(), 'dirhub-corpus-cache-')));
const TODAY = '2026-11-21';

function metadataFor(file: string): Uint8Array {
  const court = file.startsWith('court/');
  return new TextEncoder().encode(
    JSON.stringify({
      title: file.replace(/^.*\//, '').replace(/\.pdf$/, ''),
      date: '2020-01-15',
      source: court ? 'PACER' : 'py-pdf sample files',
      relevance: 'medium',
    }),
  );
}

async function analyse(file: string) {
  return analyzeUpload(
    {
      name: file.replace(/^.*\//, ''),
      file: new Uint8Array(readFileSync(join(CORPUS, file))),
      metadata: metadataFor(file),
      metadataName: 'x.json',
    },
    { root: null, config, cache, today: TODAY },
  );
}

/** Outcomes we know for certain, with the reason code that must explain them. */
const KNOWN: Record<string, { status: string; code?: string }> = {
  'court/empty.pdf': { status: 'invalid', code: 'file.empty' },
  'pdf-variety/005-libreoffice-writer-password_libreoffice-writer-password.pdf': {
    status: 'invalid',
    code: 'pdf.encrypted',
  },
  'pdf-variety/025-attachment_with-attachment.pdf': { status: 'invalid', code: 'pdf.embedded_files' },
  'court/recap_documents_ca1_00117684624.pdf': { status: 'accepted' },
  'court/recap_documents_ca9_19.pdf': { status: 'accepted' },
  'court/missouri.pdf': { status: 'accepted' },
  'court/image-pdf.pdf': { status: 'accepted' },
  'pdf-variety/004-pdflatex-4-pages_pdflatex-4-pages.pdf': { status: 'rejected', code: 'relevance.below_threshold' },
  'pdf-variety/009-pdflatex-geotopo_GeoTopo-komprimiert.pdf': { status: 'rejected', code: 'relevance.below_threshold' },
};

const files = (HAS_CORPUS ? ['court', 'pdf-variety'] : []).flatMap((dir) =>
  readdirSync(join(CORPUS, dir))
    .sort()
    .map((f) => `${dir}/${f}`),
);

describeWithCorpus(
  'every corpus file reaches a decision with a clear reason',
  'every real court filing and PDF of many producers through the whole analysis',
  () => {
    it.each(files)(
      '%s',
      async (file) => {
        const r = await analyse(file);
        expect(['accepted', 'rejected', 'invalid']).toContain(r.status);
        if (r.status === 'accepted') {
          expect(r.errors).toEqual([]);
          expect(r.relevance).toBeGreaterThanOrEqual(config.routing.threshold);
        } else {
          expect(r.errors.length).toBeGreaterThan(0);
          for (const e of r.errors) {
            expect(e.message.length).toBeGreaterThan(10);
            expect(e.hint.length).toBeGreaterThan(10);
          }
        }
        const known = KNOWN[file];
        if (known) {
          expect(r.status).toBe(known.status);
          if (known.code) expect(r.errors.map((e) => e.code)).toContain(known.code);
        }
      },
      300_000,
    );
  },
);

describeWithCorpus(
  'scanned court filings',
  'every real court filing and PDF of many producers through the whole analysis',
  () => {
    it('come out with OCR text a person can search', async () => {
      const r = await analyse('court/image-pdf.pdf');
      expect(r.ocr_pages).toEqual([1, 2]);
      expect(r.ocr_confidence.map((c) => c.page)).toEqual([1, 2]);
      for (const c of r.ocr_confidence) expect(c.confidence).toBeGreaterThan(70);
      expect(r.page_texts.every((p) => p.source === 'ocr')).toBe(true);
      expect(r.text.toLowerCase()).toContain('court');
    }, 300_000);

    it('serves a second analysis of the same file from the cache', async () => {
      const before = { ...cache.stats };
      await analyse('court/image-pdf-2.pdf');
      const mid = { ...cache.stats };
      await analyse('court/image-pdf-2.pdf');
      expect(cache.stats.hits).toBeGreaterThan(mid.hits);
      expect(cache.stats.writes).toBe(mid.writes);
      expect(mid.writes).toBeGreaterThanOrEqual(before.writes);
    }, 300_000);
  },
);
