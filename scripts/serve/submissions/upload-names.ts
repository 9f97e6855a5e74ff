/**
 * The name an upload is stored under in uploads/. The file's own name (made safe) when it is free; when
 * the base already holds a file of that name under uploads/, or an upload still waiting took it, the name
 * gets the upload id's first eight hex digits (`order-3f9a1c2b.pdf`), so every upload branch only ever
 * adds files, whatever the others hold.
 */
import { UPLOADS_DIR } from '../../../actions/lib/archive/layout.js';
import { gitText } from '../../../actions/lib/core/git.js';

function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The stems taken: files under uploads/ at `base`, and the names given (uploads still waiting). */
export async function takenUploadNames(root: string, base: string, waiting: string[]): Promise<Set<string>> {
  const listed = await gitText(root, ['ls-tree', '--name-only', base, '--', `${UPLOADS_DIR}/`]);
  const onBase = listed
    .split('\n')
    .filter(Boolean)
    .map((path) => path.slice(UPLOADS_DIR.length + 1));
  return new Set([...onBase, ...waiting].filter(Boolean).map(stemOf));
}

/** `name`, or `name` with the upload's own mark when its stem is taken. Pure. */
export function uniqueUploadName(name: string, uploadId: string, taken: Set<string>): string {
  const stem = stemOf(name);
  if (!taken.has(stem)) return name;
  return `${stem}-${uploadId.replace(/^up_/, '').slice(0, 8)}${name.slice(stem.length)}`;
}
