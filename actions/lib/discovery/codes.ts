/**
 * Every problem code discovery reports: about the configured sources, about one source's run, about one
 * document it found. Stable: the job summary, `dirhub health` and the state branch carry them.
 */
export const DISCOVERY_CODES = [
  // The configuration (config.ts).
  'discovery.config_invalid',
  'discovery.source_unknown',
  // One source's run (run.ts and the kinds).
  'discovery.source_unreachable',
  'discovery.source_error',
  'discovery.rate_limited',
  'discovery.format_changed',
  'discovery.robots_disallowed',
  'discovery.token_missing',
  'discovery.source_failing',
  'discovery.state_unreadable',
  // The health check's digest line (report.ts).
  'discovery.digest',
  // One document (fetch.ts and run.ts).
  'discovery.document_vanished',
  'discovery.document_too_large',
  'discovery.document_not_pdf',
  'discovery.document_truncated',
  'discovery.document_unreachable',
  'discovery.document_gave_up',
  'discovery.metadata_invalid',
  'discovery.budget_reached',
] as const;

export type DiscoveryCode = (typeof DISCOVERY_CODES)[number];
