/**
 * The process that reads one upload's file for `boundedReader` (bounded.ts): it is sent the bytes and
 * the config, inspects the file, says how many pages it has (the parent's time limit grows with them),
 * reads its text (OCR with its own engine), sends the reading back and exits. Whatever the file does to
 * this process, the parent survives it.
 */
import type { ExtractedText, FileFacts } from '../archive/records.js';
import type { DirhubConfig } from '../core/config.js';
import { isBlocking, type Problem } from '../core/problem.js';
import { ContentCache } from './processing/cache.js';
import { ocrLanguagesOf, type OcrEngine } from './processing/ocr.js';
import { createSharedOcrEngine } from './processing/process.js';
import { readInProcess } from './read-file.js';

export interface ReadRequest {
  name: string;
  file: Uint8Array;
  config: DirhubConfig;
  cache_dir: string | null;
}

export type ReadMessage =
  | { kind: 'progress'; message: string }
  | { kind: 'inspected'; pages: number | null }
  | { kind: 'done'; facts: FileFacts; problems: Problem[]; extracted: ExtractedText | null; peak_kib: number }
  | { kind: 'failed'; message: string; peak_kib: number };

/** This process's peak resident memory so far, in KiB (its worker threads, OCR's included). */
const peakKiB = () => process.resourceUsage().maxRSS;

const send = (m: ReadMessage) => new Promise<void>((resolve) => process.send!(m, () => resolve()));

export async function serveReadRequest(request: ReadRequest): Promise<void> {
  let engine: OcrEngine | undefined;
  try {
    const cache = request.cache_dir ? new ContentCache(request.cache_dir) : null;
    const started = () => (engine ??= createSharedOcrEngine(request.config, cache ?? undefined));
    const reading = await readInProcess(
      { name: request.name, file: request.file },
      {
        config: request.config,
        cache,
        // Started only if a page needs OCR: the engine's workers start on first use.
        ocrEngine: {
          languages: ocrLanguagesOf(request.config),
          recognize: (image, options) => started().recognize(image, options),
          readLines: (image, boxes, language) => started().readLines?.(image, boxes, language) ?? null,
          close: async () => {},
        },
        onProgress: (message) => void send({ kind: 'progress', message }),
      },
    );
    await send({ kind: 'inspected', pages: reading.facts.pages });
    const extracted = reading.problems.some(isBlocking) ? null : await reading.text();
    await send({ kind: 'done', facts: reading.facts, problems: reading.problems, extracted, peak_kib: peakKiB() });
  } catch (err) {
    await send({
      kind: 'failed',
      message: (err instanceof Error ? err.message : String(err)).split('\n')[0]!,
      peak_kib: peakKiB(),
    });
  } finally {
    await engine?.close();
  }
}

// Run as a child (fork with an IPC channel): take one request, answer, exit.
if (process.send && process.env.DIRHUB_READ_CHILD === '1') {
  process.once('message', (request: ReadRequest) => {
    void serveReadRequest(request).then(() => process.exit(0));
  });
}
