/**
 * Where writes go: every upload and every change to a document becomes a pull request, on GitHub or as a
 * branch of the local archive repository. Nothing here changes the default branch; the intake does.
 */
import type { ChangeKind } from '../schemas.js';

export interface PullRequestRef {
  kind: 'branch' | 'pull_request';
  ref: string;
  number?: number;
  url?: string;
}

export interface Receipt {
  upload_id: string;
  kind: ChangeKind;
  state: 'submitted';
  document_id: string | null;
  pull_request: PullRequestRef;
  status_url: string;
}

export interface Submissions {
  readonly mode: 'local' | 'github';
  /** Lets work in progress finish (the local queue's current intake); takes nothing new. */
  close(): Promise<void>;
}
