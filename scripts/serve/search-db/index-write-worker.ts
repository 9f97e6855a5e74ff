/**
 * The worker thread that writes an index file's changes (index-writer.ts) through a connection of its own,
 * one at a time as the server sends them, and answers each with what it touched once committed, or why it
 * was rolled back. Started by index-write-thread.ts; nothing else imports it.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { IndexWriter, type Applied } from './index-writer.js';
import type { IndexChange } from './indexed-document.js';
import type { WriteMessage } from './index-write-thread.js';

const port = parentPort!;
const db = new Database(workerData as string, { fileMustExist: true });
// As the server's own connection to the file: its log is checkpointed by checkpoints.ts, never here.
db.pragma('synchronous = NORMAL');
db.pragma('wal_autocheckpoint = 0');
const writer = new IndexWriter(db);
const send = (message: WriteMessage) => port.postMessage(message);

port.on('message', (change: IndexChange) => {
  let applied: Applied;
  try {
    applied = writer.write(change);
  } catch (err) {
    // Rolled back (index-writer.ts): the index is as it was.
    send({ refused: (err as Error).message });
    return;
  }
  // Committed: an answer that cannot be sent is the thread's failure, whose outcome the server treats as unknown.
  send({ applied });
});
