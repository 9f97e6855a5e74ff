import type { DirhubConfig } from '../../core/config.js';
import type { ExtractedText, FileFacts, PageText } from '../../archive/records.js';
import { problem } from '../../core/problem.js';
import { PIPELINE_VERSION } from '../../core/vocab.js';
import type { ContentCache } from './cache.js';
import { extractText, ocrCandidates } from './extract.js';
import { createOcrEngine, ocrImage, ocrLanguagesOf, ocrPages, ocrVersion, type OcrEngine } from './ocr.js';
import { PageTooComplexError } from './page-budget.js';

export interface ProcessOptions {
  cache?: ContentCache;
  onProgress?: (message: string) => void;
  /** An engine shared across files (its workers start once); one is made and closed per file otherwise. */
  engine?: OcrEngine;
}

/**
 * One OCR engine for a whole run of many uploads, with the configured pool size and language. Its
 * workers start on the first page that needs OCR, so making it costs nothing when none does.
 */
export function createSharedOcrEngine(config: DirhubConfig, cache?: ContentCache): OcrEngine {
  return createOcrEngine({
    workers: config.ocr.workers,
    languages: ocrLanguagesOf(config),
    ...(cache ? { cacheDir: cache.dir } : {}),
  });
}

const EXTRACTION_NAMESPACE = 'extraction';
/** Raise when the text-layer rules change (reading order, which pages are OCR candidates…). */
const EXTRACTION_RULES_VERSION = 4;

/**
 * Stage 3, text: the PDF's own text layer where it is usable, OCR for the pages where it is not, and OCR
 * for image uploads. The whole result is cached by the file's content hash, so a re-run costs nothing.
 * A page to OCR that is over the page budget (page-budget.ts) ends the reading: the result carries the
 * error and the text layer alone, and is not cached (a maintainer may raise the budget).
 */
export async function extractDocumentText(
  bytes: Uint8Array,
  facts: FileFacts,
  config: DirhubConfig,
  options: ProcessOptions = {},
): Promise<ExtractedText> {
  const { cache, onProgress, engine } = options;
  const shared = { ...(cache ? { cache } : {}), ...(engine ? { engine } : {}) };
  const version = `${PIPELINE_VERSION}:rules=${EXTRACTION_RULES_VERSION}:${ocrVersion({ languages: ocrLanguagesOf(config) })}:profile=${config.collection.languages.join(',')}:dpi=${config.ocr.render_dpi}:min=${config.ocr.min_text_chars}`;
  const cached = cache ? await cache.get<ExtractedText>(EXTRACTION_NAMESPACE, version, bytes) : undefined;
  if (cached) return cached;

  let result: ExtractedText;
  if (facts.kind === 'png' || facts.kind === 'jpeg') {
    onProgress?.('OCR of the image');
    const page = await ocrImage(bytes, config, shared);
    result = { pages: [page], ocr_pages: [1], problems: pageProblems([page]) };
  } else {
    const layer = await extractText(bytes, { pdf: config.limits });
    const toOcr = ocrCandidates(layer, config);
    let ocred: PageText[] = [];
    if (toOcr.length) {
      onProgress?.(`OCR of ${toOcr.length} page(s) without a usable text layer`);
      try {
        ocred = await ocrPages(bytes, toOcr, config, {
          ...shared,
          onProgress: (done, total) => onProgress?.(`OCR ${done}/${total} pages`),
        });
      } catch (err) {
        if (!(err instanceof PageTooComplexError)) throw err;
        return {
          pages: layer.pages,
          ocr_pages: [],
          problems: [...layer.warnings, problem(err.code, err.message, err.hint)],
        };
      }
    }
    const byPage = new Map(ocred.map((p) => [p.page, p]));
    const pages = layer.pages.map((p) => {
      const ocr = byPage.get(p.page);
      // Keep whichever text says more: OCR of a page whose layer was merely thin may still be worse.
      if (!ocr) return p;
      return ocr.text.replace(/\s+/g, '').length >= p.text.replace(/\s+/g, '').length
        ? ocr
        : { ...p, ocr_confidence: ocr.ocr_confidence };
    });
    result = { pages, ocr_pages: toOcr, problems: [...layer.warnings, ...pageProblems(ocred)] };
  }
  if (cache) await cache.set(EXTRACTION_NAMESPACE, version, bytes, result);
  return result;
}

/** The problems OCR found with pages (a language without a model), each naming its page. */
function pageProblems(pages: readonly PageText[]) {
  return pages.flatMap((p) => (p.problem ? [{ ...p.problem, message: `Page ${p.page}: ${p.problem.message}` }] : []));
}

export function joinPages(pages: PageText[]): string {
  return pages
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join('\n\n');
}
