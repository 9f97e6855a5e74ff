/**
 * Escaping for everything the bot writes on GitHub. Inline contributor text goes through the report's
 * `escapeMarkdown` / `codeSpan` (one definition for the whole project); this module adds GitHub's own
 * limits: comment length, label names, check-run annotation fields.
 */
import { codeSpan, escapeMarkdown, truncate } from '../report/escape.js';

export { codeSpan, escapeMarkdown, truncate };

/** GitHub refuses issue comments and check-run summaries longer than this. */
export const GITHUB_BODY_LIMIT = 65_536;
export const LABEL_NAME_LIMIT = 50;
/** Annotation `title` and `message` are plain text (no markdown), capped by GitHub. */
export const ANNOTATION_TITLE_LIMIT = 255;
export const ANNOTATION_MESSAGE_LIMIT = 64 * 1024;

/** Keeps a markdown body under GitHub's limit, cutting at a line break and saying that it did. */
export function fitBody(body: string, limit = GITHUB_BODY_LIMIT): string {
  if (body.length <= limit) return body;
  const note = '\n\n_…the rest of this report is longer than GitHub allows in one comment; see the job summary._\n';
  const cut = body.lastIndexOf('\n', limit - note.length);
  return body.slice(0, cut > 0 ? cut : limit - note.length) + note;
}

/** Plain text for annotations and log lines: one line, no control characters, bounded. */
export function plainText(text: string, max: number): string {
  return truncate(text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').replace(/\r?\n|\r/g, ' '), max);
}
