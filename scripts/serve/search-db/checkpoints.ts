/**
 * Checkpoints of an index file's write-ahead log, in a worker thread (checkpoint-worker.ts). SQLite
 * checkpoints by default in the connection that commits, once the log passes 1,000 pages: at 30,000
 * documents a commit of one document writes some 6 MB (FTS5's segments, the chunks of the kept lists it
 * touches), and the checkpoint that followed it — copying those pages into the database file and syncing
 * it — held the server's thread for 200–500 ms. The writing connection now never checkpoints; after each
 * write the worker does, while the server answers. Requests made while one runs are folded into one more.
 */
import { Worker } from 'node:worker_threads';
import { workerFile } from '../../../actions/lib/core/worker-file.js';

export class Checkpoints {
  private worker: Worker | null = null;
  private running = false;
  private again = false;
  /** Resolved when no checkpoint runs or waits. */
  private waiting: (() => void)[] = [];

  constructor(
    private readonly path: string,
    private readonly log?: (line: string) => void,
  ) {}

  /** Asks for a checkpoint once the one under way, if any, has ended. */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.start().postMessage('checkpoint');
  }

  /** Settles once every checkpoint asked for so far has run. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): void {
    void this.worker?.terminate();
    this.worker = null;
    this.ended();
  }

  private ended(): void {
    this.running = false;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerFile(import.meta.url, 'checkpoint-worker.js'), { workerData: this.path });
    // The checkpoints never keep the process alive: the last connection to close checkpoints anyway.
    worker.unref();
    worker.on('message', (message: { done?: true; error?: string }) => {
      if (message.error) this.log?.(`index checkpoint: ${message.error}`);
      if (this.again) {
        this.again = false;
        this.running = false;
        this.request();
      } else this.ended();
    });
    worker.on('error', (err) => {
      this.log?.(`index checkpoint: ${err.message}`);
      this.worker = null;
      this.again = false;
      this.ended();
    });
    this.worker = worker;
    return worker;
  }
}
