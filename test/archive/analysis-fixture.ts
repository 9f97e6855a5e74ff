import { sha256 } from '../../actions/lib/core/hash.js';
import type { AnalysisResult, UploadMetadata } from '../../actions/lib/archive/records.js';
import { uploadIdFor } from '../../actions/lib/archive/upload-id.js';

/** A complete, realistic AnalysisResult for a file with the given bytes and page texts. */
export function makeAnalysis(opts: {
  name: string;
  file: Uint8Array | string;
  metadata: UploadMetadata | null;
  metadataBytes?: Uint8Array | string | null;
  pages?: string[];
  status?: AnalysisResult['status'];
  relevance?: number;
}): AnalysisResult {
  const file = typeof opts.file === 'string' ? new TextEncoder().encode(opts.file) : opts.file;
  const fileSha = sha256(file);
  const metaBytes =
    opts.metadataBytes === undefined ? (opts.metadata ? JSON.stringify(opts.metadata) : null) : opts.metadataBytes;
  const metaSha = metaBytes === null ? null : sha256(metaBytes);
  const pages = opts.pages ?? ['First page text.', 'Second page text.'];
  const status = opts.status ?? 'accepted';
  const relevance = status === 'invalid' ? null : (opts.relevance ?? (status === 'accepted' ? 0.85 : 0.2));
  return {
    upload_id: uploadIdFor(fileSha, metaSha),
    status,
    relevance,
    threshold: 0.7,
    errors:
      status === 'accepted'
        ? []
        : status === 'rejected'
          ? [
              {
                code: 'relevance.below_threshold',
                message: `Relevance ${relevance} is below 0.70.`,
                hint: 'Explain the connection.',
                severity: 'error',
              },
            ]
          : [
              {
                code: 'metadata.title.missing',
                message: 'The metadata has no "title" field.',
                hint: 'Add "title".',
                field: 'title',
                severity: 'error',
              },
            ],
    warnings: [],
    pages: pages.length,
    ocr_pages: [2],
    text: pages.join('\n\n'),
    file: { name: opts.name, kind: 'pdf', bytes: file.length, sha256: fileSha, media_type: 'application/pdf' },
    metadata: opts.metadata,
    relevance_detail:
      relevance === null
        ? null
        : {
            score: relevance,
            threshold: 0.7,
            factors: [{ name: 'key_terms', effect: 0.5, detail: 'matched "court"' }],
            nearest: [],
          },
    duplicates: [],
    ocr_confidence: [{ page: 2, confidence: 91.5 }],
    facts: {
      kind: 'pdf',
      media_type: 'application/pdf',
      bytes: file.length,
      sha256: fileSha,
      pages: pages.length,
      encrypted: false,
      active_content: { javascript: false, launch_actions: false, embedded_files: [], other: [] },
      info: { Producer: 'pdf-lib' },
      xmp: null,
    },
    page_texts: pages.map((text, i) => ({
      page: i + 1,
      text,
      source: i === 1 ? 'ocr' : 'text-layer',
      ...(i === 1 ? { ocr_confidence: 91.5 } : {}),
    })),
  };
}

export const META: UploadMetadata = {
  title: 'Order granting motion to dismiss',
  date: '2019-07-02',
  source: 'PACER',
  relevance: 'high',
  tags: ['appeal'],
};
