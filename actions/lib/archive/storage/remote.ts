/**
 * Remote addresses for the backup and restore commands. A local folder is turned into an absolute
 * `file://` URL: git-lfs serves such remotes itself, but not a relative path (its transfer agent runs
 * elsewhere), and a bundle file stays a path (git clones it directly).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether a remote is written as a URL (`https://…`, `file://…`, `ssh://…`) or scp-like (`git@host:path`). */
export function isRemoteUrl(remote: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(remote) || /^[^/\\:]+@[^/\\:]+:/.test(remote);
}

/** A remote as git and git-lfs both accept it from any folder. */
export function remoteUrl(remote: string): string {
  return isRemoteUrl(remote) ? remote : pathToFileURL(resolve(remote)).href;
}

/** Whether a source is a bundle file (`git bundle create`), rather than a repository. */
export function isBundleFile(source: string): boolean {
  if (isRemoteUrl(source)) return false;
  const path = resolve(source);
  return existsSync(path) && statSync(path).isFile();
}
