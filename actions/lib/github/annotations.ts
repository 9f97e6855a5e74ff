/**
 * Check-run annotations that point at the metadata field at fault: the line of the field's key in the
 * contributor's JSON file (or line 1 when the field is missing or the file does not parse).
 */
import type { Problem } from '../core/problem.js';
import type { CheckAnnotation } from '../forge/forge.js';
import { ANNOTATION_MESSAGE_LIMIT, ANNOTATION_TITLE_LIMIT, plainText } from './escape.js';

/**
 * The 1-based line of a top-level key in a JSON text (`field` is a JSON pointer without the leading
 * slash; nested pointers resolve to their top-level key). Scans tokens, so keys inside strings or nested
 * objects never match.
 */
export function lineOfField(jsonText: string, field: string): number {
  const key = field.split('/')[0]!.replace(/~1/g, '/').replace(/~0/g, '~');
  let depth = 0;
  let line = 1;
  for (let i = 0; i < jsonText.length; i++) {
    const ch = jsonText[i]!;
    if (ch === '\n') line++;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
    else if (ch === '"') {
      const start = i;
      let value = '';
      for (i++; i < jsonText.length && jsonText[i] !== '"'; i++) {
        if (jsonText[i] === '\\') i++;
        if (jsonText[i] === '\n') line++;
      }
      try {
        value = JSON.parse(jsonText.slice(start, i + 1)) as string;
      } catch {
        value = '';
      }
      const after = jsonText.slice(i + 1).match(/^\s*:/);
      if (depth === 1 && after && value === key) return line;
    }
  }
  return 1;
}

export interface AnnotatedFile {
  /** Repository path of the file the problems belong to. */
  path: string;
  problems: Problem[];
  /** The file's text when it is JSON metadata, to place annotations on the field's line. */
  json_text?: string;
}

export function annotationsFor(files: AnnotatedFile[]): CheckAnnotation[] {
  const out: CheckAnnotation[] = [];
  for (const f of files) {
    for (const p of f.problems) {
      const line = p.field && f.json_text !== undefined ? lineOfField(f.json_text, p.field) : 1;
      out.push({
        path: f.path,
        start_line: line,
        end_line: line,
        annotation_level: p.severity === 'error' ? 'failure' : 'warning',
        title: plainText(p.field ? `${p.field}: ${p.code}` : p.code, ANNOTATION_TITLE_LIMIT),
        message: plainText(`${p.message} How to fix: ${p.hint}`, ANNOTATION_MESSAGE_LIMIT),
      });
    }
  }
  return out;
}
