/**
 * Reading an upload's file: validation's inspection (stage 2) and its text (stage 3, OCR where needed).
 * This is where hostile bytes are parsed, so it has two readers with one shape: in this process
 * (`readInProcess`, for trusted files and the tests' speed) and in a process of its own under a time and
 * memory limit (`boundedReader` in bounded.ts, for contributors' files).
 */
import type { ExtractedText, FileFacts } from '../archive/records.js';
import type { DirhubConfig } from '../core/config.js';
import type { Problem } from '../core/problem.js';
import type { ContentCache } from './processing/cache.js';
import type { OcrEngine } from './processing/ocr.js';
import { extractDocumentText } from './processing/process.js';
import { inspectFile } from './validation/inspect.js';

export interface FileReading {
  facts: FileFacts;
  /** What inspection found (blocking ones stop the upload before its text is read). */
  problems: Problem[];
  /** The file's text; asked for only when the upload goes on to processing. */
  text: () => Promise<ExtractedText>;
}

export interface ReadContext {
  config: DirhubConfig;
  cache: ContentCache | null;
  ocrEngine?: OcrEngine;
  onProgress?: (message: string) => void;
}

/** Reads a file; a Problem when reading it went past a limit (the upload is then invalid). */
export type FileReader = (
  upload: { name: string; file: Uint8Array },
  ctx: ReadContext,
) => Promise<FileReading | Problem>;

export const readInProcess: FileReader = async (upload, ctx) => {
  const { facts, problems } = await inspectFile(upload.file, upload.name, ctx.config);
  return {
    facts,
    problems,
    text: () =>
      extractDocumentText(upload.file, facts, ctx.config, {
        ...(ctx.cache ? { cache: ctx.cache } : {}),
        ...(ctx.ocrEngine ? { engine: ctx.ocrEngine } : {}),
        ...(ctx.onProgress ? { onProgress: ctx.onProgress } : {}),
      }),
  };
};
