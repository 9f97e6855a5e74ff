/** Text-layer extraction on real court filings and on generated layouts, and the OCR decision. */
import { readFile } from 'node:fs/promises';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import { mergeConfig } from '../../../actions/lib/core/config.js';
import {
  assembleText,
  extractText,
  extractTextLayer,
  needsOcr,
  ocrCandidates,
  type TextRun,
} from '../../../actions/lib/pipeline/processing/extract.js';
import { openPdf } from '../../../actions/lib/pipeline/processing/pdfjs.js';
import { corpusFile, itWithCorpus } from '../../helpers/paths.js';
import { makeTwoColumnPdf, readingOrderText } from '../../helpers/pdf-fixtures.js';

const config = mergeConfig(undefined);
const corpus = async (path: string) => new Uint8Array(await readFile(corpusFile(path)));

describe('reading order of a two-column page', () => {
  itWithCorpus(
    'reads the LaTeX two-column page column by column, never across the gutter',
    'the two-column LaTeX page of pdf-variety',
    async () => {
      const [first] = await extractTextLayer(await corpus('pdf-variety/026-latex-multicolumn_multicolumn.pdf'));
      const lines = first!.text.split('\n');
      // The left column's last line runs on into the right column's first, as the page is read.
      expect(first!.text).toContain(
        'Vivamus viverra fermentum felis. Donec nonummy\npellentesque ante. Phasellus adipiscing semper elit.',
      );
      // No line holds words of both columns (the left column's first line, the right column's first).
      expect(lines).toContain('This is a sample document with two columns filled');
      expect(lines.filter((l) => l.includes('Abstract') || l.includes('pellentesque ante'))).toEqual([
        'Abstract',
        'pellentesque ante. Phasellus adipiscing semper elit.',
      ]);
      // The whole left column comes before the whole right column.
      for (const words of ['nissim rutrum.', 'Quisque ullamcorper placerat', 'Donec nonummy', 'Fusce mauris.'])
        expect(first!.text).toContain(words);
      expect(first!.text.indexOf('nissim rutrum.')).toBeLessThan(first!.text.indexOf('Quisque ullamcorper placerat'));
      expect(first!.text.indexOf('Donec nonummy')).toBeLessThan(first!.text.indexOf('Fusce mauris.'));
    },
  );
});

describe('reading order of a two-column page written row by row', () => {
  it('reads the columns one after the other, with the title, the heading between sections and the footer in place', async () => {
    const { bytes, page } = await makeTwoColumnPdf('row by row');
    // The producer's order really is across the gutter: in content order, lines hold both columns.
    const first = page.sections[0]!;
    const doc = await openPdf(bytes, config.limits);
    const runs = (await (await doc.getPage(1)).getTextContent()).items.filter((i): i is TextItem => 'str' in i);
    await doc.destroy();
    expect(assembleText(runs)).toContain(`${first.left[0]} ${first.right[0]}`);
    const [read] = await extractTextLayer(bytes);
    expect(read!.text).toBe(readingOrderText(page));
    expect(read!.text.split('\n')).toHaveLength(
      2 + page.sections.reduce((n, s) => n + (s.heading ? 1 : 0) + s.left.length + s.right.length, 0),
    );
    expect(read!.text).toContain(`${first.left.at(-1)}\n${first.right[0]}`);
  });

  it('keeps the content order of the same page written column by column', async () => {
    const { bytes, page } = await makeTwoColumnPdf('column by column');
    const [read] = await extractTextLayer(bytes);
    expect(read!.text).toBe(readingOrderText(page));
  });

  it('reads a table row by row: columns of short cells are no columns of prose', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const rows = Array.from({ length: 24 }, (_, i) => [
      `Jessica Parker ${i + 1} v. Bard Inc.`,
      `2:15-cv-0${1700 + i}`,
      i % 2 ? 'Cal. C.D.' : 'Ga. N.D.',
      `5:15-cv-00${700 + i}`,
    ]);
    rows.forEach((cells, r) =>
      cells.forEach((text, c) =>
        page.drawText(text, { x: 72 + [0, 200, 320, 420][c]!, y: 700 - 20 * r, size: 10, font }),
      ),
    );
    const [read] = await extractTextLayer(await doc.save());
    expect(read!.text).toBe(rows.map((cells) => cells.join(' ')).join('\n'));
  });
});

describe('extractTextLayer on court filings', () => {
  itWithCorpus(
    'reads the Second Circuit docketing notice line by line',
    'text layers of real court filings',
    async () => {
      const pages = await extractTextLayer(await corpus('court/recap_documents_ca2_1-1.pdf'));
      expect(pages.map((p) => [p.page, p.source])).toEqual([
        [1, 'text-layer'],
        [2, 'text-layer'],
      ]);
      const text = pages[0]!.text;
      expect(
        text.startsWith(
          'United States Court of Appeals for the Second Circuit\nThurgood Marshall U.S. Courthouse\n40 Foley Square\nNew York, NY 10007\n',
        ),
      ).toBe(true);
      expect(text).toContain(
        'Docket #: 17-3510\nShort Title: National Football League Manag v. National\nFootball League Playe\n',
      );
      expect(text).toContain(
        'DOCKETING NOTICE\nA notice of appeal filed by National Football League Players Association in the above referenced\n',
      );
      // Two runs with a gap between them ("website" and the URL) are separate words.
      expect(text).toContain("Appearance Form from this Court's website http://www.ca2.uscourts.gov.\n");
    },
  );

  itWithCorpus('reads the Fifth Circuit caption', 'text layers of real court filings', async () => {
    const [first] = await extractTextLayer(await corpus('court/recap_documents_ca5_00516242060.pdf'));
    expect(first!.text).toContain(
      'United States Court of Appeals\nfor the Fifth Circuit\nNo. 21-50498\nVanessa St. Pierre,\nPlaintiff—Appellant,\nversus\nStandard Insurance Company; Dearborn National Life\nInsurance Company,\nDefendants—Appellees.',
    );
    expect(first!.text).toContain('Case: 21-50498 Document: 00516242060 Page: 1 Date Filed: 03/16/2022');
  });

  itWithCorpus(
    'keeps words apart where a stamp and the filing share a line',
    'text layers of real court filings',
    async () => {
      const pages = await extractTextLayer(await corpus('court/recap_extract_gov.uscourts.cand.203070.27.0.pdf'));
      expect(pages[0]!.text.split('\n')).toContain('Case 4:08-cv-02214-SBA Document 26 Filed 01/29/2009 Page 1 of 2');
    },
  );

  itWithCorpus(
    'neither glues words nor splits them on a full opinion',
    'text layers of real court filings',
    async () => {
      const pages = await extractTextLayer(await corpus('court/recap_documents_ca1_00117684624.pdf'));
      expect(pages).toHaveLength(17);
      const words = pages.flatMap((p) => p.text.split(/\s+/)).filter((w) => /^[A-Za-z]+$/.test(w));
      expect(words.length).toBeGreaterThan(2500);
      // Glued words show up as long letter runs, split words as stray single letters.
      expect(words.filter((w) => w.length > 20)).toEqual([]);
      const stray = words.filter((w) => w.length === 1 && !/^[aAIvV]$/.test(w));
      expect(stray.length / words.length).toBeLessThan(0.005);
      expect(pages[0]!.text).toContain(
        'CALVARY CHAPEL OF BANGOR,\nPlaintiff, Appellant,\nv.\nJANET T. MILLS, in her official capacity as Governor of the\nState of Maine,',
      );
    },
  );
});

describe('time limits', () => {
  itWithCorpus(
    'marks the pages it had no time for instead of dropping them or throwing',
    'text layers of real court filings',
    async () => {
      const result = await extractText(await corpus('court/recap_documents_ca1_00117684624.pdf'), { documentMs: 1 });
      expect(result.pages).toHaveLength(17);
      expect(result.pages.every((p) => p.source === 'none' && p.text === '')).toBe(true);
      expect(result.warnings.map((w) => [w.code, w.severity, w.message])).toEqual([
        ['text.page_unreadable', 'warning', 'Pages 1–17 were not read: the text layer took longer than 0.001 s.'],
      ]);
      expect(ocrCandidates(result, config)).toEqual(result.pages.map((p) => p.page));
    },
  );
});

describe('form fields', () => {
  itWithCorpus(
    'adds the values of filled-in fields after the page text',
    'text layers of real court filings',
    async () => {
      const [page] = await extractTextLayer(await corpus('pdf-variety/012-libreoffice-form_libreoffice-form.pdf'));
      expect(page!.text.startsWith('Example for a Form\n')).toBe(true);
      expect(page!.text.endsWith('\nOther\nAlice\nBob')).toBe(true);
    },
  );

  it('reads a text field filled in with pdf-lib', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 300]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText('Case number:', { x: 20, y: 250, size: 12, font });
    const field = doc.getForm().createTextField('case_number');
    field.setText('1:23-cv-04567');
    field.addToPage(page, { x: 110, y: 245, width: 120, height: 20 });
    const pages = await extractTextLayer(await doc.save());
    expect(pages[0]!.text).toBe('Case number:\n1:23-cv-04567');
  });
});

describe('which pages need OCR', () => {
  itWithCorpus('flags every page of the scanned filings', 'text layers of real court filings', async () => {
    for (const path of ['court/image-pdf.pdf', 'court/image-pdf-2.pdf']) {
      const result = await extractText(await corpus(path));
      expect(result.pages.every((p) => needsOcr(p.text, config))).toBe(true);
      expect(ocrCandidates(result, config)).toEqual(result.pages.map((p) => p.page));
    }
  });

  itWithCorpus(
    'flags a scanned order whose text layer is only the filing stamp',
    'text layers of real court filings',
    async () => {
      const result = await extractText(await corpus('court/recap_documents_ca4_17.pdf'));
      expect(result.pages[0]!.text).toBe('Appeal: 17-2218 Doc: 17 Filed: 10/31/2017 Pg: 1 of 1');
      // The stamp alone passes the character count; the full-page image gives the scan away.
      expect(needsOcr(result.pages[0]!.text, config)).toBe(false);
      expect(result.image_coverage[0]).toBeGreaterThan(0.9);
      expect(ocrCandidates(result, config)).toEqual([1]);
    },
  );

  itWithCorpus('leaves born-digital filings to their text layer', 'text layers of real court filings', async () => {
    const result = await extractText(await corpus('court/recap_documents_ca2_1-1.pdf'));
    expect(ocrCandidates(result, config)).toEqual([]);
  });

  it('decides on the text itself', () => {
    expect(needsOcr('', config)).toBe(true);
    expect(needsOcr('Page 3 of', config)).toBe(true); // a stray invisible layer on a scan
    expect(needsOcr('abcdefghi', config)).toBe(true);
    expect(needsOcr('\ue000\ue001\ue002'.repeat(20) + ' abc', config)).toBe(true); // private-use glyphs
    expect(needsOcr('@#$%^&*()_+{}|:<>?~'.repeat(5) + 'abcdefghijklmnopqrstuvwxyz', config)).toBe(true);
    expect(needsOcr('The motion to dismiss is granted in part and denied in part.', config)).toBe(false);
    expect(needsOcr('The motion to dismiss is granted.', config, 0.95)).toBe(true);
    expect(needsOcr('x'.repeat(400), config, 0.95)).toBe(false);
    expect(
      needsOcr(
        'A short caption under a photograph',
        mergeConfig({ ocr: { min_text_chars: 100, render_dpi: 300, workers: 0, languages: ['eng'] } }),
      ),
    ).toBe(true);
  });
});

describe('line and word reconstruction', () => {
  const run = (str: string, x: number, y: number, width: number, extra: Partial<TextRun> = {}): TextRun => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width,
    height: 10,
    hasEOL: false,
    ...extra,
  });

  it('joins touching runs, spaces separated ones, and breaks lines', () => {
    const runs = [
      run('Sep', 0, 100, 18),
      run('arate', 18, 100, 25), // touching: one word
      run('words', 46, 100, 25), // a 3-unit gap at size 10: a space
      run('', 0, 88, 0, { hasEOL: true }),
      run('Next', 0, 88, 20),
      run('line', 0, 76, 20), // the baseline moved: a new line
      run('x', 25, 80, 4, { transform: [6, 0, 0, 6, 25, 80] }), // a raised footnote mark stays on the line
    ];
    expect(assembleText(runs)).toBe('Separate words\nNext\nline x');
  });

  it('does not double spaces pdfjs already gave and tidies the result', () => {
    expect(
      assembleText([
        run('Hello ', 0, 50, 30),
        run('  world', 40, 50, 30, { hasEOL: true }),
        run('', 0, 0, 0, { hasEOL: true }),
        run('end\u0000', 0, 20, 15),
      ]),
    ).toBe('Hello world\nend');
  });

  it('reads letters drawn one at a time as one word, and rotated text in its own direction', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([400, 400]);
    let x = 40;
    for (const ch of 'Kerning') {
      page.drawText(ch, { x, y: 300, size: 14, font });
      x += font.widthOfTextAtSize(ch, 14);
    }
    page.drawText('matters', { x: x + font.widthOfTextAtSize(' ', 14), y: 300, size: 14, font });
    page.drawText('Rotated margin note', { x: 380, y: 40, size: 12, font, rotate: degrees(90) });
    const pages = await extractTextLayer(await doc.save());
    expect(pages[0]!.text).toBe('Kerning matters\nRotated margin note');
  });
});
