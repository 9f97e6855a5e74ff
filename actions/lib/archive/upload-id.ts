/** The upload id: what names one upload (a file with its metadata) from its submission to its decision. */
import { sha256 as sha256Of } from '../core/hash.js';

const UPLOAD_ID = /^up_[0-9a-f]{16}$/;

/**
 * `up_` + 16 hex digits of sha256("<file sha256>:<metadata sha256 | none>"). The same file with the same
 * metadata always has the same id, so re-running the intake is idempotent; changing either makes a new upload.
 */
export function uploadIdFor(fileSha256: string, metadataSha256OrNull: string | null): string {
  return `up_${sha256Of(`${fileSha256}:${metadataSha256OrNull ?? 'none'}`).slice(0, 16)}`;
}

export function isUploadId(value: string): boolean {
  return UPLOAD_ID.test(value);
}
