/**
 * A pull request read as data: its file list and blobs come through the API at the head commit; nothing
 * from the pull request is checked out or run. The result is the same `BranchFacts` the local flow uses,
 * so one pure `planIntake` decides for both.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256 } from '../core/hash.js';
import type { AnalysisResult } from '../core/records.js';
import { classifyChanges, type BranchFacts, type ChangeStatus, type FileChange, type UploadPair } from '../intake/branch.js';
import type { GitHubForge, PullRequestFile, PullRequestInfo } from './forge.js';

const STATUS: Record<string, ChangeStatus> = { added: 'added', removed: 'deleted', modified: 'modified', renamed: 'renamed', copied: 'copied', changed: 'type_changed' };

export function pullRequestChanges(files: PullRequestFile[]): FileChange[] {
  return files.map((f) => ({ status: STATUS[f.status] ?? 'other', path: f.path, ...(f.previous_path ? { from: f.previous_path } : {}) }));
}

export interface PullRequestFacts {
  pull: PullRequestInfo;
  files: PullRequestFile[];
  branch: BranchFacts;
}

/** `pull/N`: the ref every pull request has in the base repository, fork or not. */
export function pullRef(number: number): string {
  return `pull/${number}`;
}

export function branchFactsOf(pull: PullRequestInfo, files: PullRequestFile[]): BranchFacts {
  const changes = pullRequestChanges(files);
  const { uploads, non_upload_changes } = classifyChanges(changes);
  return {
    branch: pullRef(pull.number),
    base: pull.base_ref,
    head: pull.head_sha,
    base_head: pull.base_sha,
    merge_base: pull.base_sha,
    author: pull.author,
    changes,
    uploads,
    non_upload_changes,
    problems: [],
  };
}

export async function gatherPullRequestFacts(forge: GitHubForge, number: number): Promise<PullRequestFacts> {
  const pull = await forge.getPullRequest(number);
  const files = await forge.listPullRequestFiles(number);
  return { pull, files, branch: branchFactsOf(pull, files) };
}

/** One upload of a pull request as the analysis saw it. */
export interface AnalysedUpload {
  name: string;
  file: string | null;
  metadata: string | null;
  /** Git blob ids at the analysed head, so the decision can re-check that nothing changed. */
  file_blob: string | null;
  metadata_blob: string | null;
  metadata_sha256: string | null;
  /** The metadata file's text, to point annotations at its lines. */
  metadata_text: string | null;
  result: AnalysisResult | null;
}

/** What the analysis job hands to the decision job (a JSON file / artifact). */
export interface PullRequestAnalysis {
  analysis_version: 1;
  pull_number: number;
  head_sha: string;
  uploads: AnalysedUpload[];
}

/** The uploaded files as they sit on disk for the analysis: `<dir>/<name>.<ext>`, never executed. */
export interface UploadOnDisk {
  pair: UploadPair;
  file_path: string | null;
  metadata_path: string | null;
}

export type AnalyzeUploadFn = (upload: UploadOnDisk) => Promise<AnalysisResult>;

/**
 * Downloads each upload pair's blobs into `dir` (plain bytes, names from the PR but flattened) and runs
 * `analyze` on every pair that has a document.
 */
export async function analyzePullRequest(forge: GitHubForge, number: number, dir: string, analyze: AnalyzeUploadFn): Promise<PullRequestAnalysis> {
  const facts = await gatherPullRequestFacts(forge, number);
  const blobOf = new Map(facts.files.map((f) => [f.path, f.blob_sha]));
  await mkdir(dir, { recursive: true });
  const uploads: AnalysedUpload[] = [];
  for (const [index, pair] of facts.branch.uploads.entries()) {
    const fetch = async (path: string | null) => {
      if (!path) return null;
      const bytes = await forge.readBlob(blobOf.get(path)!);
      const local = join(dir, `${index}-${path.split('/').pop()!.replace(/[^A-Za-z0-9._-]/g, '_')}`);
      await writeFile(local, bytes);
      return { local, bytes };
    };
    const file = await fetch(pair.file);
    const metadata = await fetch(pair.metadata);
    const metadataSha = metadata ? sha256(metadata.bytes) : null;
    const onDisk: UploadOnDisk = { pair: { ...pair, metadata_sha256: metadataSha }, file_path: file?.local ?? null, metadata_path: metadata?.local ?? null };
    uploads.push({
      name: pair.name,
      file: pair.file,
      metadata: pair.metadata,
      file_blob: pair.file ? blobOf.get(pair.file)! : null,
      metadata_blob: pair.metadata ? blobOf.get(pair.metadata)! : null,
      metadata_sha256: metadataSha,
      metadata_text: metadata ? Buffer.from(metadata.bytes).toString('utf8') : null,
      result: file ? await analyze(onDisk) : null,
    });
  }
  return { analysis_version: 1, pull_number: number, head_sha: facts.pull.head_sha, uploads };
}
