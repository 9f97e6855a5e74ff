/**
 * Writing an index file's changes in a worker thread (index-write-worker.ts), through a connection of its
 * own, so the server's event loop only answers requests meanwhile. Written on the server's thread, even in
 * slices with turns between them, a commit of 100 documents at 30,000 held answers behind its last steps:
 * the transaction's COMMIT (100–135 ms in one call) and the garbage its term counting left. The thread is
 * started by the first change and kept for the next ones; it keeps the process alive only while it writes.
 */
import { Worker } from 'node:worker_threads';
import { workerFile } from '../../../actions/lib/core/worker-file.js';
import type { Applied } from './index-writer.js';
import type { IndexChange } from './indexed-document.js';

/** The worker's answer: what a committed change touched, or why it was rolled back. */
export type WriteMessage = { applied: Applied } | { refused: string };

/**
 * A change that was not written as asked. `committed` says what is known of the index: false when the
 * transaction was rolled back (the index is as it was), null when the thread was lost before it answered
 * (it may have committed).
 */
export class IndexWriteError extends Error {
  constructor(
    message: string,
    readonly committed: false | null,
  ) {
    super(message);
  }
}

interface Pending {
  resolve(applied: Applied | null): void;
  reject(err: IndexWriteError): void;
}

export class IndexWriteThread {
  private worker: Worker | null = null;
  /** The write under way, by the worker writing it: events of a worker that was replaced settle nothing of another's. */
  private readonly pending = new Map<Worker, Pending>();
  private closed = false;

  constructor(private readonly path: string) {}

  /**
   * Writes a change in one transaction; resolves with what it touched once it is committed, or with null
   * when the thread was closed before it answered (the change is then either committed whole or not at all:
   * an unfinished transaction rolls back as the thread's connection closes). Rejects with an
   * IndexWriteError when the write failed.
   */
  write(change: IndexChange): Promise<Applied | null> {
    if (this.closed) return Promise.resolve(null);
    const worker = this.start();
    if (this.pending.has(worker)) throw new Error('IndexWriteThread: a change is being written already');
    // Posted before it is awaited: a change that cannot be sent leaves nothing pending.
    worker.postMessage(change);
    worker.ref();
    return new Promise<Applied | null>((resolve, reject) => this.pending.set(worker, { resolve, reject }));
  }

  /** Ends the thread; a write under way settles (null) once the thread has exited and its connection closed. */
  close(): void {
    this.closed = true;
    if (this.worker) void this.worker.terminate();
  }

  private settle(worker: Worker, settle: (pending: Pending) => void): void {
    const pending = this.pending.get(worker);
    this.pending.delete(worker);
    worker.unref();
    if (pending) settle(pending);
  }

  /** A worker that failed or exited is not used again; its write, if any, has an unknown outcome. */
  private lost(worker: Worker, why: string): void {
    if (this.worker === worker) this.worker = null;
    this.settle(worker, (pending) =>
      this.closed ? pending.resolve(null) : pending.reject(new IndexWriteError(`search index writer: ${why}`, null)),
    );
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerFile(import.meta.url, 'index-write-worker.js'), { workerData: this.path });
    worker.unref();
    worker.on('message', (message: WriteMessage) =>
      this.settle(worker, (pending) =>
        'applied' in message
          ? pending.resolve(message.applied)
          : pending.reject(new IndexWriteError(`search index: the change was not written (${message.refused})`, false)),
      ),
    );
    worker.on('error', (err: Error & { code?: string }) => {
      void worker.terminate();
      this.lost(worker, err.message || err.code || String(err));
    });
    worker.on('exit', (code) => this.lost(worker, `exited with ${code}`));
    this.worker = worker;
    return worker;
  }
}
