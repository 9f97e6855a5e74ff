/**
 * Which storage backend a repository uses for its originals, read from its `.gitattributes`, and the
 * backend a new archive gets: Git LFS when this machine has it, plain git otherwise (with the reason).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { warning, type Problem } from '../../core/problem.js';
import type { ArchiveCode } from '../codes.js';
import { GITATTRIBUTES_FILE, tracksOriginalsInLfs } from './attributes.js';
import type { OriginalStorage, StorageBackendName } from './backend.js';
import { gitLfsStorage } from './git-lfs.js';
import { plainGitStorage } from './plain-git.js';

export const BACKENDS: Record<StorageBackendName, OriginalStorage> = {
  'plain-git': plainGitStorage,
  'git-lfs': gitLfsStorage,
};

/** The backend the repository's `.gitattributes` asks for. */
export async function storageFor(root: string): Promise<OriginalStorage> {
  const text = await readFile(join(root, GITATTRIBUTES_FILE), 'utf8').catch(() => '');
  return tracksOriginalsInLfs(text) ? gitLfsStorage : plainGitStorage;
}

/**
 * The backend for a new archive: Git LFS, or plain git with a warning saying why and how to move to LFS
 * later when git-lfs is not installed (an archive must still work on a machine with git alone).
 */
export async function storageForNewArchive(): Promise<{ storage: OriginalStorage; notice: Problem | null }> {
  const missing = await gitLfsStorage.unavailable();
  if (!missing) return { storage: gitLfsStorage, notice: null };
  return {
    storage: plainGitStorage,
    notice: warning<ArchiveCode>(
      'storage.plain_git_fallback',
      `${missing.message} The archive keeps its originals as plain git objects.`,
      `${missing.hint} Then move the originals to LFS with \`dirhub storage migrate\`.`,
    ),
  };
}
