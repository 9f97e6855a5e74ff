/**
 * The worker thread that reads the kept lists of an index file's common terms (fill-term-lists.ts) away
 * from the server's event loop, through a read-only connection of its own. It plans, then answers each
 * `next` with a batch of lists (moved, not copied, back), which the server stores: the server's thread is
 * the index's only writer. Started by `term-list-jobs.ts`; nothing else imports it.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { IndexStats } from './bm25.js';
import { FTS_TABLE } from './columns.js';
import { planFill, readBatch } from './fill-term-lists.js';
import { Bm25Mismatch, TermListReader } from './term-list-reader.js';
import type { WorkerMessage, WorkerRequest } from './term-list-jobs.js';

const port = parentPort!;
const request = workerData as WorkerRequest;
const send = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const db = new Database(request.path, { readonly: true, fileMustExist: true });

try {
  // The plan and the numbers every list is read with, from one state of the index. The server stops this
  // worker as soon as it changes the index, and drops what comes from a state that is no longer current.
  const { plan, reader } = db.transaction(() => ({
    plan: planFill(db, request.listedFromRows),
    reader: new TermListReader(db, new IndexStats(db, FTS_TABLE)),
  }))();
  send({ plan: { found: plan.found, terms: plan.terms.length } });
  let next = 0;
  port.on('message', () => {
    try {
      if (next >= plan.terms.length) {
        db.close();
        send({ done: true });
        return;
      }
      const batch = db.transaction(() => readBatch(reader, plan, next, request.batchMs))();
      next += batch.terms.length;
      send(
        { batch },
        batch.lists.flatMap((list) => [list.rowids.buffer as ArrayBuffer, list.freqs.buffer as ArrayBuffer]),
      );
    } catch (err) {
      send({ error: (err as Error).message, mismatch: err instanceof Bm25Mismatch });
    }
  });
} catch (err) {
  send({ error: (err as Error).message, mismatch: err instanceof Bm25Mismatch });
}
