/**
 * Filling an index file's kept lists in a worker thread (term-list-worker.ts), so the server's event loop
 * only answers requests and stores what the worker read: at 30,000 documents the worker reads some 5,000
 * lists, 24 million rows, in about 20 s of one core, and the server stores each batch in a few
 * milliseconds. The worker sends one batch at a time, when asked, so lists never pile up in memory.
 */
import { Worker } from 'node:worker_threads';
import { workerFile } from '../../../actions/lib/core/worker-file.js';
import type { FillBatch } from './fill-term-lists.js';
import { Bm25Mismatch } from './term-list-reader.js';

export interface WorkerRequest {
  path: string;
  listedFromRows: number;
  /** Milliseconds of reading a batch holds. */
  batchMs: number;
}

export interface PlanSummary {
  terms: number;
  found: number;
}

export type WorkerMessage =
  { plan: PlanSummary } | { batch: FillBatch } | { done: true } | { error: string; mismatch: boolean };

export interface FillHandlers {
  plan(plan: PlanSummary): void;
  /** Stores a batch; false when the index changed since the fill began (the fill then stops). */
  batch(batch: FillBatch): boolean;
}

export interface FillJob {
  /** True once every list is stored, false when stopped; rejects when the worker failed. */
  done: Promise<boolean>;
  stop(): void;
}

/** Batches of about 100 ms of reading: some 40 lists of common words, stored in a few milliseconds. */
const BATCH_MS = 100;

export function fillInWorker(path: string, listedFromRows: number, handlers: FillHandlers): FillJob {
  const request: WorkerRequest = { path, listedFromRows, batchMs: BATCH_MS };
  const worker = new Worker(workerFile(import.meta.url, 'term-list-worker.js'), { workerData: request });
  let stopped = false;
  const done = new Promise<boolean>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (stopped) return;
      if ('error' in message)
        reject(message.mismatch ? new Bm25Mismatch(message.error) : new Error(`search lists worker: ${message.error}`));
      else if ('done' in message) resolve(true);
      else if ('plan' in message) {
        handlers.plan(message.plan);
        worker.postMessage('next');
      } else if (handlers.batch(message.batch)) worker.postMessage('next');
      else {
        stopped = true;
        resolve(false);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      stopped ? resolve(false) : reject(new Error(`search lists worker exited with ${code}`)),
    );
  }).finally(() => void worker.terminate());
  return {
    done,
    stop() {
      stopped = true;
      void worker.terminate();
    },
  };
}
