/**
 * The worker thread that checkpoints the index file's write-ahead log (copies the pages written since into
 * the database file, and syncs it), through a connection of its own, whenever the server asks. Started by
 * `checkpoints.ts`; nothing else imports it.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort!;
const db = new Database(workerData as string, { fileMustExist: true });
// This connection only checkpoints: it never writes, so it never checkpoints of its own accord either.
db.pragma('wal_autocheckpoint = 0');

port.on('message', () => {
  try {
    // PASSIVE: copies what no reader still needs, waits for no one, and lets the next write start the log anew.
    db.pragma('wal_checkpoint(PASSIVE)');
    port.postMessage({ done: true });
  } catch (err) {
    port.postMessage({ error: (err as Error).message });
  }
});
