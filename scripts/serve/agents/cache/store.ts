/**
 * The agent API's own SQLite file (better-sqlite3): the third cache level (the result database, answers
 * kept 7 days) and the external engines' request counts (so a restart does not reset a quota). Derived
 * and local: deleting it costs cached answers and forgets the quotas' counts, nothing else.
 */
import Database from 'better-sqlite3';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, stored_at INTEGER NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS results_by_age ON results (stored_at);
CREATE TABLE IF NOT EXISTS web_usage (engine TEXT NOT NULL, period TEXT NOT NULL, requests INTEGER NOT NULL,
  PRIMARY KEY (engine, period)) WITHOUT ROWID;
`;

export class AgentStore {
  readonly db: Database.Database;

  constructor(path: string) {
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
  }

  close(): void {
    this.db.close();
  }

  getResult(key: string): { stored_at: number; body: string } | null {
    return (
      (this.db.prepare('SELECT stored_at, body FROM results WHERE key = ?').get(key) as
        { stored_at: number; body: string } | undefined) ?? null
    );
  }

  putResult(key: string, storedAt: number, body: string): void {
    this.db.prepare('INSERT OR REPLACE INTO results (key, stored_at, body) VALUES (?, ?, ?)').run(key, storedAt, body);
  }

  /** Drops answers stored before `before` (ms since the epoch). */
  pruneResults(before: number): number {
    return this.db.prepare('DELETE FROM results WHERE stored_at < ?').run(before).changes;
  }

  /** Requests an engine made in a period (`2026-05-01` for a day, `2026-05` for a month). */
  usage(engine: string, period: string): number {
    const row = this.db
      .prepare('SELECT requests FROM web_usage WHERE engine = ? AND period = ?')
      .get(engine, period) as { requests: number } | undefined;
    return row?.requests ?? 0;
  }

  /**
   * Counts one request if the period's count is below `limit`, in one statement (two servers sharing the
   * file cannot both take the last one); false when the quota is spent.
   */
  take(engine: string, period: string, limit: number): boolean {
    return this.db
      .transaction(() => {
        const used = this.usage(engine, period);
        if (used >= limit) return false;
        this.db
          .prepare(
            `INSERT INTO web_usage (engine, period, requests) VALUES (?, ?, 1)
           ON CONFLICT (engine, period) DO UPDATE SET requests = requests + 1`,
          )
          .run(engine, period);
        return true;
      })
      .immediate();
  }
}
