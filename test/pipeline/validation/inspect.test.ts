/**
 * inspectFile on files the tests make: active content of every kind, truncated, oversized,
 * over-long, encrypted, misnamed and unsupported files.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergeConfig } from '../../../actions/lib/core/config.js';
import { isBlocking, type Problem } from '../../../actions/lib/core/problem.js';
import { extractTextLayer } from '../../../actions/lib/pipeline/processing/extract.js';
import { inspectFile } from '../../../actions/lib/pipeline/validation/inspect.js';
import { scanRawActiveContent } from '../../../actions/lib/pipeline/validation/pdf-bytes.js';
import { corpusFile, itWithCorpus } from '../../helpers/paths.js';
import {
  action,
  makeEncryptedPdf,
  makePdf,
  withFileAttachmentAnnotation,
  withJavaScriptLink,
  withLaunchLink,
  withOpenActionJavaScript,
  withScriptedField,
  withSubmitForm,
} from '../../helpers/pdf-fixtures.js';

const config = mergeConfig(undefined);
const allowing = mergeConfig({
  validation: { allow_active_content: true, near_duplicate_threshold: 0.9, reject_near_duplicates: true },
});
const codes = (problems: Problem[]) => problems.map((p) => `${p.severity}:${p.code}`);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('a clean generated PDF', () => {
  it('passes with its facts filled', async () => {
    const bytes = await makePdf({ text: 'A clean document', pages: 3 });
    const { facts, problems } = await inspectFile(bytes, 'clean.pdf', config);
    expect(problems).toEqual([]);
    expect(facts).toMatchObject({
      kind: 'pdf',
      media_type: 'application/pdf',
      pages: 3,
      encrypted: false,
      bytes: bytes.length,
    });
    expect(facts.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(facts.active_content).toEqual({ javascript: false, launch_actions: false, embedded_files: [], other: [] });
    expect(facts.info).toMatchObject({
      Producer: 'pdf-lib (https://github.com/Hopding/pdf-lib)',
      Creator: 'pdf-lib (https://github.com/Hopding/pdf-lib)',
    });
  });
});

describe('active content', () => {
  it('finds OpenAction JavaScript, even inside a compressed object stream', async () => {
    const bytes = await makePdf({ text: 'Scripted', build: withOpenActionJavaScript });
    // The action dictionary is compressed: a plain byte search cannot see it.
    expect(latin1(bytes)).not.toContain('/JavaScript');
    expect(scanRawActiveContent(bytes).javascript).toBe(true);
    const { facts, problems } = await inspectFile(bytes, 'scripted.pdf', config);
    expect(facts.active_content.javascript).toBe(true);
    expect(codes(problems)).toEqual(['error:pdf.javascript']);
    expect(problems[0]!.message).toBe(
      "scripted.pdf contains JavaScript (document (OpenAction)): not accepted, because it runs or opens things on a reader's computer.",
    );
    expect(problems[0]!.hint).toContain('Print → Save as PDF');
    expect(problems[0]!.hint).toContain('validation.allow_active_content');
  });

  it('finds a Launch action on a link, compressed or not', async () => {
    for (const objectStreams of [true, false]) {
      const bytes = await makePdf({ text: 'Launcher', objectStreams, build: withLaunchLink });
      const { facts, problems } = await inspectFile(bytes, 'launch.pdf', config);
      expect(facts.active_content).toEqual({ javascript: false, launch_actions: true, embedded_files: [], other: [] });
      expect(codes(problems)).toEqual(['error:pdf.launch_action']);
    }
  });

  it('finds JavaScript in a link annotation, which pdfjs does not report: the byte scan does', async () => {
    const bytes = await makePdf({ text: 'Link', build: withJavaScriptLink });
    const { problems } = await inspectFile(bytes, 'link.pdf', config);
    expect(codes(problems)).toEqual(['error:pdf.javascript']);
    expect(problems[0]!.message).toBe(
      "link.pdf contains JavaScript: not accepted, because it runs or opens things on a reader's computer.",
    );
  });

  it('finds a form field script and says where it is', async () => {
    const bytes = await makePdf({ text: 'Form', build: withScriptedField });
    const { problems } = await inspectFile(bytes, 'field.pdf', config);
    expect(codes(problems)).toEqual(['error:pdf.javascript']);
    expect(problems[0]!.message).toContain('(form field "amount", page 1: Widget annotation)');
  });

  it('names the file carried by a FileAttachment annotation', async () => {
    const bytes = await makePdf({ text: 'Attached', build: withFileAttachmentAnnotation });
    const { facts, problems } = await inspectFile(bytes, 'attached.pdf', config);
    expect(facts.active_content.embedded_files).toEqual(['notes.txt']);
    expect(codes(problems)).toEqual(['error:pdf.embedded_files']);
  });

  it('names document-level attachments', async () => {
    const bytes = await makePdf({
      text: 'Attached',
      build: (doc) => doc.attach(new TextEncoder().encode('a,b\n1,2\n'), 'data.csv', { mimeType: 'text/csv' }),
    });
    const { facts } = await inspectFile(bytes, 'attached.pdf', config);
    expect(facts.active_content.embedded_files).toEqual(['data.csv']);
  });

  it('finds a SubmitForm action', async () => {
    const bytes = await makePdf({ text: 'Form', build: withSubmitForm });
    const { facts, problems } = await inspectFile(bytes, 'form.pdf', config);
    expect(facts.active_content.other).toEqual(['SubmitForm']);
    expect(codes(problems)).toEqual(['error:pdf.active_content']);
  });

  it('finds ImportData and GoToE actions', async () => {
    const bytes = await makePdf({
      build: (doc) => {
        doc.catalog.set(
          PDFName.of('AA'),
          doc.context.obj({
            WC: action(doc, { S: 'ImportData', F: PDFString.of('data.fdf') }),
            WS: action(doc, { S: 'GoToE', D: [0] }),
          } as never),
        );
      },
    });
    const { facts } = await inspectFile(bytes, 'import.pdf', config);
    expect(facts.active_content.other.sort()).toEqual(['GoToE', 'ImportData']);
  });

  it('decodes #xx escapes in names', () => {
    const bytes = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj\n<< /Type /Action /#53 /L#61unch /F (x.exe) >>\nendobj\n2 0 obj\n<< /S /Java#53cript >>\nendobj\n%%EOF\n',
    );
    const found = scanRawActiveContent(bytes);
    expect(found).toEqual({ javascript: true, launch: true, embedded_files: false, other: new Set() });
  });

  it('does not read names inside streams (page content, fonts, images)', () => {
    const content = 'BT /JS 12 Tf (text) Tj ET /Launch /JavaScript';
    const bytes = new TextEncoder().encode(
      `%PDF-1.4\n1 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n%%EOF\n`,
    );
    expect(scanRawActiveContent(bytes)).toEqual({
      javascript: false,
      launch: false,
      embedded_files: false,
      other: new Set(),
    });
  });

  it('turns active content into warnings when the archive allows it', async () => {
    const bytes = await makePdf({
      text: 'Everything',
      build: (doc) => {
        withOpenActionJavaScript(doc);
        withLaunchLink(doc);
      },
    });
    const { facts, problems } = await inspectFile(bytes, 'everything.pdf', allowing);
    expect(facts.active_content.javascript && facts.active_content.launch_actions).toBe(true);
    expect(codes(problems)).toEqual(['warning:pdf.javascript', 'warning:pdf.launch_action']);
    expect(problems.some(isBlocking)).toBe(false);
    expect(problems[0]!.hint).toContain('Nothing blocks the upload');
  });
});

describe('damaged, incomplete and oversized files', () => {
  itWithCorpus(
    'rejects a PDF cut in half that cannot be opened',
    'real court filings cut short, and a real slow file',
    async () => {
      const whole = new Uint8Array(await readFile(corpusFile('court/recap_documents_ca2_1-1.pdf')));
      const { facts, problems } = await inspectFile(whole.slice(0, Math.floor(whole.length / 2)), 'notice.pdf', config);
      expect(codes(problems)).toEqual(['error:pdf.truncated']);
      expect(problems[0]!.message).toBe(
        'notice.pdf is incomplete: its final trailer is missing (no startxref and %%EOF in its last 1024 bytes), so it was cut short (an interrupted download or upload). It cannot be opened.',
      );
      expect(problems[0]!.hint).toContain('Download the file again');
      expect(facts).toMatchObject({ kind: 'pdf', pages: null });
    },
  );

  itWithCorpus(
    'rejects a cut PDF even when a reader can still show its pages, and says so',
    'real court filings cut short, and a real slow file',
    async () => {
      // missouri.pdf is linearized: its first-page trailer at the start lets pdfjs rebuild it.
      const whole = new Uint8Array(await readFile(corpusFile('court/missouri.pdf')));
      const { facts, problems } = await inspectFile(
        whole.slice(0, Math.floor(whole.length / 2)),
        'missouri.pdf',
        config,
      );
      expect(codes(problems)).toEqual(['error:pdf.truncated']);
      expect(problems[0]!.message).toContain(
        'A reader can still show 5 pages, but what came after the cut (pages, images, fonts) is missing or damaged.',
      );
      expect(facts.pages).toBe(5);
    },
  );

  it('rejects a generated PDF missing its last bytes', async () => {
    const whole = await makePdf({ text: 'Short by a few bytes', objectStreams: false });
    const { problems } = await inspectFile(whole.slice(0, whole.length - 30), 'short.pdf', config);
    expect(codes(problems)).toEqual(['error:pdf.truncated']);
  });

  it('accepts padding after %%EOF, but not an appended update that was cut off', async () => {
    const whole = await makePdf({ text: 'Padded', objectStreams: false });
    const padded = new Uint8Array([...whole, ...new Uint8Array(4096)]);
    expect(codes((await inspectFile(padded, 'padded.pdf', config)).problems)).toEqual([]);
    const update = new TextEncoder().encode(
      '\n9 0 obj\n<< /Type /Annot /Subtype /Text /Rect [0 0 10 10] /Contents (a note that was being added) >>\nendobj\n'.repeat(
        30,
      ),
    );
    const cutUpdate = new Uint8Array([...whole, ...update]);
    expect(codes((await inspectFile(cutUpdate, 'cut-update.pdf', config)).problems)).toEqual(['error:pdf.truncated']);
  });

  it('keeps a file whose trailer points to the wrong place, with a warning', async () => {
    const whole = await makePdf({ text: 'Moved xref', objectStreams: false });
    const text = latin1(whole).replace(/startxref\n(\d+)/, (_, n: string) => `startxref\n${Number(n) - 7}`);
    const { facts, problems } = await inspectFile(new Uint8Array(Buffer.from(text, 'latin1')), 'moved.pdf', config);
    expect(codes(problems)).toEqual(['warning:pdf.damaged']);
    expect(facts.pages).toBe(1);
  });

  it('rejects a PDF without pages', async () => {
    const doc = await PDFDocument.create();
    const bytes = await doc.save({ addDefaultPage: false });
    const { facts, problems } = await inspectFile(bytes, 'blank.pdf', config);
    expect(facts.pages).toBe(0);
    expect(codes(problems)).toEqual(['error:pdf.no_pages']);
  });

  it('rejects a PDF with more pages than the limit and says how to split it', async () => {
    const bytes = await makePdf({ pages: config.limits.max_pages + 1 });
    const { facts, problems } = await inspectFile(bytes, 'huge.pdf', config);
    expect(facts.pages).toBe(1001);
    expect(codes(problems)).toEqual(['error:pdf.too_many_pages']);
    expect(problems[0]!.message).toBe('huge.pdf has 1001 pages; the limit is 1000.');
    expect(problems[0]!.hint).toContain('qpdf in.pdf --pages . 1-1000 -- part1.pdf');
  });

  it('rejects a file over the size limit before parsing it', async () => {
    const small = mergeConfig({ limits: { max_file_bytes: 10_000, max_pages: 1000 } });
    // A "PDF" that would not even parse: the size check must come first and stand alone.
    const bytes = new Uint8Array(20_000).fill(0x20);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const { facts, problems } = await inspectFile(bytes, 'big.pdf', small);
    expect(codes(problems)).toEqual(['error:file.too_large']);
    expect(problems[0]!.message).toBe('big.pdf is 19.5 KiB; the limit is 9.8 KiB.');
    expect(facts).toMatchObject({ kind: 'pdf', pages: null, bytes: 20_000 });
  });

  itWithCorpus(
    'guards pdfjs with a timeout and reports it',
    'real court filings cut short, and a real slow file',
    async () => {
      const bytes = new Uint8Array(
        await readFile(corpusFile('pdf-variety/009-pdflatex-geotopo_GeoTopo-komprimiert.pdf')),
      );
      const { problems } = await inspectFile(bytes, 'slow.pdf', config, { timeoutMs: 1 });
      expect(codes(problems)).toEqual(['error:pdf.timeout']);
      expect(problems[0]!.message).toContain('took longer than 0.001 s');
    },
  );
});

describe('encryption', () => {
  it('rejects a PDF that needs a password to open', async () => {
    const bytes = makeEncryptedPdf('Needs a password', { userPassword: 'letmein' });
    const { facts, problems } = await inspectFile(bytes, 'locked.pdf', config);
    expect(codes(problems)).toEqual(['error:pdf.encrypted']);
    expect(facts.encrypted).toBe(true);
  });

  it('accepts a PDF with an owner password only, with a warning, and reads its text', async () => {
    const bytes = makeEncryptedPdf('Owner password only');
    const { facts, problems } = await inspectFile(bytes, 'secured.pdf', config);
    expect(codes(problems)).toEqual(['warning:pdf.encrypted_permissions']);
    expect(facts).toMatchObject({ encrypted: true, pages: 1 });
    expect(await extractTextLayer(bytes)).toEqual([{ page: 1, text: 'Owner password only', source: 'text-layer' }]);
  });
});

describe('file type', () => {
  it('reports a PDF with the wrong extension but still checks it', async () => {
    const bytes = await makePdf({ text: 'Misnamed', build: withOpenActionJavaScript });
    const { facts, problems } = await inspectFile(bytes, 'uploads/misnamed.png', config);
    expect(facts.kind).toBe('pdf');
    expect(codes(problems)).toEqual(['error:file.extension_mismatch', 'error:pdf.javascript']);
    expect(problems[0]!.message).toBe('misnamed.png is a PDF, but its name ends in .png.');
    expect(problems[0]!.hint).toContain('Rename it to misnamed.pdf');
  });

  it('rejects a web page saved as .pdf and says what it is', async () => {
    const bytes = new TextEncoder().encode('<!DOCTYPE html>\n<html><body>Access denied</body></html>');
    const { facts, problems } = await inspectFile(bytes, 'filing.pdf', config);
    expect(facts).toMatchObject({ kind: 'unknown', media_type: 'application/octet-stream' });
    expect(codes(problems)).toEqual(['error:file.unsupported_type']);
    expect(problems[0]!.message).toBe(
      'filing.pdf is not a PDF, PNG or JPEG file (it has no %PDF- header in its first 1024 bytes); it looks like a web page (HTML), often an error or login page saved instead of the document.',
    );
  });

  it('rejects a Word document', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    const { problems } = await inspectFile(bytes, 'brief.docx', config);
    expect(codes(problems)).toEqual(['error:file.unsupported_type']);
    expect(problems[0]!.message).toContain('a ZIP archive (Word, Excel and OpenDocument files are ZIP archives)');
  });

  it('accepts a header after stray leading bytes, and not one beyond 1024 bytes', async () => {
    const pdf = await makePdf({ text: 'Offset header', objectStreams: false });
    const near = new Uint8Array([...new Uint8Array(1000).fill(0x0a), ...pdf]);
    expect((await inspectFile(near, 'near.pdf', config)).facts.kind).toBe('pdf');
    const far = new Uint8Array([...new Uint8Array(1100).fill(0x0a), ...pdf]);
    expect(codes((await inspectFile(far, 'far.pdf', config)).problems)).toEqual(['error:file.unsupported_type']);
  });
});
