/**
 * A pull request read as data: its file list and blobs come through the API at the head commit; nothing
 * from the pull request is checked out or run. The result is the same `BranchFacts` the local flow uses,
 * so one pure `planIntake` decides for both.
 */
import { sha256 } from '../core/hash.js';
import type { AnalysisResult } from '../archive/records.js';
import {
  classifyChanges,
  type BranchFacts,
  type ChangeStatus,
  type FileChange,
  type UploadPair,
} from '../intake/branch.js';
import type { UploadInput } from '../pipeline/analyze.js';
import type { GitHubForge, PullRequestFile, PullRequestInfo } from '../forge/github/github-forge.js';

const STATUS: Record<string, ChangeStatus> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'type_changed',
};

export function pullRequestChanges(files: PullRequestFile[]): FileChange[] {
  return files.map((f) => ({
    status: STATUS[f.status] ?? 'other',
    path: f.path,
    ...(f.previous_path ? { from: f.previous_path } : {}),
  }));
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

export type AnalyzeUploadFn = (upload: UploadInput, pair: UploadPair) => Promise<AnalysisResult>;

/**
 * Reads each upload pair's blobs at the head commit (bytes in memory, checked against their blob ids)
 * and runs `analyze` on every pair that has a document.
 */
export async function analyzePullRequest(
  forge: GitHubForge,
  number: number,
  analyze: AnalyzeUploadFn,
): Promise<PullRequestAnalysis> {
  const facts = await gatherPullRequestFacts(forge, number);
  const blobOf = new Map(facts.files.map((f) => [f.path, f.blob_sha]));
  const uploads: AnalysedUpload[] = [];
  for (const pair of facts.branch.uploads) {
    const file = pair.file ? await forge.readBlob(blobOf.get(pair.file)!) : null;
    const metadata = pair.metadata ? await forge.readBlob(blobOf.get(pair.metadata)!) : null;
    const metadataSha = metadata ? sha256(metadata) : null;
    const input: UploadInput = {
      name: baseName(pair.file),
      file: file ?? new Uint8Array(),
      metadata,
      metadataName: pair.metadata ? baseName(pair.metadata) : null,
    };
    uploads.push({
      name: pair.name,
      file: pair.file,
      metadata: pair.metadata,
      file_blob: pair.file ? blobOf.get(pair.file)! : null,
      metadata_blob: pair.metadata ? blobOf.get(pair.metadata)! : null,
      metadata_sha256: metadataSha,
      metadata_text: metadata ? Buffer.from(metadata).toString('utf8') : null,
      result: file ? await analyze(input, { ...pair, metadata_sha256: metadataSha }) : null,
    });
  }
  return { analysis_version: 1, pull_number: number, head_sha: facts.pull.head_sha, uploads };
}

function baseName(path: string | null): string {
  return path ? path.slice(path.lastIndexOf('/') + 1) : '';
}
