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

export type WriteMessage = { applied: Applied } | { error: string };

interface Pending {
  resolve(applied: Applied | null): void;
  reject(err: Error): void;
}

export class IndexWriteThread {
  private worker: Worker | null = null;
  private pending: Pending | null = null;
  private closed = false;

  constructor(private readonly path: string) {}

  /**
   * Writes a change in one transaction; resolves with what it touched once it is committed, or with null
   * when the thread was closed before it answered (the change is then either committed whole or not at all:
   * an unfinished transaction rolls back as the thread's connection closes). Rejects when the write failed.
   */
  write(change: IndexChange): Promise<Applied | null> {
    if (this.closed) return Promise.resolve(null);
    if (this.pending) throw new Error('IndexWriteThread: a change is being written already');
    const worker = this.start();
    worker.ref();
    return new Promise<Applied | null>((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.postMessage(change);
    });
  }

  /** Ends the thread; a write under way settles (null) once the thread has exited and its connection closed. */
  close(): void {
    this.closed = true;
    if (!this.worker) return;
    void this.worker.terminate();
  }

  private settle(settle: (pending: Pending) => void): void {
    const pending = this.pending;
    this.pending = null;
    this.worker?.unref();
    if (pending) settle(pending);
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerFile(import.meta.url, 'index-write-worker.js'), { workerData: this.path });
    worker.on('message', (message: WriteMessage) =>
      this.settle((pending) =>
        'applied' in message
          ? pending.resolve(message.applied)
          : pending.reject(new Error(`search index: the change was not written (${message.error})`)),
      ),
    );
    worker.on('error', (err) => {
      this.worker = null;
      this.settle((pending) => pending.reject(new Error(`search index writer: ${err.message}`)));
    });
    worker.on('exit', (code) => {
      this.worker = null;
      this.settle((pending) =>
        this.closed ? pending.resolve(null) : pending.reject(new Error(`search index writer exited with ${code}`)),
      );
    });
    this.worker = worker;
    return worker;
  }
}
