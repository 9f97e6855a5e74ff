/**
 * A scanned PDF's searchable copy (actions/lib/archive/searchable-copy.ts): its OCR words laid over the
 * page as invisible text, read back with pdf.js as the product reads PDFs; the original never changed.
 * First on a PDF made here (where each word goes, what is left alone), then on the demo, whose intake
 * OCR'd real scans and wrote their copies beside the originals.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PDFDocument,
  concatTransformationMatrix,
  degrees,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { searchableCopyFor, searchableCopyPath } from '../../actions/lib/archive/layout.js';
import { OCR_WORDS_FORMAT, parsePageWords, type PageWords } from '../../actions/lib/archive/ocr-words.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { shownRotation, withTextLayer } from '../../actions/lib/archive/searchable-copy.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../actions/lib/core/config.js';
import { ocrPages } from '../../actions/lib/pipeline/processing/ocr.js';
import { renderPage } from '../../actions/lib/pipeline/processing/render.js';
import { textToPdf } from '../../scripts/demo/pdf-maker.js';
import { openPdf, pdfjs } from '../../actions/lib/pipeline/processing/pdfjs.js';
import { demoSite } from '../helpers/demo-site.js';
import { describeWithTool } from '../helpers/paths.js';

interface ReadItem {
  str: string;
  x: number;
  y: number;
}

/** Each page's text items as pdf.js reads them: text and where its baseline starts, in PDF points. */
async function readText(bytes: Uint8Array): Promise<ReadItem[][]> {
  const doc = await openPdf(bytes, DEFAULT_CONFIG.limits);
  try {
    const pages: ReadItem[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .filter((i) => 'str' in i && i.str.trim())
          .map((i) => {
            const item = i as { str: string; transform: number[] };
            return { str: item.str, x: item.transform[4]!, y: item.transform[5]! };
          }),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

const wordsOf = (items: ReadItem[]) => items.flatMap((i) => i.str.split(/\s+/).filter(Boolean));
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('a searchable copy of a PDF', () => {
  /** A page image of 1700 × 2200 pixels (200 dpi on a letter page of 612 × 792 points). */
  const page = (n: number, words: [string, [number, number, number, number]][]): PageWords => ({
    format: OCR_WORDS_FORMAT,
    page: n,
    width: 1700,
    height: 2200,
    dpi: 200,
    language: 'eng',
    words: words.map(([text, box], i) => ({ text, box, confidence: 90, source: 'tesseract', line: i + 1 })),
  });

  it('writes each word where OCR read it, invisibly, and leaves the bytes it was given alone', async () => {
    const made = await PDFDocument.create();
    made.addPage([612, 792]);
    const original = await made.save();
    const before = sha256(original);
    const { bytes, report } = await withTextLayer(original, [
      page(1, [
        ['Plaintiff', [300, 400, 600, 450]],
        ['Łódź', [300, 1000, 500, 1050]],
      ]),
      page(7, [['Missing', [100, 100, 300, 150]]]),
    ]);
    expect(sha256(original)).toBe(before);
    // A page the PDF does not have gets no layer; a letter Helvetica cannot write is "?".
    expect(report).toEqual({ pages: [1], words: 2, skipped: [7] });
    const [first] = await readText(bytes);
    expect(wordsOf(first!)).toEqual(['Plaintiff', '?ód?']);
    // 300 px of 1700 is 108 points from the left; the box's foot, 450 px of 2200, is 630 points up, and the
    // baseline sits a fifth of the box's height (50 px, 18 points) above it.
    expect(first![0]!.x).toBeCloseTo((300 * 612) / 1700, 1);
    expect(first![0]!.y).toBeCloseTo(792 - (450 * 792) / 2200 + 0.2 * ((50 * 792) / 2200), 1);
    // Invisible: the page's text is drawn in text render mode 3 (neither filled nor stroked).
    const lib = await pdfjs();
    const doc = await openPdf(bytes, DEFAULT_CONFIG.limits);
    const ops = await (await doc.getPage(1)).getOperatorList();
    const modes = ops.fnArray.flatMap((fn, i) =>
      fn === lib.OPS.setTextRenderingMode ? [(ops.argsArray[i] as number[])[0]] : [],
    );
    await doc.destroy();
    expect(modes).toEqual([3]);
  });

  it('reads /Rotate as viewers do: a multiple of 90 turned into 0–270, anything else no turn', () => {
    expect([0, 90, 180, 270, 360, 450, -90, -180, 45, 91.5].map(shownRotation)).toEqual([
      0, 90, 180, 270, 0, 90, 270, 180, 0, 0,
    ]);
  });

  it('is made for a PDF with word boxes only', () => {
    const record = (media_type: string, words?: string[]) =>
      ({
        document_id: '0123456789abcdef',
        file: { path: '0123456789abcdef.pdf', media_type },
        text: { pages: [], words },
      }) as unknown as DocumentRecord;
    expect(searchableCopyFor(record('application/pdf', ['text/0001.words.json']))).toEqual({
      original: 'archive/documents/01/0123456789abcdef/0123456789abcdef.pdf',
      words: ['archive/documents/01/0123456789abcdef/text/0001.words.json'],
      to: 'archive/documents/01/0123456789abcdef/0123456789abcdef.searchable.pdf',
    });
    expect(searchableCopyFor(record('application/pdf'))).toBeNull();
    expect(searchableCopyFor(record('image/jpeg', ['text/0001.words.json']))).toBeNull();
  });
});

describe('a searchable copy of a scan whose pages are turned (/Rotate)', () => {
  /** What each page says; every page is a scan shown upright, stored turned by its /Rotate. */
  const PAGES: { rotate: 0 | 90 | 180 | 270; text: string }[] = [
    { rotate: 0, text: 'Plaintiff Harriet Vance moves the court for leave to amend her complaint.' },
    { rotate: 90, text: 'Defendant Orchard Freight objects to the second subpoena served in March.' },
    { rotate: 180, text: 'The hearing on the motion is continued until the fourteenth of April.' },
    { rotate: 270, text: 'Counsel shall file a joint status report within twenty days of this order.' },
  ];
  /**
   * The image's unit square onto the page's visible area (x0, y0, w × h, in the page's unturned points) so
   * that, turned clockwise by `rotate` as a viewer shows the page, the scan reads upright: turned by 90,
   * the image's top edge lies along the page's left edge, its left edge along the page's foot.
   */
  const placement = (rotate: number, x0: number, y0: number, w: number, h: number) =>
    ({
      0: [w, 0, 0, h, x0, y0],
      90: [0, h, -w, 0, x0 + w, y0],
      180: [-w, 0, 0, -h, x0 + w, y0 + h],
      270: [0, -h, w, 0, x0, y0 + h],
    })[rotate]!;

  it('writes the words OCR read along the page as it is shown, each on its word, the original unchanged', async () => {
    const made = await PDFDocument.create();
    for (const [n, { rotate, text }] of PAGES.entries()) {
      const printed = await textToPdf(text, { fontSize: 18, pageSize: [612, 300] });
      const scan = (await renderPage(printed, 1, 150)).png;
      const image = await made.embedPng(scan);
      // Unturned, a page turned a quarter is landscape. The second page's crop box sits inside a larger
      // media box, so the visible area does not start at the origin.
      const [w, h] = rotate === 90 || rotate === 270 ? [300, 612] : [612, 300];
      const page = made.addPage([w + 40, h + 40]);
      if (n === 1) page.setCropBox(30, 10, w, h);
      else page.setMediaBox(0, 0, w, h);
      page.setRotation(degrees(rotate));
      const [x0, y0] = n === 1 ? [30, 10] : [0, 0];
      const name = page.node.newXObject('Scan', image.ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(
          ...(placement(rotate, x0, y0, w, h) as [number, number, number, number, number, number]),
        ),
        drawObject(name),
        popGraphicsState(),
      );
    }
    const original = await made.save();
    const before = sha256(original);
    const config = mergeConfig({ ocr: { workers: 2, render_dpi: 150, languages: ['eng'] } });
    const read = await ocrPages(original, [1, 2, 3, 4], config);
    const { bytes, report } = await withTextLayer(
      original,
      read.map((p) => p.words!),
    );
    expect(sha256(original)).toBe(before);
    expect(report).toMatchObject({ pages: [1, 2, 3, 4], skipped: [] });

    const doc = await openPdf(bytes, DEFAULT_CONFIG.limits);
    try {
      for (const [i, ocr] of read.entries()) {
        const words = ocr.words!;
        // OCR read the page upright (the scan's words, not noise): the layer has something true to hold.
        const kept = words.words.filter((w) => w.text.trim());
        const said = new Set(PAGES[i]!.text.toLowerCase().match(/[a-z]+/g));
        const readRight = kept.filter((w) => said.has(w.text.toLowerCase().replace(/[^a-z]/g, '')));
        expect(readRight.length, `page ${i + 1}`).toBeGreaterThanOrEqual(said.size - 2);

        const page = await doc.getPage(i + 1);
        expect(page.rotate).toBe(PAGES[i]!.rotate);
        // The page as shown, at the size of the image OCR read: a word's place there is its box's.
        const shown = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: words.width / shown.width });
        expect(Math.round(viewport.height)).toBe(words.height);
        const items = (await page.getTextContent()).items.filter((t) => 'str' in t && t.str.trim()) as {
          str: string;
          transform: number[];
        }[];
        // The layer holds the words OCR kept, in their order, as pdf.js (and so a PDF reader) reads them.
        expect(wordsOf(items.map((t) => ({ str: t.str, x: 0, y: 0 }))), `page ${i + 1}`).toEqual(
          kept.map((w) => w.text.trim()),
        );
        let next = 0;
        for (const item of items) {
          const box = kept[next]!.box;
          next += item.str.split(/\s+/).filter(Boolean).length;
          const [a, b, , , e, f] = item.transform as [number, number, number, number, number, number];
          // Where the text starts, on the page as shown: at its word's left edge, within its height.
          const [x, y] = viewport.convertToViewportPoint(e, f) as [number, number];
          expect(x, `${item.str} on page ${i + 1}`).toBeCloseTo(box[0], 0);
          expect(y).toBeGreaterThan(box[1]);
          expect(y).toBeLessThan(box[3]);
          // And it runs left to right on the page as shown, as the reader sees the scan's words run.
          const [va, vb, vc, vd] = viewport.transform as [number, number, number, number];
          const [vx, vy] = [va * a + vc * b, vb * a + vd * b];
          expect(vx).toBeGreaterThan(0);
          expect(Math.abs(vy)).toBeLessThan(1e-6 * Math.abs(vx) + 1e-9);
        }
      }
    } finally {
      await doc.destroy();
    }
  }, 60_000);
});

describeWithTool('git-lfs', "the demo's scans: their searchable copies beside the originals", () => {
  /** The demo's scanned PDFs, by the branch each was uploaded on. */
  const SCANS = ['upload/scan-pell-scheduling-order', 'upload/scan-westover-clerk-letter'];

  it("has a copy whose text layer holds the OCR text word for word, and the original's bytes as uploaded", async () => {
    const demo = await demoSite();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: demo.repository, encoding: 'utf8' });
    for (const branch of SCANS) {
      const id = demo.documents[branch]!;
      const dir = join(demo.repository, 'archive', 'documents', id.slice(0, 2), id);
      const record = JSON.parse(readFileSync(join(dir, 'record.json'), 'utf8')) as DocumentRecord;
      const original = new Uint8Array(readFileSync(join(dir, record.file.path)));
      // The archived original is the file the contributor uploaded, byte for byte: the one on the upload's
      // branch, whose sha256 the record names.
      const uploadedPath = git('ls-tree', '--name-only', branch, 'uploads/')
        .split('\n')
        .find((path) => path.endsWith('.pdf'))!;
      const uploaded = execFileSync('git', ['show', `${branch}:${uploadedPath}`], {
        cwd: demo.repository,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(uploaded.subarray(0, 5).toString('latin1'), branch).toBe('%PDF-');
      expect(Buffer.compare(Buffer.from(original), uploaded), branch).toBe(0);
      expect(sha256(original)).toBe(sha256(uploaded));
      expect(sha256(original)).toBe(record.file.sha256);
      expect(original.length).toBe(record.file.bytes);
      const copyPath = searchableCopyPath(id);
      const copy = new Uint8Array(readFileSync(join(demo.repository, copyPath)));
      // The original has no text layer at all; the copy's holds every word OCR kept, in its order, which are
      // the words of the page's OCR text.
      expect((await readText(original)).flat()).toEqual([]);
      const read = await readText(copy);
      expect(read).toHaveLength(record.text.pages.length);
      for (const [i, name] of record.text.pages.entries()) {
        const ocrText = readFileSync(join(dir, name), 'utf8').split(/\s+/).filter(Boolean);
        expect(ocrText.length, `${branch} page ${i + 1}`).toBeGreaterThan(20);
        expect(wordsOf(read[i]!), `${branch} page ${i + 1}`).toEqual(ocrText);
      }
      for (const name of record.text.words!) {
        const words = parsePageWords(readFileSync(join(dir, name), 'utf8'));
        if ('code' in words) throw new Error(words.message);
        const kept = words.words.map((w) => w.text.trim()).filter(Boolean);
        expect(wordsOf(read[words.page - 1]!)).toEqual(kept);
      }
      // Committed with the intake's change, stored as the originals are (Git LFS).
      expect(git('ls-files', '--', copyPath).trim()).toBe(copyPath);
      expect(git('check-attr', 'filter', '--', copyPath)).toContain('filter: lfs');
    }
    // A photograph has no copy: only scanned PDFs get one.
    const photo = demo.documents['upload/exhibit-farmhouse-photo']!;
    expect(existsSync(join(demo.repository, searchableCopyPath(photo)))).toBe(false);
  }, 600_000);
});
