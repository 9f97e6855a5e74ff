/**
 * Every row of the documents table, read a page at a time with turns of the event loop between: a server
 * reads them on every commit it follows, and at 30,000 documents one read held the loop for about 90 ms.
 */
import { setImmediate as turn } from 'node:timers/promises';
import type Database from 'better-sqlite3';

/** Rows read between turns of the event loop: some milliseconds each. */
const PAGE = 2000;

/** Calls `take` with the values of `columns` of every row of the documents table, in rowid order. */
export async function eachIndexedRow(
  db: Database.Database,
  columns: string,
  take: (values: string[]) => void,
): Promise<void> {
  const page = db.prepare(`SELECT rowid, ${columns} FROM documents WHERE rowid > ? ORDER BY rowid LIMIT ?`).raw();
  for (let after = 0; ;) {
    const rows = page.all(after, PAGE) as [number, ...string[]][];
    for (const [, ...values] of rows) take(values);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]![0];
    await turn();
  }
}
