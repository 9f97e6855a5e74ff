/**
 * Every problem code validation can report. docs/validation.md explains each one (a test keeps the
 * two in step); the codes are stable: reports, the decisions log and other tools match on them.
 */
export const VALIDATION_CODES = [
  'file.empty',
  'file.too_large',
  'file.unsupported_type',
  'file.extension_mismatch',
  'file.polyglot',
  'pdf.truncated',
  'pdf.damaged',
  'pdf.unreadable',
  'pdf.timeout',
  'pdf.encrypted',
  'pdf.encrypted_permissions',
  'pdf.no_pages',
  'pdf.too_many_pages',
  'pdf.image_too_large',
  'pdf.stream_too_large',
  'pdf.metadata_unreadable',
  'pdf.javascript',
  'pdf.launch_action',
  'pdf.embedded_files',
  'pdf.active_content',
  'image.unreadable',
  'image.truncated',
  'image.too_large',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];
