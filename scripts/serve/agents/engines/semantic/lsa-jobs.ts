/**
 * The latent semantic model's heavy work — learning it from every document, projecting many documents
 * onto it — run in a worker thread (`lsa-worker.ts`), so the server keeps answering meanwhile: at 30,000
 * documents learning takes minutes of CPU. Texts go to the worker in chunks, between which the server
 * answers requests; the model and the vectors come back as typed arrays moved between the threads.
 * Projecting one question stays on the server's thread (`project`, a fraction of a millisecond).
 */
import { Worker } from 'node:worker_threads';
// Lets the event loop turn between slices of a long job, so answers waiting behind it go first.
import { setImmediate as breathe } from 'node:timers/promises';
import { workerFile } from '../../../../../actions/lib/core/worker-file.js';
import type { LsaModel } from './lsa.js';

/** A model as it crosses between threads: its terms in row order instead of a Map. */
export interface WireModel {
  terms: string[];
  idf: Float64Array;
  k: number;
  termVectors: Float64Array;
}

export type JobRequest = { job: 'learn'; dimensions: number } | { job: 'project'; model: WireModel };
export type JobMessage =
  { log: string } | { error: string } | { model: WireModel; vectors: Float32Array } | { vectors: Float32Array };

/** Texts per message to the worker: each postMessage copies its chunk on the server's thread. */
const CHUNK = 500;

/** A job running in its worker; `stop` ends it (the server closing, or a newer commit). */
export interface Job<T> {
  result: Promise<T>;
  stop(): Promise<void>;
}

/**
 * Hands the texts to the worker a chunk at a time, the server answering requests in between. A function
 * of its own so that nothing outliving the handing over (the job's `stop`) keeps the texts alive.
 */
async function feed(worker: Worker, texts: string[], stopped: () => boolean): Promise<void> {
  for (let i = 0; i < texts.length && !stopped(); i += CHUNK) {
    worker.postMessage({ texts: texts.slice(i, i + CHUNK) });
    await breathe();
  }
  if (!stopped()) worker.postMessage({ end: true });
}

function run<T>(request: JobRequest, texts: string[], log?: (line: string) => void): Job<T> {
  const worker = new Worker(workerFile(import.meta.url, 'lsa-worker.js'), { workerData: request });
  let stopped = false;
  const result = new Promise<T>((resolve, reject) => {
    worker.on('message', (message: JobMessage) => {
      if ('log' in message) log?.(message.log);
      else if ('error' in message) reject(new Error(`semantic model worker: ${message.error}`));
      else resolve(message as T);
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      reject(new Error(stopped ? 'semantic model worker stopped' : `semantic model worker exited with ${code}`)),
    );
  }).finally(() => void worker.terminate());
  void feed(worker, texts, () => stopped);
  return {
    result,
    async stop() {
      stopped = true;
      await worker.terminate();
    },
  };
}

export function toWire(model: LsaModel): WireModel {
  return { terms: [...model.vocabulary.keys()], idf: model.idf, k: model.k, termVectors: model.termVectors };
}

export function fromWire(wire: WireModel): LsaModel {
  return {
    vocabulary: new Map(wire.terms.map((t, i) => [t, i])),
    idf: wire.idf,
    k: wire.k,
    termVectors: wire.termVectors,
  };
}

/** Learns the model from the texts and projects each of them: `vectors` holds one row of `model.k` per text. */
export function learnInWorker(
  texts: string[],
  dimensions: number,
  log?: (line: string) => void,
): Job<{ model: LsaModel; vectors: Float32Array }> {
  const job = run<{ model: WireModel; vectors: Float32Array }>({ job: 'learn', dimensions }, texts, log);
  return { stop: job.stop, result: job.result.then((r) => ({ model: fromWire(r.model), vectors: r.vectors })) };
}

/** The texts projected onto a model already learned (its arrays are copied to the worker, not moved). */
export function projectInWorker(model: LsaModel, texts: string[]): Job<Float32Array> {
  const job = run<{ vectors: Float32Array }>({ job: 'project', model: toWire(model) }, texts);
  return { stop: job.stop, result: job.result.then((r) => r.vectors) };
}
