/**
 * What can be checked of an upload the moment it arrives, before any pull request: the file is there,
 * within the size limit and of a kind the archive takes (by its bytes, not its name), and the metadata
 * passes the same schema and the same checks as in the intake, every problem listed at once. Deeper
 * checks (a full parse, encryption, active content, duplicates by text, relevance) are the intake's.
 */
import { createMetadataValidator, parseMetadata, todayUtc } from '../../actions/lib/contract/metadata.js';
import type { DirhubConfig } from '../../actions/lib/core/config.js';
import type { FileKind, UploadMetadata } from '../../actions/lib/archive/records.js';
import { describeUnknown, detectKind, EXTENSIONS } from '../../actions/lib/pipeline/validation/sniff.js';
import { ApiError } from './envelope.js';
import { slugify } from '../../site/read-model/urls.js';

export interface CheckedUpload {
  kind: FileKind;
  /** The name the file gets in uploads/: the sent name made safe, with the extension of its kind. */
  name: string;
  metadata: UploadMetadata;
}

/** A sent file name as a safe upload name: letters, digits and dashes (the site's slugs), at most 60. */
export function safeStem(sent: string | undefined): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '');
  return stem.trim() ? slugify(stem).slice(0, 60).replace(/-+$/, '') : 'upload';
}

export function checkUpload(
  file: Uint8Array,
  sentName: string | undefined,
  metadataBytes: Uint8Array,
  config: DirhubConfig,
  today = todayUtc(),
): CheckedUpload {
  if (!file.byteLength)
    throw new ApiError(400, 'upload.empty', 'The file is empty.', 'Send the document itself as the part "file".');
  const limit = config.limits.max_file_bytes;
  if (file.byteLength > limit)
    throw new ApiError(
      413,
      'upload.too_large',
      `The file is ${file.byteLength.toLocaleString('en-US')} bytes; the limit is ${limit.toLocaleString('en-US')}.`,
      'Split the document, or send a smaller scan (200–300 dpi is enough for OCR).',
    );
  const kind = detectKind(file);
  if (kind === 'unknown') {
    const guess = describeUnknown(file);
    throw new ApiError(
      415,
      'upload.type',
      `The file is not a PDF, PNG or JPEG${guess ? `: it looks like ${guess}` : ''}.`,
      'Export or print the document to PDF, or send a scan as PNG or JPEG.',
    );
  }
  const parsed = parseMetadata(metadataBytes, today);
  if (!parsed.ok) {
    const tooLarge = parsed.problems.some((p) => p.code === 'metadata.too_large');
    throw new ApiError(
      tooLarge ? 413 : 400,
      'upload.metadata',
      `The metadata has ${parsed.problems.length} problem${parsed.problems.length === 1 ? '' : 's'}: ${parsed.problems[0]!.message}`,
      parsed.problems[0]!.hint,
      parsed.problems,
    );
  }
  return { kind, name: `${safeStem(sentName)}${EXTENSIONS[kind][0]}`, metadata: parsed.metadata };
}

/** The fields a change may set: the upload metadata's, each optional; null removes an optional field. */
export const EDITABLE_FIELDS = [
  'title',
  'date',
  'source',
  'relevance',
  'category',
  'tags',
  'description',
  'source_url',
  'source_type',
  'language',
  'case_number',
  'docket_entry',
  'attachment_number',
] as const;

/** A document's metadata with a change applied, checked against the upload metadata schema. */
export function changedMetadata(
  current: UploadMetadata,
  change: Record<string, unknown>,
  today = todayUtc(),
): UploadMetadata {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const result = createMetadataValidator(today)(next);
  if (!result.ok)
    throw new ApiError(
      400,
      'change.metadata',
      `The changed metadata has ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}: ${result.problems[0]!.message}`,
      result.problems[0]!.hint,
      result.problems,
    );
  if (!Object.keys(change).length)
    throw new ApiError(
      400,
      'change.empty',
      'The change sets no field.',
      `Send one or more of: ${EDITABLE_FIELDS.join(', ')}.`,
    );
  return result.metadata;
}
