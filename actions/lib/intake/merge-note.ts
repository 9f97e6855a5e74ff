/**
 * A merge the intake began and has not seen through. Accepting a branch is two commits on the base —
 * the merge, then the archive commit that moves the uploads into archive/ — so between them the base
 * holds uploads/ files that are neither waiting nor archived. Before it merges, the intake writes a
 * note in the git folder (synced) with the base's head and the branch's; it removes the note once the
 * archive commit is made or the base is put back. So:
 *
 * - a branch for a new upload is made from `settledBase`: the base's head, or, while a note says a merge
 *   is under way, the head the base had before it — never a commit between the two steps, whose
 *   uploads/ files the new branch would carry (and, should the intake put the base back, the merge too);
 * - the next intake (`recoverUnfinishedMerge`, under the intake's lock) finds the note of a process that
 *   died between the steps and puts the base back where the merge found it: the branch is unmerged
 *   again and is decided anew.
 */
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ARCHIVE_DIR, UPLOADS_DIR } from '../archive/layout.js';
import type { Git } from '../core/git.js';

export const MERGE_NOTE_FILE = 'dirhub-intake-merge.json';

export interface MergeNote {
  base: string;
  /** The base's head before the merge: where it is put back. */
  base_head: string;
  branch: string;
  /** The branch's head that is merged. */
  head: string;
  at: string;
}

async function gitDirOf(git: Git, root: string): Promise<string> {
  return resolve(root, (await git.text(['rev-parse', '--git-common-dir'])).trim());
}

async function syncedWrite(path: string, text: string): Promise<void> {
  const file = await open(path, 'w', 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Writes the note (a temporary file synced, then renamed over it) before the merge. */
export async function writeMergeNote(git: Git, root: string, note: MergeNote): Promise<void> {
  const path = join(await gitDirOf(git, root), MERGE_NOTE_FILE);
  await syncedWrite(`${path}.${process.pid}.tmp`, `${JSON.stringify(note)}\n`);
  await rename(`${path}.${process.pid}.tmp`, path);
}

export async function readMergeNote(git: Git, root: string): Promise<MergeNote | null> {
  try {
    const note = JSON.parse(await readFile(join(await gitDirOf(git, root), MERGE_NOTE_FILE), 'utf8')) as MergeNote;
    return typeof note?.base_head === 'string' && typeof note.head === 'string' ? note : null;
  } catch (err) {
    // A note cut short is no note: nothing was merged before a note was whole (it is written first).
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || err instanceof SyntaxError) return null;
    throw err;
  }
}

export async function clearMergeNote(git: Git, root: string): Promise<void> {
  await rm(join(await gitDirOf(git, root), MERGE_NOTE_FILE), { force: true });
}

async function headOf(git: Git, base: string): Promise<string> {
  return (await git.text(['rev-parse', '--verify', `refs/heads/${base}^{commit}`])).trim();
}

/**
 * The commit of `base` a new branch may start from: its head, unless a merge is under way (then the head
 * it had before). The head is read before and after the note: a head read while a merge was under way
 * changes before the note goes, so two equal reads around a missing note are a settled head.
 */
export async function settledBase(git: Git, root: string, base: string): Promise<string> {
  for (;;) {
    const before = await headOf(git, base);
    const note = await readMergeNote(git, root);
    if (note && note.base === base) return note.base_head;
    if ((await headOf(git, base)) === before) return before;
  }
}

/** The commit's parents. */
async function parentsOf(git: Git, commit: string): Promise<string[]> {
  return (await git.text(['rev-list', '--parents', '-n', '1', commit])).trim().split(' ').slice(1);
}

/**
 * Puts back what a process that died in the middle of a merge left (call it holding the intake's lock,
 * with the base checked out). Returns what it found and did, for the log; null when there was nothing.
 */
export async function recoverUnfinishedMerge(git: Git, root: string, base: string): Promise<string | null> {
  const note = await readMergeNote(git, root);
  if (!note || note.base !== base) return null;
  // Only on the base checked out, as the merge was made: the intake refuses anything else anyway.
  const current = (await git.query(['symbolic-ref', '--quiet', '--short', 'HEAD'])) ?? '';
  if (current !== base) return null;
  const head = await headOf(git, base);
  const [first, second] = await parentsOf(git, head);
  let done: string;
  if (head === note.base_head || (first === note.base_head && second === note.head)) {
    // Not merged yet, or merged without its archive commit: the base goes back to where the merge found
    // it, and whatever the archiving had written in the work tree goes with it.
    await git.text(['reset', '--hard', '--quiet', note.base_head]);
    await git.text(['clean', '-fdq', '--', ARCHIVE_DIR, UPLOADS_DIR]);
    done =
      head === note.base_head
        ? `a merge of "${note.branch}" was begun and not made; the work tree is put back at ${note.base_head.slice(0, 12)}`
        : `"${note.branch}" was merged but never archived; ${base} is put back at ${note.base_head.slice(0, 12)} and the branch is decided again`;
  } else if (first && (await parentsOf(git, first)).join(' ') === `${note.base_head} ${note.head}`) {
    done = `the merge and archive of "${note.branch}" were both made; only the note was left`;
  } else {
    done = `a merge of "${note.branch}" was left unfinished, but ${base} has moved since; it is left as it is`;
  }
  await clearMergeNote(git, root);
  return done;
}
