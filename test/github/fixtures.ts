/** Recorded-style analysis results: the decision layer is tested on exact data, like a replayed run. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sha256 } from '../../actions/lib/core/hash.js';
import { problem, type Problem } from '../../actions/lib/core/problem.js';
import type { AnalysisResult, UploadMetadata } from '../../actions/lib/archive/records.js';
import type { AnalysisStatus } from '../../actions/lib/core/vocab.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';

export async function makePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 16, size: 12, font }));
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  return doc.save();
}

export function metadataJson(meta: Partial<UploadMetadata> & Record<string, unknown>): string {
  return (
    JSON.stringify(
      { title: 'Court order', date: '2019-07-02', source: 'District court', relevance: 'high', ...meta },
      null,
      2,
    ) + '\n'
  );
}

export function analysisOf(opts: {
  name: string;
  bytes: Uint8Array;
  metadataText: string;
  status: AnalysisStatus;
  relevance?: number | null;
  errors?: Problem[];
  warnings?: Problem[];
}): AnalysisResult {
  const fileSha = sha256(opts.bytes);
  const metadata = JSON.parse(opts.metadataText) as UploadMetadata;
  const relevance =
    opts.relevance === undefined
      ? opts.status === 'accepted'
        ? 0.86
        : opts.status === 'rejected'
          ? 0.31
          : null
      : opts.relevance;
  const text = 'United States District Court order of 2 July 2019.';
  return {
    upload_id: uploadIdFor(fileSha, sha256(opts.metadataText)),
    status: opts.status,
    relevance,
    threshold: 0.7,
    errors:
      opts.errors ??
      (opts.status === 'rejected'
        ? [
            problem(
              'relevance.below_threshold',
              `Relevance ${relevance} is below the threshold 0.70.`,
              'Check that the document belongs to this archive.',
            ),
          ]
        : []),
    warnings: opts.warnings ?? [],
    pages: 1,
    ocr_pages: [],
    text,
    file: {
      name: `${opts.name}.pdf`,
      kind: 'pdf',
      bytes: opts.bytes.byteLength,
      sha256: fileSha,
      media_type: 'application/pdf',
    },
    metadata: opts.status === 'invalid' ? null : metadata,
    relevance_detail:
      relevance === null
        ? null
        : {
            score: relevance,
            threshold: 0.7,
            factors: [{ name: 'key_terms', effect: relevance - 0.5, detail: 'matched: court, order' }],
            nearest: [],
          },
    duplicates: [],
    ocr_confidence: [],
    facts: null,
    page_texts: [{ page: 1, text, source: 'text-layer' }],
  };
}
