/**
 * Every problem code the archive's own code reports: reading records, registries and the decisions log,
 * the health check, and the storage of originals (backends, migration, backup and restore). The codes
 * are stable: the health issue, `dirhub status`, `dirhub storage` and the site's warnings carry them.
 */
export const ARCHIVE_CODES = [
  // Reading the archive (read.ts, registries.ts, decisions-log.ts).
  'archive.record.unreadable',
  'archive.record.missing',
  'archive.text.missing',
  'archive.json_unreadable',
  'archive.registry_malformed',
  'decisions.corrupt_line',
  // A correction file of archive/corrections/ that cannot be applied (corrections.ts).
  'correction.invalid',
  // The health check (health.ts).
  'archive.hash_mismatch',
  'archive.original_missing',
  'archive.pointer_mismatch',
  'archive.original_unavailable',
  'archive.metadata_invalid',
  'archive.text_missing',
  'uploads.pending',
  'health.digest',
  // Where the originals' bytes live (storage/).
  'storage.plain_git_fallback',
  'storage.git_lfs_missing',
  'storage.content_unavailable',
  'storage.no_commit',
  'storage.dirty_work_tree',
  'backup.lfs_object_unavailable',
  'restore.target_not_empty',
  'restore.no_branch',
  'restore.no_lfs_source',
  // Word boxes beside a page's OCR text (ocr-words.ts).
  'ocr_words.invalid',
  'ocr_words.format',
] as const;

export type ArchiveCode = (typeof ARCHIVE_CODES)[number];
