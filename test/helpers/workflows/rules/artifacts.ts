/**
 * How long an artifact lives, and where a job may download one from.
 *
 * https://github.com/actions/upload-artifact (README)
 *   "retention-days: Duration after which artifact will expire in days. 0 means using default retention.
 *   Minimum 1 day. Maximum 90 days unless changed from the repository settings page."
 * https://github.com/actions/upload-pages-artifact/blob/main/action.yml
 *   "retention-days: description: "Duration after which artifact will expire in days." … default: "1""
 * https://github.com/actions/download-artifact (README)
 *   "run-id: The id of the workflow run where the desired download artifact was uploaded from. If github-token
 *   is specified, this is the run that artifacts will be downloaded from. Default: ${{ github.run_id }}"
 * https://docs.github.com/en/actions/tutorials/store-and-share-data
 *   "By default, GitHub stores build logs and artifacts for 90 days".
 */
export const DEFAULT_RETENTION_DAYS = 90;
export const PAGES_ARTIFACT_RETENTION_DAYS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredArtifact {
  name: string;
  runId: string;
  dir: string;
  uploadedAt: number;
  expiresAt: number;
}

export function expiry(uploadedAt: number, retentionDays: string | undefined, fallbackDays: number): number {
  const days = retentionDays && Number(retentionDays) > 0 ? Math.min(Number(retentionDays), 90) : fallbackDays;
  return uploadedAt + days * DAY_MS;
}

export const days = (n: number) => n * DAY_MS;
