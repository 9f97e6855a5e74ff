/**
 * Entity and personal-data figures on real documents: precision and recall per entity type on the court
 * filings against the hand-checked expectations (scans read through OCR), precision and recall of the
 * personal-data flags on the hand-checked snippets, and flags per document on the court filings' text
 * layers, where every address and phone is a court's, a clerk's or a law office's. The tests assert the
 * targets; this writes the figures down.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ENTITY_TYPES } from '../../actions/lib/core/vocab.js';
import { findPii } from '../../actions/lib/enrichment/pii.js';
import { courtExpectations, courtPages, scoreEntities } from '../../test/helpers/court-entities.js';
import { PII_SNIPPETS } from '../../test/helpers/pii-snippets.js';
import { DEFAULT_CORPUS } from '../eval/paths.js';
import type { Benchmark } from './benchmark.js';

/** The targets of the entity extraction, per type. */
export const ENTITY_TARGET = { precision: 0.95, recall: 0.9 };

const ratio = (n: number, d: number) => (d === 0 ? 'n/a' : (n / d).toFixed(3));

export const bench: Benchmark = {
  name: 'entities',
  title: 'Entities and personal data: precision and recall on real documents',
  async run(log) {
    const out: string[] = [];
    const documents = await courtExpectations();
    const scans = documents.filter((d) => d.ocr).length;
    const names = documents.reduce((n, d) => n + ENTITY_TYPES.reduce((m, t) => m + d[t].length, 0), 0);
    log(`${documents.length} hand-checked filings, ${scans} of them scans read through OCR`);
    let started = Date.now();
    const scores = await scoreEntities();
    const entitySeconds = (Date.now() - started) / 1000;
    out.push(
      '## Entities',
      '',
      `${documents.length} court filings of \`../shared/corpus/court\` (${documents.length - scans} read through their text layer, ` +
        `${scans} scans through OCR) against \`test/enrichment/expectations/court-entities.json\`: ${names} names, each read ` +
        'off the page by a person. Matching is by the normalisation key; names the set marks optional are neither right nor ' +
        `wrong. Target: precision ≥ ${ENTITY_TARGET.precision} and recall ≥ ${ENTITY_TARGET.recall} for each type.`,
      '',
      '| type | found & expected | false | missed | precision | recall | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const t of ENTITY_TYPES) {
      const s = scores[t];
      const met = s.precision >= ENTITY_TARGET.precision && s.recall >= ENTITY_TARGET.recall;
      out.push(
        `| ${t} | ${s.tp} | ${s.fp} | ${s.fn} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} | ${met ? 'met' : '**not met**'} |`,
      );
    }
    out.push('', `Reading and scoring took ${entitySeconds.toFixed(0)} s (the scans' OCR included).`, '');
    for (const t of ENTITY_TYPES) {
      const s = scores[t];
      if (s.false.length) out.push(`- ${t}, false: ${s.false.join('; ')}`);
      if (s.missed.length) out.push(`- ${t}, missed: ${s.missed.join('; ')}`);
    }
    out.push('');

    started = Date.now();
    let flagged = 0;
    let right = 0;
    let expected = 0;
    for (const snippet of PII_SNIPPETS) {
      const kinds = findPii([{ page: 1, text: snippet.text, source: 'text-layer' }]).map((f) => f.kind);
      flagged += kinds.length;
      right += kinds.filter((k) => snippet.personal.includes(k)).length;
      expected += snippet.personal.length;
    }
    const files = (await readdir(join(DEFAULT_CORPUS, 'court'))).filter((f) => f.endsWith('.pdf') && f !== 'empty.pdf');
    const flags: string[] = [];
    let read = 0;
    for (const file of files) {
      const pages = await courtPages(file).catch(() => null);
      if (!pages) continue;
      read++;
      for (const f of findPii(pages)) flags.push(`${file} p${f.page} ${f.kind}`);
    }
    log(`personal data: ${flagged} flags on the snippets, ${flags.length} on the filings`);
    out.push(
      '## Personal data',
      '',
      `Hand-checked snippets (\`test/helpers/pii-snippets.ts\`, ${PII_SNIPPETS.length} of them: ${expected} items of a ` +
        "private person's data among letterheads, signature blocks and a clerk's line): " +
        `${flagged} flags, ${right} right: precision ${ratio(right, flagged)}, recall ${ratio(right, expected)}.`,
      '',
      `The text layers of ${read} court filings, whose addresses and phones are all a court's, a clerk's, a law office's or ` +
        `a company's: ${flags.length} flags, ${(flags.length / read).toFixed(2)} per document${flags.length ? ` (${flags.join('; ')})` : ''}.`,
      '',
      `Personal data took ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      '',
    );
    return out.join('\n');
  },
};
