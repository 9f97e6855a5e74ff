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
import { PDFDocument, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { searchableCopyFor, searchableCopyPath } from '../../actions/lib/archive/layout.js';
import { OCR_WORDS_FORMAT, parsePageWords, type PageWords } from '../../actions/lib/archive/ocr-words.js';
import type { DocumentRecord } from '../../actions/lib/archive/records.js';
import { withTextLayer } from '../../actions/lib/archive/searchable-copy.js';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
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
    made.addPage([612, 792]).setRotation(degrees(90));
    const original = await made.save();
    const before = sha256(original);
    const { bytes, report } = await withTextLayer(original, [
      page(1, [
        ['Plaintiff', [300, 400, 600, 450]],
        ['Łódź', [300, 1000, 500, 1050]],
      ]),
      page(2, [['Rotated', [100, 100, 300, 150]]]),
      page(7, [['Missing', [100, 100, 300, 150]]]),
    ]);
    expect(sha256(original)).toBe(before);
    // The rotated page and a page the PDF does not have get no layer; a letter Helvetica cannot write is "?".
    expect(report).toEqual({ pages: [1], words: 2, skipped: [2, 7] });
    const [first, second] = await readText(bytes);
    expect(wordsOf(first!)).toEqual(['Plaintiff', '?ód?']);
    expect(second).toEqual([]);
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

describeWithTool('git-lfs', "the demo's scans: their searchable copies beside the originals", () => {
  it("has a copy whose text layer holds the words OCR read, and the original's bytes unchanged", async () => {
    const demo = await demoSite();
    const id = demo.documents['upload/scan-pell-scheduling-order']!;
    const dir = join(demo.repository, 'archive', 'documents', id.slice(0, 2), id);
    const record = JSON.parse(readFileSync(join(dir, 'record.json'), 'utf8')) as DocumentRecord;
    const original = new Uint8Array(readFileSync(join(dir, record.file.path)));
    expect(sha256(original)).toBe(record.file.sha256);
    expect(original.length).toBe(record.file.bytes);
    const copyPath = searchableCopyPath(id);
    const copy = new Uint8Array(readFileSync(join(demo.repository, copyPath)));
    // The original has no text layer at all; the copy's holds every word OCR kept, in its order.
    expect((await readText(original)).flat()).toEqual([]);
    const read = await readText(copy);
    for (const name of record.text.words!) {
      const words = parsePageWords(readFileSync(join(dir, name), 'utf8'));
      if ('code' in words) throw new Error(words.message);
      const kept = words.words.map((w) => w.text.trim()).filter(Boolean);
      expect(kept.length).toBeGreaterThan(20);
      expect(wordsOf(read[words.page - 1]!)).toEqual(kept);
    }
    // Committed with the intake's change, stored as the originals are (Git LFS).
    const git = (...args: string[]) => execFileSync('git', args, { cwd: demo.repository, encoding: 'utf8' });
    expect(git('ls-files', '--', copyPath).trim()).toBe(copyPath);
    expect(git('check-attr', 'filter', '--', copyPath)).toContain('filter: lfs');
    // A photograph has no copy: only scanned PDFs get one.
    const photo = demo.documents['upload/exhibit-farmhouse-photo']!;
    expect(existsSync(join(demo.repository, searchableCopyPath(photo)))).toBe(false);
  }, 600_000);
});
