/**
 * Where writes go: every upload and every change to a document becomes a pull request, on GitHub or as a
 * branch of the local archive repository. Nothing here changes the default branch; the intake does.
 */
import { randomBytes } from 'node:crypto';
import { documentDir, recordPath } from '../../../actions/lib/archive/layout.js';
import type { DocumentRecord } from '../../../actions/lib/archive/records.js';
import { stableJson } from '../../../actions/lib/archive/stable-json.js';
import { sha256 } from '../../../actions/lib/core/hash.js';
import type { PullRequestProposal } from '../../../actions/lib/forge/forge.js';
import { gitText } from '../../../actions/lib/core/git.js';
import type { Caller } from '../roles.js';
import type { ChangeKind } from '../schemas.js';
import type { CheckedUpload } from '../upload-check.js';
import type { PullRequestRef, UploadStatusJson } from '../upload-status.js';

export type { PullRequestRef };

export interface Receipt {
  upload_id: string;
  kind: ChangeKind;
  state: 'submitted';
  document_id: string | null;
  pull_request: PullRequestRef;
  status_url: string;
}

export interface UploadRequest {
  upload_id: string;
  file: Uint8Array;
  /** The metadata exactly as sent: its sha256 is part of the upload id. */
  metadata_bytes: Uint8Array;
  checked: CheckedUpload;
  caller: Caller;
}

export interface ChangeRequest {
  kind: Exclude<ChangeKind, 'upload'>;
  record: DocumentRecord;
  /** The record as it would be after an update. */
  updated?: DocumentRecord;
  caller: Caller;
}

export interface Submissions {
  readonly mode: 'local' | 'github';
  submitUpload(upload: UploadRequest): Promise<Receipt>;
  submitChange(change: ChangeRequest): Promise<Receipt>;
  /** Null when nothing is known of the id. */
  status(uploadId: string): Promise<UploadStatusJson | null>;
  /** Lets work in progress finish (the local queue's current intake); takes nothing new. */
  close(): Promise<void>;
}

export function statusPath(uploadId: string): string {
  return `/api/status/${uploadId}`;
}

/** `Name <email>` for a commit, from who called; the address is never a real one. */
export function commitAuthor(caller: Caller): { name: string; email: string } {
  const name = caller.name ?? 'anonymous';
  return { name, email: `${name.replace(/[^A-Za-z0-9._-]/g, '-')}@users.dirhub.invalid` };
}

/**
 * The pull request a change to a document is: its record.json rewritten, or every file of its folder (as
 * `ref` of the repository at `root` holds them) removed. The body is the caller's to write.
 */
export async function changeProposal(
  root: string,
  ref: string,
  change: ChangeRequest,
  uploadId: string,
  branch: string,
): Promise<Omit<PullRequestProposal, 'body'>> {
  const documentId = change.record.document_id;
  const dir = documentDir(documentId);
  const record = change.updated ?? change.record;
  const edits: PullRequestProposal['edits'] =
    change.kind === 'delete'
      ? (await gitText(root, ['ls-tree', '-r', '--name-only', ref, '--', dir]))
          .split('\n')
          .filter(Boolean)
          .map((path) => ({ path, remove: true as const }))
      : [{ path: recordPath(documentId), bytes: stableJson(record) }];
  const title = `${change.kind === 'delete' ? 'Delete' : 'Update'} document ${documentId}: ${record.title}`;
  return {
    branch,
    edits,
    title,
    message: `${title}\n\nRequested through dirhub serve (${uploadId}).\n`,
    author: commitAuthor(change.caller),
  };
}

/** A new id for a change to a document: `up_` and 16 hex digits, never the same twice. */
export function changeUploadId(change: ChangeRequest, at: string): string {
  return `up_${sha256(`${change.kind}:${change.record.document_id}:${at}:${randomBytes(8).toString('hex')}`).slice(0, 16)}`;
}
