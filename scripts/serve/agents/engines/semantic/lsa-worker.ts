/**
 * The worker thread that learns the archive's latent semantic model, and projects documents onto a
 * model already learned, away from the server's event loop. It receives its texts in chunks (so the
 * server never copies them all at once) and answers with typed arrays moved, not copied, back.
 * Started by `lsa-jobs.ts`; nothing else imports it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { project, trainLsa, type LsaModel } from './lsa.js';
import { fromWire, toWire, type JobMessage, type JobRequest } from './lsa-jobs.js';

/** Every text's vector, one row of k after another. */
function projectAll(model: LsaModel, texts: string[]): Float32Array {
  const vectors = new Float32Array(texts.length * model.k);
  texts.forEach((t, i) => vectors.set(project(model, t), i * model.k));
  return vectors;
}

const port = parentPort!;
const request = workerData as JobRequest;
const texts: string[] = [];
const send = (message: JobMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: { texts?: string[]; end?: true }) => {
  if (message.texts) texts.push(...message.texts);
  if (!message.end) return;
  void (async () => {
    if (request.job === 'learn') {
      const model = await trainLsa(texts, request.dimensions, (line) => send({ log: line }));
      const vectors = projectAll(model, texts);
      send({ model: toWire(model), vectors }, [
        model.idf.buffer as ArrayBuffer,
        model.termVectors.buffer as ArrayBuffer,
        vectors.buffer as ArrayBuffer,
      ]);
    } else {
      const vectors = projectAll(fromWire(request.model), texts);
      send({ vectors }, [vectors.buffer as ArrayBuffer]);
    }
  })().catch((err: unknown) => send({ error: (err as Error).stack ?? String(err) }));
});
