/**
 * What a local pull request carries besides its commits: the bot's comments, its labels and the checks
 * published on its heads. Plain git has no place for them, so they live in the repository's git folder,
 * one JSON file per branch (`.git/dirhub/pull-requests/<branch>.json`, shared by every worktree): never
 * in the work tree, never in history, and kept when the branch is closed (deleted), as GitHub keeps a
 * closed pull request's conversation. A branch made again under the same name continues it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Check, IssueComment } from '../forge.js';

export interface StoredCheck extends Check {
  id: number;
}

export interface Conversation {
  branch: string;
  /** The next id of a comment or check; ids count up from 1 in each pull request. */
  next_id: number;
  comments: IssueComment[];
  labels: string[];
  checks: StoredCheck[];
}

export const CONVERSATIONS_DIR = join('dirhub', 'pull-requests');

/** Where a branch's conversation is kept inside `gitDir` (the repository's common git folder). */
export function conversationPath(gitDir: string, branch: string): string {
  // Branch names may hold slashes; one flat file per branch keeps `a/b` and `a` apart.
  return join(gitDir, CONVERSATIONS_DIR, `${encodeURIComponent(branch)}.json`);
}

export async function readConversation(gitDir: string, branch: string): Promise<Conversation> {
  const path = conversationPath(gitDir, branch);
  if (!existsSync(path)) return { branch, next_id: 1, comments: [], labels: [], checks: [] };
  return JSON.parse(await readFile(path, 'utf8')) as Conversation;
}

/** Reads, changes and writes back one branch's conversation; the file is replaced whole, never half-written. */
export async function updateConversation<T>(
  gitDir: string,
  branch: string,
  change: (c: Conversation) => T,
): Promise<T> {
  const conversation = await readConversation(gitDir, branch);
  const result = change(conversation);
  const path = conversationPath(gitDir, branch);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(conversation, null, 2) + '\n');
  await rename(temporary, path);
  return result;
}
