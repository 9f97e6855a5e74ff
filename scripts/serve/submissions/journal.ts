/**
 * The server's own notes on what it submitted, kept in the repository's git folder (never in the work
 * tree, never committed): when each upload or change was submitted, by whom, on which branch and
 * commit, when its analysis finished, and what kept the intake from deciding it. The decisions log
 * stays the record of decisions; the journal only fills in the times before one.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Problem } from '../../../actions/lib/core/problem.js';
import type { ChangeKind } from '../schemas.js';

export type JournalEntry =
  | {
      event: 'submitted';
      upload_id: string;
      kind: ChangeKind;
      branch: string;
      head: string;
      document_id: string | null;
      title: string | null;
      by: string | null;
      at: string;
    }
  | { event: 'analysed'; upload_id: string; at: string }
  | { event: 'stalled'; upload_id: string; at: string; reason: Problem };

export class Journal {
  private entries: JournalEntry[] | null = null;

  constructor(readonly path: string) {}

  async all(): Promise<JournalEntry[]> {
    if (this.entries) return this.entries;
    let raw = '';
    try {
      raw = await readFile(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const entries: JournalEntry[] = [];
    for (const line of raw.split('\n')) {
      if (!line.trim()) continue;
      try {
        const e = JSON.parse(line) as JournalEntry;
        if (typeof e?.upload_id === 'string' && typeof e.event === 'string') entries.push(e);
      } catch {
        // A line cut short by a crash: the rest of the journal still reads.
      }
    }
    this.entries = entries;
    return entries;
  }

  async add(entry: JournalEntry): Promise<void> {
    const entries = await this.all();
    await mkdir(dirname(this.path), { recursive: true });
    await appendFile(this.path, `${JSON.stringify(entry)}\n`);
    entries.push(entry);
  }

  async of(uploadId: string): Promise<JournalEntry[]> {
    return (await this.all()).filter((e) => e.upload_id === uploadId);
  }
}
