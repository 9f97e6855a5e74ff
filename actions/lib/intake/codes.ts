/**
 * Every problem code the intake reports about a branch or pull request as a whole, and about how its
 * files pair up into uploads. (What is wrong inside an upload has the pipeline's codes: `ValidationCode`,
 * the metadata's, relevance, duplicates.) The codes are stable: the decisions log, the pull-request
 * comment and labels (`problem:intake`, `problem:upload`) carry them.
 */
export const INTAKE_CODES = [
  // The repository and the run (local intake).
  'intake.not_a_repository',
  'intake.no_base',
  'intake.no_branch',
  'intake.not_on_base',
  'intake.dirty_work_tree',
  'intake.locked',
  'intake.failed',
  // Performing a plan: what moved or refused since it was made.
  'intake.base_moved',
  'intake.branch_moved',
  'intake.merge_failed',
  // The plan of a branch or pull request.
  'intake.nothing_to_do',
  'intake.no_uploads',
  'intake.non_upload_changes',
  'intake.non_upload_change',
  'intake.batch.sibling_rejected',
  'intake.accepted_by_merge',
  // A pull request's decision: the analysis must still be what the pull request holds.
  'intake.pull_closed',
  'intake.analysis_mismatch',
  'intake.head_moved',
  'intake.file_changed',
  'intake.hash_mismatch',
  'intake.file_unanalysed',
  // How the changed files pair up into uploads.
  'upload.nested',
  'upload.unsupported_type',
  'upload.ambiguous',
  'upload.metadata_missing',
  'upload.file_missing',
  'branch.unrelated',
] as const;

export type IntakeCode = (typeof INTAKE_CODES)[number];
