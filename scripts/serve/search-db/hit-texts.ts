/**
 * A page of search results as the API shows it: each hit's document id, score, and highlighted title and
 * passage, cut from the text — its pages as search read them (without furniture), as the site cuts its
 * excerpts, or its text as written where the pages are not kept.
 */
import type Database from 'better-sqlite3';
import { highlighter } from './excerpt-html.js';
import type { SearchHit } from './search-db-types.js';
import type { RankedWindow } from './term-lists.js';

type Sql = (text: string) => Database.Statement;

export interface HitText {
  title: string;
  summary: string;
  /** The searchable pages joined by line breaks, else the text as written. */
  content: string;
}

/** The texts of `rowids`, by rowid. */
function hitTexts(sql: Sql, rowids: number[]): Map<number, HitText> {
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

/** The document id of each row. */
export function documentIds(sql: Sql, rowids: number[]): Map<number, string> {
  if (!rowids.length) return new Map();
  const list = rowids.map(() => '?').join(', ');
  return new Map(
    sql(`SELECT rowid, document_id FROM documents WHERE rowid IN (${list})`)
      .raw()
      .all(...rowids) as [number, string][],
  );
}

/** The page of results: ids, scores, highlighted title and passage; `query` says what to mark. */
export function searchHits(sql: Sql, ranked: RankedWindow, query: string): { total: number; hits: SearchHit[] } {
  if (!ranked.total) return { total: 0, hits: [] };
  const { best, rows } = ranked;
  if (!rows.length) return { total: ranked.total, hits: [] };
  const rowids = rows.map((r) => r.rowid);
  const ids = documentIds(sql, rowids);
  const byRow = hitTexts(sql, rowids);
  const marks = highlighter(query);
  return {
    total: ranked.total,
    hits: rows.map((r) => {
      const t = byRow.get(r.rowid);
      return {
        document_id: ids.get(r.rowid)!,
        score: best < 0 ? Math.min(1, Math.max(0, r.rank / best)) : 1,
        title_html: marks.title(t?.title ?? ''),
        snippet_html: marks.passage(t?.content ?? null, t?.summary ?? null),
      };
    }),
  };
}
