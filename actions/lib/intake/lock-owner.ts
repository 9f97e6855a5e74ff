/**
 * Who holds the intake's lock. proper-lockfile knows a lock by its folder's time, refreshed while the
 * holder lives, so a lock left by a process that was killed clears itself only once that time is 30 s
 * old. The holder also writes its process id and host beside the lock: a process that finds the lock
 * held by a process of the same host that no longer exists takes it at once (a server restarted after
 * a crash goes on deciding its uploads without waiting out the stale time).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

interface Owner {
  pid: number;
  host: string;
}

function ownerPath(lockfilePath: string): string {
  return `${lockfilePath}.owner`;
}

/** Notes this process as the lock's holder. */
export async function noteLockOwner(lockfilePath: string): Promise<void> {
  const owner: Owner = { pid: process.pid, host: hostname() };
  await writeFile(ownerPath(lockfilePath), `${JSON.stringify(owner)}\n`);
}

export async function forgetLockOwner(lockfilePath: string): Promise<void> {
  await rm(ownerPath(lockfilePath), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: a process of another user holds the id; it lives.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a lock whose noted holder, on this host, is gone. Returns the holder's id when it did; null
 * when the holder lives, is on another host, or is not known.
 */
export async function removeLockOfDeadOwner(lockfilePath: string): Promise<number | null> {
  let owner: Owner;
  try {
    owner = JSON.parse(await readFile(ownerPath(lockfilePath), 'utf8')) as Owner;
  } catch {
    return null;
  }
  if (typeof owner?.pid !== 'number' || owner.host !== hostname() || owner.pid === process.pid || alive(owner.pid))
    return null;
  await rm(lockfilePath, { recursive: true, force: true });
  await forgetLockOwner(lockfilePath);
  return owner.pid;
}
