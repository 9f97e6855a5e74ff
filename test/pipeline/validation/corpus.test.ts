/**
 * Every real-world file in the corpus goes through validation (and text extraction when valid) and
 * ends with a clear result: no crash, no hang, the exact blocking problems we expect.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../actions/lib/core/config.js';
import { isBlocking } from '../../../actions/lib/core/problem.js';
import { extractTextLayer } from '../../../actions/lib/pipeline/processing/extract.js';
import { inspectFile } from '../../../actions/lib/pipeline/validation/inspect.js';
import { CORPUS, HAS_CORPUS, corpusFile, describeWithCorpus } from '../../helpers/paths.js';

/** The blocking problems each file must get; every file not listed must pass validation. */
const REJECTED: Record<string, string[]> = {
  'court/empty.pdf': ['file.empty'],
  'pdf-variety/005-libreoffice-writer-password_libreoffice-writer-password.pdf': ['pdf.encrypted'],
  // hyperref's form has a Submit button: a SubmitForm action that sends the form to a URL.
  'pdf-variety/010-pdflatex-forms_pdflatex-forms.pdf': ['pdf.active_content'],
  'pdf-variety/017-unreadable-meta-data_unreadablemetadata.pdf': ['pdf.unreadable'],
  'pdf-variety/025-attachment_with-attachment.pdf': ['pdf.embedded_files'],
};

const files = (HAS_CORPUS ? ['court', 'pdf-variety'] : []).flatMap((dir) =>
  readdirSync(join(CORPUS, dir))
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => `${dir}/${f}`),
);

describeWithCorpus(
  'corpus files through inspectFile and extractTextLayer',
  'validation and extraction of every real court filing and PDF of many producers',
  () => {
    it('finds the whole corpus', () => {
      expect(files.length).toBe(55);
    });

    it.each(files)('%s ends with a clear result', async (path) => {
      const bytes = new Uint8Array(await readFile(corpusFile(path)));
      const { facts, problems } = await inspectFile(bytes, path.split('/')[1]!, DEFAULT_CONFIG);
      for (const p of problems) {
        expect(p.code).toMatch(/^(file|pdf)\.[a-z_]+$/);
        expect(p.message.length).toBeGreaterThan(20);
        expect(p.hint.length).toBeGreaterThan(20);
      }
      const blocking = problems.filter(isBlocking).map((p) => p.code);
      expect(blocking).toEqual(REJECTED[path] ?? []);
      expect(facts.bytes).toBe(bytes.length);
      if (blocking.length === 0) {
        expect(facts.kind).toBe('pdf');
        expect(facts.pages).toBeGreaterThan(0);
        const pages = await extractTextLayer(bytes);
        expect(pages.map((p) => p.page)).toEqual(Array.from({ length: facts.pages! }, (_, i) => i + 1));
        expect(pages.every((p) => p.source === 'text-layer')).toBe(true);
      }
    });
  },
);

describeWithCorpus(
  'interesting corpus files, exactly',
  'validation and extraction of every real court filing and PDF of many producers',
  () => {
    const inspect = async (path: string) =>
      inspectFile(new Uint8Array(await readFile(corpusFile(path))), path.split('/').pop()!, DEFAULT_CONFIG);

    it('court/empty.pdf is empty, and nothing else is claimed about it', async () => {
      const { facts, problems } = await inspect('court/empty.pdf');
      expect(problems.map((p) => p.code)).toEqual(['file.empty']);
      expect(problems[0]!.message).toBe('empty.pdf is empty (0 bytes).');
      expect(facts).toMatchObject({ kind: 'unknown', bytes: 0, pages: null });
    });

    it('the password-protected file is rejected with the fix', async () => {
      const { facts, problems } = await inspect(
        'pdf-variety/005-libreoffice-writer-password_libreoffice-writer-password.pdf',
      );
      expect(problems.map((p) => p.code)).toEqual(['pdf.encrypted']);
      expect(problems[0]!.hint).toContain('qpdf --decrypt');
      expect(facts).toMatchObject({ kind: 'pdf', encrypted: true, pages: null });
    });

    it('the file with an attachment names the attachment', async () => {
      const { facts, problems } = await inspect('pdf-variety/025-attachment_with-attachment.pdf');
      expect(facts.active_content).toEqual({
        javascript: false,
        launch_actions: false,
        embedded_files: ['image.png'],
        other: [],
      });
      expect(problems.map((p) => p.code)).toEqual(['pdf.embedded_files']);
      expect(problems[0]!.message).toContain('(image.png)');
    });

    it('broken-mime.pdf is a complete PDF with two stray bytes before its header and a cut %%EOF', async () => {
      const bytes = new Uint8Array(await readFile(corpusFile('court/broken-mime.pdf')));
      expect(Array.from(bytes.subarray(0, 7))).toEqual([0x0d, 0x0a, 0x25, 0x50, 0x44, 0x46, 0x2d]); // \r\n%PDF-
      expect(Buffer.from(bytes.subarray(-5)).toString('latin1')).toBe('\r\n%%E');
      const { facts, problems } = await inspect('court/broken-mime.pdf');
      // Its final trailer (startxref and the offset) is intact; only the last two bytes of %%EOF are gone.
      expect(problems.map((p) => [p.code, p.severity])).toEqual([['pdf.damaged', 'warning']]);
      expect(problems[0]!.message).toBe(
        'broken-mime.pdf has a damaged trailer: its final %%EOF marker is missing or cut short (the file ends with "%%E"); it was read anyway.',
      );
      expect(facts).toMatchObject({ kind: 'pdf', media_type: 'application/pdf', pages: 23, encrypted: false });
    });

    it('017-unreadable-meta-data cannot be opened at all: its trailer does not lead to the catalog', async () => {
      const { facts, problems } = await inspect('pdf-variety/017-unreadable-meta-data_unreadablemetadata.pdf');
      expect(problems.map((p) => p.code)).toEqual(['pdf.unreadable']);
      expect(problems[0]!.message).toContain('its catalog (the object that lists the pages) cannot be found');
      expect(problems[0]!.message).toContain('pdfjs: "Invalid Root reference."');
      expect(facts.pages).toBeNull();
    });

    it('010-pdflatex-forms has a form that submits itself to a URL', async () => {
      const { facts, problems } = await inspect('pdf-variety/010-pdflatex-forms_pdflatex-forms.pdf');
      expect(facts.active_content).toEqual({
        javascript: false,
        launch_actions: false,
        embedded_files: [],
        other: ['SubmitForm'],
      });
      expect(problems.map((p) => [p.code, p.severity])).toEqual([['pdf.active_content', 'error']]);
    });

    it('reads the Info dictionary', async () => {
      const { facts } = await inspect('court/recap_documents_ca7_3.pdf');
      expect(facts.info).toEqual({
        Producer: 'Corel PDF Engine Version 18.0.0.200; modified using iText 2.1.7 by 1T3XT',
        Creator: 'PrintServer180',
        Title: '',
        ModDate: "D:20170714132934-05'00'",
        CreationDate: 'D:20170713165957Z',
      });
      expect(facts.xmp).toMatchObject({
        'xap:CreatorTool': 'PrintServer180',
        'pdfaid:part': '1',
        'dc:format': 'application/pdf',
      });
    });

    it('flattens XMP, properties written as attributes included', async () => {
      const { facts } = await inspect('pdf-variety/020-xmp_output_with_metadata_pymupdf.pdf');
      expect(facts.xmp).toEqual({
        'dc:source': 'Martin Thoma',
        'pdfx:other': 'worlds',
        'pdfx:ↂ23F0': 'time',
        'pdfx:Style': 'FooBarStyle',
        'dc:creator': 'John Doe',
        'dc:description': 'This is a text',
        'dc:date': '1990-04-28',
        'dc:title': 'Sample PDF with XMP Metadata',
      });
      expect(facts.info).toEqual({ CreationDate: "D:20230410074654Z07'46'" });
    });
  },
);
