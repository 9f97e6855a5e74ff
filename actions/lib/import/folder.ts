/**
 * The folder a bulk import reads: documents (PDF, PNG, JPEG) each with its `NAME.json` metadata beside
 * it, the same contract as an upload, in the folder or any sub-folder. How it pairs into uploads, how
 * its uploads are dealt into shards (`--shard i/n`), and where it comes from (its git commit, if any).
 */
import { lstat, readdir } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { Git, isWorkTree } from '../core/git.js';
import { sha256 } from '../core/hash.js';
import { warning, type Problem } from '../core/problem.js';
import { pairUploadFiles, type UploadPair } from '../intake/branch.js';
import type { ImportCode } from './codes.js';

export interface ImportFolder {
  /** Absolute path. */
  dir: string;
  /** Every upload of the folder, by name (its path without the extension, `/`-separated), in name order. */
  entries: UploadPair[];
  /** What was found but is no upload (a symbolic link, a device): reported, never read. */
  problems: Problem[];
}

/** Names skipped while walking: hidden files and folders (`.git`, `.DS_Store`, `.gitkeep`). */
function hidden(name: string): boolean {
  return name.startsWith('.');
}

/** Lists the folder and pairs its files; throws ENOENT/ENOTDIR for a folder that is not there. */
export async function scanImportFolder(folder: string): Promise<ImportFolder> {
  const dir = resolve(folder);
  const files: string[] = [];
  const problems: Problem[] = [];
  const walk = async (at: string) => {
    const entries = await readdir(at, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (hidden(e.name)) continue;
      const path = join(at, e.name);
      const rel = relative(dir, path).split('\\').join('/');
      if (e.isDirectory()) await walk(path);
      else if (e.isFile()) files.push(rel);
      else
        problems.push(
          warning<ImportCode>(
            'import.not_a_file',
            `${rel} is ${e.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}; it was not read.`,
            'Put the file itself in the folder; links are never followed, so an import reads nothing outside its folder.',
          ),
        );
    }
  };
  if (!(await lstat(dir)).isDirectory()) throw Object.assign(new Error(`${dir} is not a folder`), { code: 'ENOTDIR' });
  await walk(dir);
  return { dir, entries: pairUploadFiles(files, '', { nested: true }), problems };
}

/** Which of `count` shards an upload belongs to (1-based), from its name alone. */
export function shardOfName(name: string, count: number): number {
  return 1 + (parseInt(sha256(name).slice(0, 8), 16) % count);
}

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

export const MAX_SHARDS = 256;

/** `3/8` → {index: 3, count: 8}; null when the text is not a shard of at most MAX_SHARDS. */
export function parseShardSpec(text: string): ShardSpec | null {
  const m = /^(\d{1,3})\/(\d{1,3})$/.exec(text.trim());
  if (!m) return null;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return count >= 1 && count <= MAX_SHARDS && index >= 1 && index <= count ? { index, count } : null;
}

/**
 * The uploads of one shard. An upload's shard is a hash of its name, so a rerun picks the same uploads,
 * a file added to the folder moves no other, and the shards' sizes even out over many uploads (the
 * dry run shows each shard's count and bytes).
 */
export function entriesOfShard(entries: UploadPair[], shard: ShardSpec): UploadPair[] {
  return entries.filter((e) => shardOfName(e.name, shard.count) === shard.index);
}

/** Where an imported folder comes from: what its records and log lines name as how the uploads arrived. */
export interface ImportSource {
  /** The folder's path in its git repository (`imports/2026-11`), or its own name outside git. */
  ref: string;
  /** The commit of that repository the folder was read at; null outside git. */
  commit: string | null;
  /** `Name <email>` of whoever last committed to the folder; null outside git. */
  submitted_by: string | null;
}

export async function importSource(dir: string): Promise<ImportSource> {
  if (!(await isWorkTree(dir))) return { ref: basename(dir), commit: null, submitted_by: null };
  const git = new Git(dir);
  const prefix = (await git.text(['rev-parse', '--show-prefix'])).trim().replace(/\/$/, '');
  // A repository without a commit yet has no HEAD.
  const commit = (await git.query(['rev-parse', '--verify', '--quiet', 'HEAD'])) || null;
  const author = commit ? (await git.text(['log', '-1', '--format=%an <%ae>', '--', '.'])).trim() : '';
  return { ref: prefix || basename(dir), commit, submitted_by: author || null };
}
