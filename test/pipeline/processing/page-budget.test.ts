/**
 * The page budget: a page is drawn (for OCR) or its operations read (for its images) only within
 * `limits.max_page_operations` and `limits.page_draw_seconds`; past either it is refused with
 * `pdf.page_too_complex`, and the upload is invalid. Within it, a page is drawn exactly as pdf.js draws it.
 * Budgets are lowered here so that pages of a few thousand lines go over them in milliseconds.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type DirhubConfig } from '../../../actions/lib/core/config.js';
import { analyzeUpload } from '../../../actions/lib/pipeline/analyze.js';
import { ContentCache } from '../../../actions/lib/pipeline/processing/cache.js';
import { extractText } from '../../../actions/lib/pipeline/processing/extract.js';
import { PageTooComplexError, operatorListWithinBudget } from '../../../actions/lib/pipeline/processing/page-budget.js';
import { openPdf } from '../../../actions/lib/pipeline/processing/pdfjs.js';
import { renderGrayPagesOf, renderPage } from '../../../actions/lib/pipeline/processing/render.js';
import { readInProcess } from '../../../actions/lib/pipeline/read-file.js';
import { drawnPdf, lines, textLine } from '../../helpers/drawn-pdf.js';
import { PROJECT_ROOT } from '../../helpers/paths.js';

const budget = (max_page_operations: number, page_draw_seconds = 30) => ({
  ...DEFAULT_CONFIG.limits,
  max_page_operations,
  page_draw_seconds,
});

/** What a promise rejected with. */
async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe('drawing a page within its budget', () => {
  it('draws a page under the budget exactly as pdf.js draws it', async () => {
    const pdf = drawnPdf([{ content: `${lines(3000)}\n${textLine('A drawing with a caption')}` }]);
    const budgeted = await renderPage(pdf, 1, 72, budget(3100));
    // pdf.js's own render of the same page, onto the same white paper.
    const { createCanvas } = await import('@napi-rs/canvas');
    const doc = await openPdf(pdf, DEFAULT_CONFIG.limits);
    const page = await doc.getPage(1);
    const canvas = createCanvas(612, 792);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 612, 792);
    const context: object = ctx;
    await page.render({
      canvas: null,
      canvasContext: context as CanvasRenderingContext2D,
      viewport: page.getViewport({ scale: 1 }),
      intent: 'print',
    }).promise;
    await doc.destroy();
    expect(budgeted.png.equals(await canvas.encode('png'))).toBe(true);
  });

  it('refuses a page over its operations before drawing it, saying which page and what to do', async () => {
    const pdf = drawnPdf([{ content: textLine('Cover') }, { content: lines(20_000) }]);
    const err = await rejection(renderPage(pdf, 2, 72, budget(1000)));
    expect(err).toBeInstanceOf(PageTooComplexError);
    const { code, message, hint, page, over } = err as PageTooComplexError;
    expect({ code, message, page, over }).toEqual({
      code: 'pdf.page_too_complex',
      message:
        'Page 2 holds more than 1,000 drawing operations, more than dirhub draws for one page, so it was not read.',
      page: 2,
      over: 'operations',
    });
    expect(hint).toContain('limits.max_page_operations');
  });

  it('stops drawing a page that takes longer than its time', async () => {
    const pdf = drawnPdf([{ content: lines(20_000) }]);
    const err = (await rejection(renderPage(pdf, 1, 72, budget(1_000_000, 0)))) as PageTooComplexError;
    expect([err.code, err.over]).toEqual(['pdf.page_too_complex', 'time']);
    expect(err.message).toMatch(/^Drawing page 1 took longer than 0 s \([\d,]+ operations in\), so it was stopped\.$/);
  });

  it('reads the next page of the same document after refusing one', async () => {
    const pdf = drawnPdf([{ content: lines(20_000) }, { content: lines(10) }]);
    const doc = await openPdf(pdf, DEFAULT_CONFIG.limits);
    try {
      await expect(renderGrayPagesOf(doc, [1], 36, budget(1000)).next()).rejects.toThrow(PageTooComplexError);
      const next = await renderGrayPagesOf(doc, [2], 36, budget(1000)).next();
      expect(next.done ? null : [next.value.page, next.value.width, next.value.height]).toEqual([2, 306, 396]);
    } finally {
      await doc.destroy();
    }
  });

  it("gives a page's operations as pdf.js lists them, up to the budget and not past it", async () => {
    const doc = await openPdf(drawnPdf([{ content: lines(2000) }, { content: lines(20_000) }]), DEFAULT_CONFIG.limits);
    try {
      const page = await doc.getPage(1);
      const expected = [...(await page.getOperatorList()).fnArray];
      page.cleanup();
      expect(expected.length).toBe(2000);
      expect([...(await operatorListWithinBudget(page, budget(2000))).fnArray]).toEqual(expected);
      await expect(operatorListWithinBudget(await doc.getPage(2), budget(2000))).rejects.toThrow(
        'Page 2 holds more than 2,000 drawing operations',
      );
    } finally {
      await doc.destroy();
    }
  });
});

describe('a page over the budget in an upload', () => {
  const metadata = new TextEncoder().encode(
    JSON.stringify({ title: 'A plan', date: '2022-04-11', source: 'U.S. District Court', relevance: 'high' }),
  );

  it('makes the upload invalid when the page must be drawn for OCR, and is not cached', async () => {
    const pdf = drawnPdf([{ content: lines(20_000) }]);
    const config: DirhubConfig = { ...DEFAULT_CONFIG, limits: budget(1000) };
    const dir = await mkdtemp(join(tmpdir(), 'dirhub-budget-'));
    try {
      const cache = new ContentCache(dir);
      const reading = await readInProcess({ name: 'plan.pdf', file: pdf }, { config, cache });
      const extracted = await reading.text();
      expect(extracted.problems.map((p) => [p.code, p.severity])).toEqual([['pdf.page_too_complex', 'error']]);
      // A maintainer may raise the budget: the refusal is not kept.
      expect(cache.stats.writes).toBe(0);

      const result = await analyzeUpload(
        { name: 'plan.pdf', file: pdf, metadata, metadataName: 'plan.json' },
        { root: null, config, cache: null },
      );
      expect([result.status, result.errors.map((e) => e.code)]).toEqual(['invalid', ['pdf.page_too_complex']]);
      expect(result.errors[0]!.message).toBe(
        'Page 1 holds more than 1,000 drawing operations, more than dirhub draws for one page, so it was not read.',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps a page's own text when its images cannot be measured within the budget", async () => {
    // A sparse page (a stamp over a drawing) has its image coverage measured; over the budget it is not.
    const stamp = 'Case 1:22-cv-00031 Document 17 Filed 04/11/22 Page 1 of 1';
    const pdf = drawnPdf([{ content: `${textLine(stamp)}\n${lines(20_000)}` }]);
    const layer = await extractText(pdf, { pdf: budget(1000) });
    expect(layer.pages.map((p) => [p.source, p.text])).toEqual([['text-layer', stamp]]);
    expect([layer.image_coverage, layer.warnings]).toEqual([[null], []]);
  });
});

describe('refusing pages in a process of its own', () => {
  // pdf.js's worker runs in the reading process; a refused page's stream, ended while the worker is
  // between two batches, rejects a promise nothing awaits with pdf.js's AbortException, which ends a
  // Node process that has no handler. Only a process of its own shows it (the test runner handles
  // rejections itself), and when pdf.js leaves one is a race, so the child makes one itself.
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dirhub-budget-'));
    await writeFile(join(dir, 'drawing.pdf'), drawnPdf([{ content: lines(20_000) }]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (rejection: string) =>
    promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { readFileSync } from 'node:fs';
        const { pdfImages } = await import(${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'dist/actions/lib/enrichment/images.js')).href)});
        const { DEFAULT_CONFIG } = await import(${JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'dist/actions/lib/core/config.js')).href)});
        const bytes = new Uint8Array(readFileSync(process.argv[1]));
        const refused = await pdfImages(bytes, { ...DEFAULT_CONFIG.limits, max_page_operations: 1000 }).catch((e) => e.code);
        const reason = new Error('Rendering cancelled');
        reason.name = ${JSON.stringify(rejection)};
        Promise.reject(reason);
        await new Promise((resolve) => setTimeout(resolve, 200));
        console.log(refused);`,
        join(dir, 'drawing.pdf'),
      ],
      { cwd: PROJECT_ROOT },
    );

  it("survives pdf.js's abandoned promise after refusing a page", async () => {
    expect((await run('AbortException')).stdout.trim()).toBe('pdf.page_too_complex');
  });

  it('still ends on any other unhandled rejection, as Node does', async () => {
    await expect(run('TypeError')).rejects.toMatchObject({ code: 1 });
  });
});
