/**
 * One bot comment per pull request, found again by a hidden marker and updated in place. A comment is
 * only the bot's if the bot wrote it: anyone can paste the marker into their own comment, and such a
 * comment is ignored (never edited, never read as state).
 */
import type { IssueComment } from '../forge/forge.js';
import { fitBody } from './escape.js';

export const STICKY_MARKER = '<!-- dirhub:intake -->';

export type StickyAction =
  | { kind: 'create'; body: string }
  | { kind: 'update'; comment_id: number; body: string }
  | { kind: 'none'; comment_id: number };

/** The same login with or without GitHub's `[bot]` suffix. */
export function sameLogin(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\[bot\]$/, '');
  return norm(a) === norm(b) && a.toLowerCase().endsWith('[bot]') === b.toLowerCase().endsWith('[bot]');
}

export function isTrustedBotComment(comment: IssueComment, botLogin: string): boolean {
  return sameLogin(comment.author, botLogin) && comment.body.includes(STICKY_MARKER);
}

/** The bot's own sticky comment, or undefined; forged copies by other users are skipped. */
export function findStickyComment(comments: IssueComment[], botLogin: string): IssueComment | undefined {
  return comments.find((c) => isTrustedBotComment(c, botLogin));
}

export function stickyBody(markdown: string): string {
  return fitBody(`${STICKY_MARKER}\n${markdown.trim()}\n`);
}

/** What to do so that the PR shows `markdown` in exactly one bot comment. */
export function planStickyComment(comments: IssueComment[], botLogin: string, markdown: string): StickyAction {
  const body = stickyBody(markdown);
  const existing = findStickyComment(comments, botLogin);
  if (!existing) return { kind: 'create', body };
  if (existing.body === body) return { kind: 'none', comment_id: existing.id };
  return { kind: 'update', comment_id: existing.id, body };
}

/** Every note about where the uploads went starts so (`Archived`, or `Not archived` when none was). */
const NOTE_HEADING = '#### 📦 ';
export const ARCHIVED_HEADING = `${NOTE_HEADING}Archived`;
export const NOT_ARCHIVED_HEADING = `${NOTE_HEADING}Not archived`;

/** The bot's comment with a note about where the uploads went appended (replacing an earlier note). */
export function withArchivedNote(existing: IssueComment | undefined, note: string, heading = ARCHIVED_HEADING): string {
  const previous = existing ? existing.body.replace(STICKY_MARKER, '').trim() : '';
  const cut = previous.indexOf(NOTE_HEADING);
  const base = cut >= 0 ? previous.slice(0, cut).trim() : previous;
  return `${base ? `${base}\n\n` : ''}${heading}\n\n${note.trim()}`;
}
