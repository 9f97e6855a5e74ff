import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import { sha256 } from '../../actions/lib/core/hash.js';
import { parseMetadata } from '../../actions/lib/contract/metadata.js';
import { DEFAULT_CACHE_DIRNAME } from '../../actions/lib/pipeline/processing/cache.js';
import type { Analyzer } from '../../actions/lib/pipeline/analyze.js';
import { makeAnalysis } from '../archive/analysis-fixture.js';

export const CONTRIBUTOR = { name: 'Ada Contributor', email: 'ada@example.org' };

/** A throw-away repository with `main` holding one commit, in the system temp folder. */
export async function createRepo(): Promise<{ root: string; git: SimpleGit; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'dirhub-intake-'));
  const git = simpleGit({
    baseDir: root,
    config: [`user.name=${CONTRIBUTOR.name}`, `user.email=${CONTRIBUTOR.email}`],
  });
  await git.raw(['init', '--quiet', '--initial-branch=main']);
  await git.raw(['config', 'commit.gpgsign', 'false']);
  await writeFile(join(root, 'README.md'), '# Archive\n');
  await git.raw(['add', 'README.md']);
  await git.raw(['commit', '--quiet', '-m', 'Start the archive']);
  return { root, git, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** Creates `branch` from main with the given files (path → content) in one commit, then returns to main. */
export async function addBranch(
  git: SimpleGit,
  root: string,
  branch: string,
  files: Record<string, string | Uint8Array>,
): Promise<string> {
  await git.raw(['switch', '--quiet', '-c', branch, 'main']);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  await git.raw(['add', '--', ...Object.keys(files)]);
  await git.raw(['commit', '--quiet', '-m', `Upload on ${branch}`]);
  const head = (await git.raw(['rev-parse', 'HEAD'])).trim();
  await git.raw(['switch', '--quiet', 'main']);
  return head;
}

export function metadataJson(title: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ title, date: '2019-07-02', source: 'PACER', relevance: 'high', ...extra }, null, 2);
}

/**
 * A small deterministic analyzer for the git-flow tests: the "file" is text whose pages are separated by
 * form feeds; a file containing OFF-TOPIC is rejected, a missing or broken metadata file is invalid.
 */
export const textAnalyzer: Analyzer = async (upload) => {
  const text = new TextDecoder().decode(upload.file);
  const pages = text.split('\f');
  if (!upload.metadata) {
    const a = makeAnalysis({
      name: upload.name,
      file: upload.file,
      metadata: null,
      metadataBytes: null,
      pages,
      status: 'invalid',
    });
    return {
      ...a,
      errors: [{ code: 'upload.metadata_missing', message: 'No metadata file.', hint: 'Add one.', severity: 'error' }],
    };
  }
  const parsed = parseMetadata(upload.metadata, '2026-11-21');
  if (!parsed.ok) {
    const a = makeAnalysis({
      name: upload.name,
      file: upload.file,
      metadata: null,
      metadataBytes: upload.metadata,
      pages,
      status: 'invalid',
    });
    return { ...a, errors: parsed.problems };
  }
  const status = text.includes('OFF-TOPIC') ? 'rejected' : 'accepted';
  return makeAnalysis({
    name: upload.name,
    file: upload.file,
    metadata: parsed.metadata,
    metadataBytes: upload.metadata,
    pages,
    status,
  });
};

export async function headOf(git: SimpleGit, ref = 'main'): Promise<string> {
  return (await git.raw(['rev-parse', ref])).trim();
}

export async function branches(git: SimpleGit): Promise<string[]> {
  return (await git.raw(['for-each-ref', '--format=%(refname:short)', 'refs/heads']))
    .split('\n')
    .filter(Boolean)
    .sort();
}

/**
 * Every file under root, sorted, with its sha256: "nothing changed" means this is equal. Skips .git and
 * the extraction/OCR cache (derived data the analysis may fill, even in a dry run).
 */
export async function snapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  async function walk(dir: string, rel: string) {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '.git' || entry.name === DEFAULT_CACHE_DIRNAME) continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(join(dir, entry.name), path);
      else out[path] = sha256(await readFile(join(dir, entry.name)));
    }
  }
  await walk(root, '');
  return out;
}
