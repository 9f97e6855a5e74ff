/**
 * Real repositories for the storage tests: a bare remote reachable as `file://` (git-lfs serves such
 * remotes itself, keeping LFS objects in the remote's own `lfs/objects`), and an archive repository
 * whose originals go through a given backend, with records written by the real layout code.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRecord, documentWrites, originalFilePath } from '../../actions/lib/archive/layout.js';
import type { OriginalStorage } from '../../actions/lib/archive/storage/backend.js';
import { sha256 } from '../../actions/lib/core/hash.js';
import { seededRandom } from '../../actions/lib/core/seeded-random.js';
import { META, makeAnalysis } from './analysis-fixture.js';

export const AUTHOR = { GIT_AUTHOR_NAME: 'Ada Maintainer', GIT_AUTHOR_EMAIL: 'ada@example.org' };
const IDENTITY = {
  ...AUTHOR,
  GIT_COMMITTER_NAME: AUTHOR.GIT_AUTHOR_NAME,
  GIT_COMMITTER_EMAIL: AUTHOR.GIT_AUTHOR_EMAIL,
};

/** Runs git in `cwd`; returns stdout. */
export function git(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...IDENTITY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 28,
  }).toString('utf8');
}

/** A bare repository that accepts partial clones, with HEAD on main; returns its path and file:// URL. */
export function bareRemote(path: string): { path: string; url: string } {
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', path]);
  git(path, ['config', 'uploadpack.allowFilter', 'true']);
  git(path, ['config', 'uploadpack.allowAnySHA1InWant', 'true']);
  return { path, url: pathToFileURL(path).href };
}

export interface StoredOriginal {
  document_id: string;
  path: string;
  sha256: string;
  bytes: number;
}

/** Deterministic bytes that look like a PDF: a header, then `size` bytes of seeded noise. */
export function originalBytes(seed: number, size: number): Buffer {
  const r = seededRandom(seed);
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = Math.floor(r() * 256);
  return Buffer.concat([Buffer.from(`%PDF-1.7\n% original ${seed}\n`), body]);
}

/** Writes one accepted document (original, record.json, page texts) into the work tree of `root`. */
export async function writeDocument(root: string, seed: number, size = 3000): Promise<StoredOriginal> {
  const bytes = originalBytes(seed, size);
  const analysis = makeAnalysis({ name: `filing-${seed}.pdf`, file: bytes, metadata: META });
  const record = buildRecord(
    analysis,
    { submitted_via: { kind: 'branch', ref: `upload/${seed}` }, submitted_by: null, commit: null },
    '2026-11-21T09:30:00.000Z',
  );
  const path = originalFilePath(record.document_id, analysis.file.name, 'pdf');
  for (const w of [...documentWrites(record, analysis.page_texts), { path, content: bytes }]) {
    await mkdir(dirname(join(root, w.path)), { recursive: true });
    await writeFile(join(root, w.path), w.content);
  }
  return { document_id: record.document_id, path, sha256: sha256(bytes), bytes: bytes.length };
}

export interface ArchiveRepo {
  dir: string;
  root: string;
  remote: { path: string; url: string };
  originals: StoredOriginal[];
  cleanup: () => Promise<void>;
}

/**
 * An archive repository in a fresh temp folder, prepared for `storage`, holding `count` documents in one
 * commit on main, pushed (content first, then the ref) to a bare `origin`.
 */
export async function archiveRepo(
  storage: OriginalStorage,
  count = 3,
  prefix = 'dirhub-storage-',
): Promise<ArchiveRepo> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const remote = bareRemote(join(dir, 'origin.git'));
  const root = join(dir, 'work');
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  git(root, ['config', 'commit.gpgsign', 'false']);
  git(root, ['remote', 'add', 'origin', remote.url]);
  await storage.prepare(root);
  await writeFile(join(root, 'README.md'), '# Archive\n');
  const originals: StoredOriginal[] = [];
  for (let i = 0; i < count; i++) originals.push(await writeDocument(root, i + 1, 2000 + 700 * i));
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'Archive three documents']);
  await storage.pushContent(root, 'origin', 'main');
  git(root, ['push', '-q', 'origin', 'main']);
  return { dir, root, remote, originals, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
