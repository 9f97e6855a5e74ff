import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTesseractEngine, type OcrEngine } from '../../../actions/lib/pipeline/processing/ocr.js';
import {
  findNearDuplicates,
  foldedWords,
  restoreSketch,
  serializeSketch,
  sketch,
  sketchSimilarity,
  sketchText,
} from '../../../actions/lib/pipeline/relevance/near-duplicates.js';
import { hocrFileText } from '../../../scripts/eval/hocr.js';
import { pdfTextLayer } from '../../../scripts/eval/pdf-text.js';
import { HAS_CORPUS, corpusFile, describeWithCorpus } from '../../helpers/paths.js';

let engine: OcrEngine;
let depositionTruth: string;
let depositionOcr: string;
let filingTruth: string;
let complaint: string;
let complaintLaterPage: string;

beforeAll(async () => {
  if (!HAS_CORPUS) return;
  engine = createTesseractEngine({ workers: 1 });
  depositionTruth = await hocrFileText(corpusFile('ocr', 'truth', 'deposition_02.hocr'));
  // Real OCR noise: the scanned page read by tesseract, against its hand-corrected transcription.
  depositionOcr = (
    await engine.recognize(new Uint8Array(await readFile(corpusFile('ocr', 'images', 'deposition_02.png'))))
  ).text;
  filingTruth = await hocrFileText(corpusFile('ocr', 'truth', 'filing_01.hocr'));
  complaint = (await pdfTextLayer(corpusFile('court', 'x-ray_rectangles_no.pdf'))).join('\n');
  complaintLaterPage = (await pdfTextLayer(corpusFile('court', 'x-ray_rectangles_yes.pdf'))).join('\n');
});

afterAll(async () => {
  if (!HAS_CORPUS) return;
  await engine?.close();
});

describeWithCorpus(
  'findNearDuplicates',
  'near duplicates among real scans, their OCR and the same filing twice',
  () => {
    it('finds the transcription of a scanned deposition page from its OCR text, and nothing else', () => {
      expect(depositionOcr).not.toBe(depositionTruth);
      const candidates = [
        { document_id: 'deposition-02', title: 'Deposition, page 177', text: depositionTruth },
        { document_id: 'filing-01', title: 'EEOC v. Hire Dynamics, complaint', text: filingTruth },
        { document_id: 'colorado-complaint', title: 'Berkshire Life v. Schubert, complaint', text: complaint },
      ];
      const found = findNearDuplicates(depositionOcr, candidates, 0.9);
      expect(found.map((f) => f.document_id)).toEqual(['deposition-02']);
      expect(found[0]!.title).toBe('Deposition, page 177');
      expect(found[0]!.similarity).toBeGreaterThanOrEqual(0.9);
    });

    it('does not take another filing of the same case, or another complaint, for a duplicate', () => {
      const found = findNearDuplicates(
        complaint,
        [
          { document_id: 'later-page', title: 'Berkshire Life v. Schubert, page 7', text: complaintLaterPage },
          { document_id: 'filing-01', title: 'EEOC v. Hire Dynamics, complaint', text: filingTruth },
        ],
        0.5,
      );
      expect(found).toEqual([]);
      expect(sketchSimilarity(sketch(complaint), sketch(complaintLaterPage))).toBeLessThan(0.1);
    });

    it('ignores reflowed lines, hyphenation, line numbers and OCR letter confusions', () => {
      const reflowed = complaint
        .split('\n')
        .map((line, i) => `${i + 1}  ${line}`)
        .join('\n')
        .replace(/Insurance/g, 'Insur-\nance')
        .replace(/Company/g, 'Cornpany')
        .replace(/Colorado/g, 'Co1orado')
        .replace(/ +/g, '   ');
      const found = findNearDuplicates(
        reflowed,
        [sketchText({ document_id: 'c', title: 'Complaint', text: complaint })],
        0.9,
      );
      expect(found).toEqual([{ document_id: 'c', title: 'Complaint', similarity: 1 }]);
      expect(foldedWords('Co1orado Cornpany 12 Insur-\nance')).toEqual(['colorado', 'company', 'lnsurance']);
    });

    it('finds the same matches from sketches cached as JSON', () => {
      const cached = JSON.parse(
        JSON.stringify({
          document_id: 'deposition-02',
          title: 'Deposition, page 177',
          sketch: serializeSketch(sketch(depositionTruth)),
        }),
      );
      const restored = { ...cached, sketch: restoreSketch(cached.sketch) };
      const fromText = findNearDuplicates(
        depositionOcr,
        [{ document_id: 'deposition-02', title: 'Deposition, page 177', text: depositionTruth }],
        0.9,
      );
      expect(findNearDuplicates(depositionOcr, [restored], 0.9)).toEqual(fromText);
    });

    it('compares nothing shorter than a few words', () => {
      expect(
        findNearDuplicates('Case 1:13-cv-01317', [{ document_id: 'x', title: 'x', text: 'Case 1:13-cv-01317' }], 0.1),
      ).toEqual([]);
    });

    it('orders matches by similarity, then by document id', () => {
      const found = findNearDuplicates(
        complaint,
        [
          { document_id: 'b', title: 'copy b', text: complaint },
          { document_id: 'a', title: 'copy a', text: complaint },
          { document_id: 'half', title: 'first half', text: complaint.slice(0, Math.floor(complaint.length * 0.75)) },
        ],
        0.5,
      );
      expect(found.map((f) => f.document_id)).toEqual(['a', 'b', 'half']);
      expect(found[2]!.similarity).toBeLessThan(1);
    });
  },
);
