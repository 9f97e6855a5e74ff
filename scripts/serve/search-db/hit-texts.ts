/**
 * The texts a page of search results is shown from: each hit's title, summary and the text its passage is
 * cut from — its pages as search read them (without furniture), as the site cuts its excerpts, or its
 * text as written where the pages are not kept.
 */
import type Database from 'better-sqlite3';

export interface HitText {
  title: string;
  summary: string;
  /** The searchable pages joined by line breaks, else the text as written. */
  content: string;
}

/** The texts of `rowids`, by rowid. */
export function hitTexts(sql: (text: string) => Database.Statement, rowids: number[]): Map<number, HitText> {
  // The text as written is read only where the pages are not kept: it is as long, and unused beside them.
  const rows = sql(
    `SELECT rowid, title, summary, CASE WHEN pages_json IS NULL THEN content ELSE '' END AS content, pages_json
     FROM document_text WHERE rowid IN (${rowids.map(() => '?').join(', ')})`,
  ).all(...rowids) as { rowid: number; title: string; summary: string; content: string; pages_json: string | null }[];
  return new Map(
    rows.map((t) => [
      t.rowid,
      {
        title: t.title,
        summary: t.summary,
        content: t.pages_json ? (JSON.parse(t.pages_json) as string[]).join('\n') : t.content,
      },
    ]),
  );
}
