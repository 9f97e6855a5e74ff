/**
 * The `.gitattributes` lines that decide how git stores the archive's originals. They are the one place
 * a repository says which storage backend it uses: with them, `git add` hands every original under
 * archive/documents/ to Git LFS; without them, originals are plain git objects. Pure.
 */
import { DOCUMENTS_DIR } from '../layout.js';

export const GITATTRIBUTES_FILE = '.gitattributes';

/** The extensions an archived original can have (layout.ts `archivedExtension`, lower-cased). */
export const ORIGINAL_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/** Glob patterns of the archive's originals, as git attributes and `git lfs migrate --include` read them. */
export const ORIGINAL_PATTERNS: readonly string[] = ORIGINAL_EXTENSIONS.map((ext) => `${DOCUMENTS_DIR}/**/*.${ext}`);

/** What `git lfs track` writes for each pattern. */
export const LFS_ATTRIBUTES: readonly string[] = ORIGINAL_PATTERNS.map(
  (p) => `${p} filter=lfs diff=lfs merge=lfs -text`,
);

/** Whether a path is an archived original by its name (any document folder, any original extension). */
export function isOriginalPath(path: string): boolean {
  if (!path.startsWith(`${DOCUMENTS_DIR}/`)) return false;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return (
    dot > 0 &&
    (ORIGINAL_EXTENSIONS as readonly string[]).includes(name.slice(dot + 1)) &&
    path.split('/').length === DOCUMENTS_DIR.split('/').length + 3
  );
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.trim());
}

/** Whether a `.gitattributes` text sends the archive's originals to Git LFS (its PDF line is there). */
export function tracksOriginalsInLfs(text: string): boolean {
  return lines(text).includes(LFS_ATTRIBUTES[0]!);
}

/** The text with `wanted` lines added at the end where missing; the same text when none are. */
export function withAttributes(text: string, wanted: readonly string[]): string {
  const have = new Set(lines(text));
  const missing = wanted.filter((l) => !have.has(l));
  if (!missing.length) return text;
  const head = text && !text.endsWith('\n') ? `${text}\n` : text;
  return `${head}${missing.join('\n')}\n`;
}

/** The text without `unwanted` lines. */
export function withoutAttributes(text: string, unwanted: readonly string[]): string {
  const drop = new Set(unwanted);
  return text
    .split('\n')
    .filter((l) => !drop.has(l.trim()))
    .join('\n');
}
