/**
 * Reading an upload's file: validation's inspection (stage 2) and its text (stage 3, OCR where needed).
 * This is where hostile bytes are parsed, so it has two readers with one shape: in this process
 * (`readInProcess`, for trusted files and the tests' speed) and in a process of its own under a time and
 * memory limit (`boundedReader` in bounded.ts, for contributors' files).
 */
import type { ExtractedText, FileFacts } from '../archive/records.js';
import type { DirhubConfig } from '../core/config.js';
import { problem, type Problem } from '../core/problem.js';
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

/**
 * Reading a file failed for a reason that is no limit (a parser's exception, a reading process that
 * died): the upload is invalid, with `message` saying what went wrong and one hint saying what to do.
 */
export function readingFailed(message: string): Problem {
  return problem(
    'upload.analysis_failed',
    message,
    'The file may be damaged or built in a way dirhub cannot read: open it and save or print it as a new PDF, then send that. If the file opens normally, a maintainer can answer /dirhub rerun, and report this message if it happens again.',
  );
}

/** Reads a file; a Problem when reading it went past a limit or failed (the upload is then invalid). */
export type FileReader = (
  upload: { name: string; file: Uint8Array },
  ctx: ReadContext,
) => Promise<FileReading | Problem>;

/** In this process: never a Problem; an exception goes to the caller (analyzeUpload makes it the upload's decision). */
export const readInProcess = async (
  upload: { name: string; file: Uint8Array },
  ctx: ReadContext,
): Promise<FileReading> => {
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
