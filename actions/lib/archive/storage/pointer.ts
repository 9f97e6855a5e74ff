/**
 * Git LFS pointer files (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md): what git holds in
 * place of an original stored in LFS. The pointer names the content by its sha256, the same hash an
 * archive record keeps in `file.sha256`, so a pointer can be checked against its record without the
 * content. Pure.
 */
const VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';
/** git-lfs never writes a pointer larger than this; anything bigger is content. */
export const MAX_POINTER_BYTES = 1024;

export interface LfsPointer {
  /** The sha256 of the content, lower-case hex. */
  oid: string;
  /** The content's size in bytes. */
  size: number;
}

/**
 * Reads a pointer file, or null when the bytes are not one (any file that is not byte for byte a
 * version-1 pointer with a sha256 oid and a size is content).
 */
export function parseLfsPointer(bytes: Uint8Array | string): LfsPointer | null {
  if (bytes.length > MAX_POINTER_BYTES || bytes.length < VERSION_LINE.length) return null;
  const text = typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString('latin1');
  if (!text.startsWith(`${VERSION_LINE}\n`) || !text.endsWith('\n')) return null;
  let oid: string | null = null;
  let size: number | null = null;
  for (const line of text.slice(VERSION_LINE.length + 1, -1).split('\n')) {
    const m = /^([a-z0-9.-]+) (.+)$/.exec(line);
    if (!m) return null;
    if (m[1] === 'oid') oid = /^sha256:([0-9a-f]{64})$/.exec(m[2]!)?.[1] ?? null;
    else if (m[1] === 'size') size = /^(0|[1-9][0-9]{0,15})$/.test(m[2]!) ? Number(m[2]) : null;
    if ((m[1] === 'oid' && !oid) || (m[1] === 'size' && size === null)) return null;
  }
  return oid && size !== null ? { oid, size } : null;
}

/** The pointer git-lfs writes for content with this sha256 and size. */
export function formatLfsPointer(pointer: LfsPointer): string {
  return `${VERSION_LINE}\noid sha256:${pointer.oid}\nsize ${pointer.size}\n`;
}

/** Where git-lfs keeps an object in a local store: `<store>/ab/cd/abcd…`. */
export function lfsObjectRelativePath(oid: string): string {
  return `${oid.slice(0, 2)}/${oid.slice(2, 4)}/${oid}`;
}
