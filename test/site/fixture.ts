/** A dozen known documents for the site tests: words to search for, a hostile title, entities, images. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPii } from '../../actions/lib/enrichment/pii.js';
import { writeArchive, writeImages, type FixtureDoc } from '../helpers/archive-fixtures.js';

export const HOSTILE_TITLE = '<script>alert(1)</script> & "quoted" report';
export const HOSTILE_ENTITY = '<img src=x onerror=alert(2)>';
/** Appears only on page 2 of the first document's OCR text. */
export const RARE_WORD = 'quillfeather';
/** Appears in every document, so a search for it has more than one page of results. */
export const COMMON_WORD = 'archive';

/**
 * Personal data that intake flagged in the first document (the findings are what findPii reports on
 * these lines). The page text here is the redacted one, so a value can reach the site only through the
 * record's findings, which keep it masked (`(•••) •••-4187`): neither form may be published.
 */
export const PII_VALUES = ['(217) 782-4187', 'jane.roe@example.org'];
export const PII_FINDINGS = [
  ...findPii([{ page: 1, text: `Call ${PII_VALUES[0]} after noon.`, source: 'text-layer' }]),
  ...findPii([{ page: 2, text: `Write to ${PII_VALUES[1]} or call ${PII_VALUES[0]}.`, source: 'text-layer' }]),
];

const filler = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `This ${COMMON_WORD} page ${i + 1} discusses the ${topic} in plain words for readers and researchers.`,
  ).join(' ');

export const KNOWN_DOCS: FixtureDoc[] = [
  {
    title: 'Order granting the motion to dismiss',
    date: '2019-07-02',
    source: 'District Court of Springfield',
    source_type: 'court',
    category: 'legal',
    pages: [
      filler('motion to dismiss filed by John Smith', 3),
      `The witness described a ${RARE_WORD} found at the scene in Springfield. ${filler('evidence', 2)}`,
    ],
    summary: 'The court dismissed the complaint against John Smith.',
    entities: [
      { name: 'John Smith', type: 'person' },
      { name: 'Springfield', type: 'location' },
      { name: 'District Court', type: 'organization' },
    ],
    tags: ['dismissal', 'motion'],
    verification_level: 2,
    cross_references: [{ to: 1, type: 'cites', score: 0.9 }],
    classification: { source: 'classifier', confidence: 0.8234 },
    pii: PII_FINDINGS,
  },
  {
    title: HOSTILE_TITLE,
    date: '2018-03-14',
    source: 'County Clerk <b>office</b>',
    category: 'legal',
    pages: [filler('complaint by Maria Garcia', 4)],
    summary: 'A complaint <em>filed</em> by Maria Garcia.',
    entities: [
      { name: 'Maria Garcia', type: 'person' },
      { name: HOSTILE_ENTITY, type: 'person' },
      { name: 'Springfield', type: 'location' },
    ],
    tags: ['<b>complaint</b>'],
    // Enriched in the archive's first record format: entities only, no category or personal data recorded.
    first_format_enrichment: true,
  },
  ...Array.from({ length: 9 }, (_, i): FixtureDoc => {
    const year = 2015 + (i % 5);
    const category = ['financial', 'investigation', 'legal'][i % 3]!;
    const person = ['John Smith', 'Maria Garcia', 'Wei Chen'][i % 3]!;
    return {
      title: `${category[0]!.toUpperCase()}${category.slice(1)} report number ${i + 3}`,
      date: `${year}-0${1 + (i % 9)}-1${i % 9}`,
      source: i % 2 ? 'State Archives' : 'Harbor Trust',
      category,
      pages: [filler(`${category} matters concerning ${person}`, 2 + (i % 3)), filler('appendix', 1)],
      summary: `A ${category} report about ${person}.`,
      entities: [
        { name: person, type: 'person' },
        { name: i % 2 ? 'Riverside' : 'Springfield', type: 'location' },
        { name: 'Harbor Trust', type: 'organization' },
      ],
      tags: [category],
      verification_level: 1 + (i % 2),
      // The first of these keeps the category its contributor gave (the enrichment records confidence 1).
      ...(i === 0 ? { classification: { source: 'contributor' as const, confidence: 1 } } : {}),
    };
  }),
  {
    title: 'Letter with no enrichment yet',
    date: '2020-11-30',
    source: 'Private collection',
    category: null,
    pages: [`A short ${COMMON_WORD} letter with nothing else known about it.`],
    summary: null,
  },
];

export interface FixtureArchive {
  root: string;
  archiveDir: string;
  ids: string[];
}

/**
 * Writes the known documents (with registries and two images) into a new temporary folder; `extraDocs`
 * come after them (their ids follow the known documents' ids).
 */
export async function knownArchive(
  options: { registries?: boolean; images?: boolean; extraDocs?: FixtureDoc[] } = {},
): Promise<FixtureArchive> {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-site-'));
  const { archiveDir, ids } = await writeArchive(root, [...KNOWN_DOCS, ...(options.extraDocs ?? [])], {
    registries: options.registries ?? true,
  });
  if (options.images ?? true) {
    await writeImages(archiveDir, [
      { document_id: ids[0]!, page: 1, text: 'Photograph of the scene', category: 'evidence', color: '#336699' },
      { document_id: ids[0]!, page: 2, text: 'Map of <Springfield>', category: 'evidence', color: '#993333' },
      { document_id: ids[2]!, page: 1, text: 'Harbor front', category: 'location', color: '#339933' },
    ]);
  }
  return { root, archiveDir, ids };
}
