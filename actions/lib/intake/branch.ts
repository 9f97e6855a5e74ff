/**
 * Facts about a local pull request: a branch compared with the merge base it shares with `main`.
 * Everything is read from git objects (never by checking the branch out), so the work tree is untouched
 * and nothing from the branch is ever run.
 */
import { DISCOVERY_BRANCH } from '../discovery/state.js';
import type { Git } from '../core/git.js';
import { problem, type Problem } from '../core/problem.js';
import type { IntakeCode } from './codes.js';
import { UPLOADS_DIR } from '../archive/layout.js';
import { resolveBlob } from '../archive/storage/locate.js';
import { parseLfsPointer } from '../archive/storage/pointer.js';

/** Document extensions accepted in uploads/ (lower-cased), and the metadata extension. */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg'] as const;
export const METADATA_EXTENSION = '.json';

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'type_changed' | 'other';

export interface FileChange {
  status: ChangeStatus;
  path: string;
  /** The old path of a rename or copy. */
  from?: string;
}

/** One upload: a document and its metadata sharing a base name in uploads/. */
export interface UploadPair {
  /** The base name, e.g. `order-2019` for `uploads/order-2019.pdf` + `uploads/order-2019.json`. */
  name: string;
  /** Repository-relative path of the document, or null when missing. */
  file: string | null;
  metadata: string | null;
  /** What keeps this upload from being analysed or accepted as sent (missing pair, unsupported file…). */
  problems: Problem[];
  /** sha256 of the metadata file's bytes; filled once the blobs are read (null: no metadata file). */
  metadata_sha256?: string | null;
}

export interface BranchFacts {
  branch: string;
  base: string;
  /** The commit the branch pointed at when the facts were gathered; merges pin it. */
  head: string;
  base_head: string;
  merge_base: string | null;
  /** `Name <email>` of the head commit's author. */
  author: string | null;
  changes: FileChange[];
  uploads: UploadPair[];
  /** Changes that are not additions directly under uploads/: never merged automatically. */
  non_upload_changes: FileChange[];
  /** Problems about the branch as a whole. */
  problems: Problem[];
}

const STATUS: Record<string, ChangeStatus> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'type_changed',
};

/** Parses `git diff --name-status -z -M` output. */
export function parseNameStatus(raw: string): FileChange[] {
  const parts = raw.split('\0');
  const changes: FileChange[] = [];
  for (let i = 0; i < parts.length;) {
    const code = parts[i++];
    if (!code) continue;
    const status = STATUS[code[0]!] ?? 'other';
    if (status === 'renamed' || status === 'copied') {
      const from = parts[i++]!;
      changes.push({ status, path: parts[i++]!, from });
    } else {
      changes.push({ status, path: parts[i++]! });
    }
  }
  return changes;
}

/**
 * A dotfile under uploads/ (`.gitkeep` that keeps the empty folder in git, `.DS_Store`): part of the
 * repository's layout, never an upload.
 */
export function isUploadsPlaceholder(path: string): boolean {
  return path.startsWith(`${UPLOADS_DIR}/`) && (path.split('/').pop() ?? '').startsWith('.');
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** The path without its extension: `2019/order.pdf` → `2019/order` (a dot in a folder's name is no extension). */
function baseNameOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') + 1 ? path.slice(0, dot) : path;
}

const METADATA_FIELDS = 'title, date (YYYY-MM-DD), source and relevance (low, medium, high or critical)';

/**
 * Splits a branch's changes into upload pairs and everything else. Pure. Only files *added* directly
 * under uploads/ can form an upload; a change anywhere else (or a change to an existing file) is a
 * non-upload change and keeps the branch from being merged automatically.
 */
export function classifyChanges(changes: FileChange[]): { uploads: UploadPair[]; non_upload_changes: FileChange[] } {
  const prefix = `${UPLOADS_DIR}/`;
  const added = new Set(changes.filter((c) => c.status === 'added' && c.path.startsWith(prefix)));
  return {
    uploads: pairUploadFiles(
      [...added].map((c) => c.path),
      UPLOADS_DIR,
    ),
    non_upload_changes: changes.filter((c) => !added.has(c)),
  };
}

/**
 * Pairs the files under `dir` into uploads by base name: `NAME.pdf` (or .png, .jpg, .jpeg) with
 * `NAME.json`. Pure. In uploads/ a file in a sub-folder is a problem (`nested: false`); a bulk import's
 * folder may have sub-folders, and a pair is then a document and its metadata side by side in one of them
 * (`nested: true`, names such as `2019/order`). `dir` is empty when the paths are relative to the folder.
 */
export function pairUploadFiles(paths: string[], dir: string, options: { nested?: boolean } = {}): UploadPair[] {
  const groups = new Map<string, { documents: string[]; metadata: string[]; other: string[]; nested: string[] }>();
  const prefix = dir ? `${dir}/` : '';
  for (const path of paths) {
    const rest = path.slice(prefix.length);
    const name = baseNameOf(rest);
    const group = groups.get(name) ?? { documents: [], metadata: [], other: [], nested: [] };
    groups.set(name, group);
    const ext = extensionOf(rest.slice(rest.lastIndexOf('/') + 1));
    if (rest.includes('/') && !options.nested) group.nested.push(path);
    else if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) group.documents.push(path);
    else if (ext === METADATA_EXTENSION) group.metadata.push(path);
    else group.other.push(path);
  }
  const uploads: UploadPair[] = [];
  for (const [name, g] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const problems: Problem[] = [];
    for (const path of g.nested) {
      problems.push(
        problem<IntakeCode>(
          'upload.nested',
          `${path} is inside a folder under uploads/.`,
          `Move it to ${prefix}${path.split('/').pop()}: uploads are read from the uploads/ folder itself, not from sub-folders.`,
        ),
      );
    }
    for (const path of g.other) {
      problems.push(
        problem<IntakeCode>(
          'upload.unsupported_type',
          `${path} is not a PDF, PNG, JPEG or JSON file.`,
          'Upload the document as .pdf, .png or .jpg, with its metadata in a .json file of the same name.',
        ),
      );
    }
    if (g.documents.length > 1) {
      problems.push(
        problem<IntakeCode>(
          'upload.ambiguous',
          `${g.documents.join(' and ')} share the name "${name}", so it is unclear which one the metadata describes.`,
          'Give each document its own name and its own metadata file.',
        ),
      );
    }
    const file = g.documents.length === 1 ? g.documents[0]! : null;
    const metadata = g.metadata[0] ?? null;
    if (file && !metadata) {
      problems.push(
        problem<IntakeCode>(
          'upload.metadata_missing',
          `${file} has no metadata file ${prefix}${name}.json.`,
          `Add ${prefix}${name}.json next to it in the same branch, with ${METADATA_FIELDS}.`,
        ),
      );
    }
    if (metadata && g.documents.length === 0) {
      problems.push(
        problem<IntakeCode>(
          'upload.file_missing',
          `${metadata} has no document next to it.`,
          `Add the document as ${prefix}${name}.pdf (or .png/.jpg), with the same name as the metadata file.`,
        ),
      );
    }
    uploads.push({ name, file, metadata, problems });
  }
  return uploads;
}

async function revParse(git: Git, ref: string): Promise<string | null> {
  return (await git.query(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])) || null;
}

/** The commit a local branch points at, or null when there is no such branch. */
export async function branchHead(git: Git, branch: string): Promise<string | null> {
  return revParse(git, `refs/heads/${branch}`);
}

/** The commit two share, or null when they share no history (git's exit 1). */
async function mergeBase(git: Git, a: string, b: string): Promise<string | null> {
  return (await git.query(['merge-base', a, b])) || null;
}

/** Gathers the facts of one branch against `base`. Throws when either branch does not exist. */
export async function gatherBranchFacts(git: Git, branch: string, base = 'main'): Promise<BranchFacts> {
  const head = await branchHead(git, branch);
  if (!head) throw new Error(`There is no branch "${branch}" in this repository.`);
  const baseHead = await branchHead(git, base);
  if (!baseHead) throw new Error(`There is no base branch "${base}" in this repository.`);
  const mb = await mergeBase(git, baseHead, head);
  const problems: Problem[] = [];
  let changes: FileChange[] = [];
  if (!mb) {
    problems.push(
      problem<IntakeCode>(
        'branch.unrelated',
        `Branch "${branch}" shares no history with ${base}.`,
        `Start the branch from ${base} (git switch -c NAME ${base}) and add the upload there.`,
      ),
    );
  } else {
    changes = parseNameStatus(await git.text(['diff', '--name-status', '-z', '-M', mb, head]));
  }
  const author = (await git.text(['log', '-1', '--format=%an <%ae>', head])).trim() || null;
  const { uploads, non_upload_changes } = classifyChanges(changes);
  return {
    branch,
    base,
    head,
    base_head: baseHead,
    merge_base: mb,
    author,
    changes,
    uploads,
    non_upload_changes,
    problems,
  };
}

/** Local branches other than `base` whose changes since the merge base touch uploads/, sorted by name. */
export async function listUploadBranches(git: Git, base = 'main'): Promise<string[]> {
  const refs = (await git.text(['for-each-ref', '--format=%(refname:short)', 'refs/heads']))
    .split('\n')
    .filter(Boolean);
  const baseHead = await branchHead(git, base);
  const out: string[] = [];
  for (const branch of refs.sort()) {
    // The discovery state's branch holds cursors, not uploads, and shares no history with the base.
    if (branch === base || branch === DISCOVERY_BRANCH || !baseHead) continue;
    const head = await branchHead(git, branch);
    if (!head) continue;
    const mb = await mergeBase(git, baseHead, head);
    const touched = mb
      ? (await git.text(['diff', '--name-only', '-z', mb, head, '--', `${UPLOADS_DIR}/`])).length > 0
      : true;
    if (touched) out.push(branch);
  }
  return out;
}

/**
 * A file's bytes at a commit (`git show sha:path`), read from the object store; a file committed as a
 * Git LFS pointer is read from the local LFS store (the pointer itself when the content is not there).
 */
export async function readBlob(git: Git, commit: string, path: string): Promise<Uint8Array> {
  let buffer = await git.bytes(['show', `${commit}:${path}`]);
  if (parseLfsPointer(buffer))
    buffer = (await resolveBlob((await git.text(['rev-parse', '--show-toplevel'])).trim(), buffer)).bytes;
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
