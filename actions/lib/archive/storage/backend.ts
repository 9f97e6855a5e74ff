/**
 * The storage interface for the archive's originals. Records, page texts, registries and the decisions
 * log are always plain git files; the originals (PDFs and images, most of the bytes) go through one of
 * these backends, chosen per repository by its `.gitattributes`:
 *
 * - `plain-git`: originals are ordinary git objects; every clone carries them (fine for small archives).
 * - `git-lfs`: originals are Git LFS objects; git holds a ~130-byte pointer per original, and a clone
 *   downloads content only where asked (the default for new archives).
 *
 * Every backend passes the same contract suite (test/archive/storage-contract.test.ts), with real
 * repositories and remotes. Reading never depends on the backend: see locate.ts.
 */
import type { Problem } from '../../core/problem.js';

export const STORAGE_BACKENDS = ['plain-git', 'git-lfs'] as const;
export type StorageBackendName = (typeof STORAGE_BACKENDS)[number];

export interface ContentFetch {
  /** Paths whose content this checkout now holds. */
  fetched: string[];
  /** Paths whose content could not be had, each with why and what to do. */
  missing: { path: string; problem: Problem }[];
}

export interface FetchOptions {
  remote?: string;
  env?: Record<string, string>;
}

export interface OriginalStorage {
  readonly name: StorageBackendName;
  /** The `.gitattributes` lines this backend needs for the archive's originals (none for plain git). */
  readonly attributes: readonly string[];
  /** Null when this machine can use the backend; otherwise what is missing (git-lfs not installed). */
  unavailable(): Promise<Problem | null>;
  /**
   * Makes the repository at `root` store new originals this way: its `.gitattributes` and, for LFS, the
   * filters and hooks in its own git config. Idempotent; commits nothing (the caller commits
   * `.gitattributes`).
   */
  prepare(root: string): Promise<void>;
  /**
   * Brings the content of these repository paths into this checkout from `options.remote` (default: the
   * remote git-lfs or a partial clone would use). Paths a sparse checkout left out are checked out.
   * `options.env` is added to git's environment (credentials for the remote, as GIT_CONFIG_* entries).
   */
  fetch(root: string, paths: string[], options?: FetchOptions): Promise<ContentFetch>;
  /** Sends to `remote` the content that `ref`'s commits name, before the ref itself is pushed. */
  pushContent(root: string, remote: string, ref: string): Promise<void>;
}
