/**
 * The pure parts of the reader's document: citations (Bluebook-style, BibTeX, RIS, CSL-JSON), the rule for
 * a photograph's OCR text, the word boxes the site publishes for drawing hits on a scan, the site's public address, and the static server's ranges and cross-origin
 * answers that the viewer's tests rely on.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../actions/lib/core/config.js';
import {
  bibtex,
  bluebookCitation,
  bluebookDate,
  citationFields,
  courtAbbreviation,
  cslJson,
  ris,
  splitTitle,
  type CitationInput,
} from '../../site/read-model/citation.js';
import { photographText, readsAsWords } from '../../site/read-model/photo-text.js';
import { byteRange, startPreviewServer } from '../../site/generator/preview-server.js';
import { siteSettings } from '../../site/generator/settings.js';
import { OCR_WORDS_FORMAT, type PageWords } from '../../actions/lib/archive/ocr-words.js';
import { readSiteWords, siteWords } from '../../site/read-model/page-words.js';
import { pageWordsPaths } from '../../actions/lib/archive/layout.js';
import { queryMatcher } from '../../site/search-index/excerpt.js';
import { ocrBoxes } from '../../site/client/viewer/page-images.js';

const HARLOW: CitationInput = {
  id: '6bc1b80f3d69e495',
  title: 'Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
  source: 'U.S. District Court, District of Maine',
  source_type: 'court',
  date: '2022-03-14',
  case_number: '1:21-cv-00417',
  url: 'https://example-org.github.io/demo-archive/documents/6bc1b80f3d69e495/',
  file_url: 'https://example-org.github.io/demo-archive/documents/6bc1b80f3d69e495/order.pdf',
  publisher: 'US Federal Court Records',
  language: 'en',
  tags: ['motion to dismiss', 'whistleblower'],
};

describe('citations', () => {
  it('abbreviates federal courts as Bluebook table T1 does', () => {
    expect(
      [
        'U.S. District Court, District of Maine',
        'U.S. District Court, District of New Hampshire',
        'U.S. District Court, Eastern District of Virginia',
        'U.S. District Court, Western District of Washington',
        'United States District Court for the Southern District of New York',
        'U.S. District Court, District of Columbia',
        'U.S. District Court, Northern District of West Virginia',
        'U.S. Court of Appeals for the First Circuit',
        'U.S. Court of Appeals for the Second Circuit',
        'United States Court of Appeals for the Federal Circuit',
        'U.S. Court of Appeals for the D.C. Circuit',
        'My holiday album',
      ].map(courtAbbreviation),
    ).toEqual([
      'D. Me.',
      'D.N.H.',
      'E.D. Va.',
      'W.D. Wash.',
      'S.D.N.Y.',
      'D.D.C.',
      'N.D. W. Va.',
      '1st Cir.',
      '2d Cir.',
      'Fed. Cir.',
      'D.C. Cir.',
      null,
    ]);
  });

  it('writes dates with the months of Bluebook table T12', () => {
    expect(['2022-03-14', '2021-06-02', '2022-09', '2019', 'n.d.'].map(bluebookDate)).toEqual([
      'Mar. 14, 2022',
      'June 2, 2021',
      'Sept. 2022',
      '2019',
      'n.d.',
    ]);
  });

  it('takes the case name from the title', () => {
    expect(splitTitle('Harlow v. Northfield Grain Cooperative — order on the motion to dismiss')).toEqual({
      caseName: 'Harlow v. Northfield Grain Cooperative',
      document: 'Order on the motion to dismiss',
    });
    expect(splitTitle('In re Application of Westover Shipping — letter from the clerk (scanned)')).toEqual({
      caseName: 'In re Application of Westover Shipping',
      document: 'Letter from the clerk (scanned)',
    });
    expect(splitTitle('Order granting the motion to dismiss')).toEqual({
      caseName: null,
      document: 'Order granting the motion to dismiss',
    });
  });

  it('cites a court document the Bluebook way, with the page and the day of access when given', () => {
    const f = citationFields(HARLOW);
    expect(bluebookCitation(f)).toBe(
      'Order on the motion to dismiss, Harlow v. Northfield Grain Cooperative, No. 1:21-cv-00417 (D. Me. Mar. 14, 2022), https://example-org.github.io/demo-archive/documents/6bc1b80f3d69e495/.',
    );
    expect(bluebookCitation(f, 2, '2026-11-27')).toBe(
      'Order on the motion to dismiss at 2, Harlow v. Northfield Grain Cooperative, No. 1:21-cv-00417 (D. Me. Mar. 14, 2022), https://example-org.github.io/demo-archive/documents/6bc1b80f3d69e495/ (last visited Nov. 27, 2026).',
    );
    const plain = citationFields({
      ...HARLOW,
      title: 'Annual report',
      source: 'Harbor Trust',
      source_type: null,
      case_number: null,
    });
    expect(plain.court_document).toBe(false);
    expect(bluebookCitation(plain, 3)).toBe(
      'Annual report at 3 (Harbor Trust Mar. 14, 2022), https://example-org.github.io/demo-archive/documents/6bc1b80f3d69e495/.',
    );
  });

  it('writes BibTeX, RIS and CSL-JSON of the same fields, escaping what each format must', () => {
    const f = citationFields({ ...HARLOW, source: 'Court of {Braces} & 100% Co_op' });
    expect(bibtex(f, '2026-11-27')).toBe(
      [
        '@misc{harlow20226bc1b8,',
        '  title = {Harlow v. Northfield Grain Cooperative — order on the motion to dismiss},',
        '  author = {{Court of \\{Braces\\} \\& 100\\% Co\\_op}},',
        '  year = {2022},',
        '  month = {03},',
        '  day = {14},',
        '  number = {1:21-cv-00417},',
        '  institution = {Court of \\{Braces\\} \\& 100\\% Co\\_op},',
        '  publisher = {US Federal Court Records},',
        '  url = {https://example-org.github.io/demo-archive/documents/6bc1b80f3d69e495/},',
        '  urldate = {2026-11-27},',
        '  note = {Harlow v. Northfield Grain Cooperative, No. 1:21-cv-00417},',
        '  keywords = {motion to dismiss, whistleblower}',
        '}',
        '',
      ].join('\n'),
    );
    const r = ris(citationFields(HARLOW), '2026-11-27').split('\r\n');
    expect(r).toEqual([
      'TY  - CASE',
      'TI  - Harlow v. Northfield Grain Cooperative — order on the motion to dismiss',
      'AU  - U.S. District Court, District of Maine',
      'DA  - 2022/03/14',
      'PY  - 2022',
      'PB  - US Federal Court Records',
      'M1  - 1:21-cv-00417',
      `UR  - ${HARLOW.url}`,
      `L1  - ${HARLOW.file_url}`,
      'Y2  - 2026/11/27',
      'LA  - en',
      'KW  - motion to dismiss',
      'KW  - whistleblower',
      'ER  - ',
      '',
    ]);
    expect(cslJson(citationFields(HARLOW), '2026-11-27')).toEqual([
      {
        id: HARLOW.id,
        type: 'legal_case',
        title: HARLOW.title,
        'container-title': 'Harlow v. Northfield Grain Cooperative',
        authority: HARLOW.source,
        number: '1:21-cv-00417',
        publisher: 'US Federal Court Records',
        issued: { 'date-parts': [[2022, 3, 14]] },
        accessed: { 'date-parts': [[2026, 11, 27]] },
        URL: HARLOW.url,
        language: 'en',
        keyword: 'motion to dismiss, whistleblower',
      },
    ]);
  });
});

describe("a photograph's OCR text", () => {
  it('keeps the lines where OCR read words and drops its noise', () => {
    const read = [
      'ATR ORT rT——        »',
      '                                           See.',
      '==aelioo NW',
      'A= EE  GE  JL  ¥',
      '#              SR Ses',
      "PLAINTIFF'S EXHIBIT 7",
      'United States District Court, District of Kansas',
      'Case No. 6:20-cv-01152, Dorsey v. Prairie Federal Land Bank',
      'He     MMT HH AH',
    ].join('\n');
    expect(photographText(read)).toBe(
      "PLAINTIFF'S EXHIBIT 7\nUnited States District Court, District of Kansas\nCase No. 6:20-cv-01152, Dorsey v. Prairie Federal Land Bank",
    );
    expect(readsAsWords('BE ea eR JILL')).toBe(false);
    expect(photographText('BE ea eR JILL\nSR Ere')).toBe('');
  });
});

describe('the word boxes the site publishes', () => {
  const page = (n: number, words: [string, number, number, number, number][]): PageWords => ({
    format: OCR_WORDS_FORMAT,
    page: n,
    width: 2000,
    height: 4000,
    dpi: 300,
    language: 'eng',
    words: words.map(([text, ...box], i) => ({ text, box, confidence: 90, source: 'tesseract', line: i + 1 })),
  });

  it('keeps each word and its box as parts of the page, page by page, and reads them back', () => {
    const file = siteWords([
      page(3, [['Kansas', 1000, 2000, 1500, 2100]]),
      page(1, [
        ['the', 0, 0, 200, 100],
        ['discovery,', 200, 400, 1200, 500],
      ]),
    ]);
    expect(JSON.parse(JSON.stringify(file))).toEqual({
      format: 'dirhub-site-words/1',
      pages: [
        { page: 1, words: ['the', 0, 0, 1000, 250, 'discovery,', 1000, 1000, 6000, 1250] },
        { page: 3, words: ['Kansas', 5000, 5000, 7500, 5250] },
      ],
    });
    const read = readSiteWords(JSON.parse(JSON.stringify(file)))!;
    expect([...read.keys()]).toEqual([1, 3]);
    expect(read.get(3)).toEqual([{ text: 'Kansas', left: 0.5, top: 0.5, right: 0.75, bottom: 0.525 }]);
    // A hit inside a longer word is drawn over its own letters: "discovery" is nine of "discovery,"'s ten.
    expect(ocrBoxes(read.get(1)!, queryMatcher('discovery'))).toEqual([
      { left: 0.1, right: 0.55, top: 0.1, bottom: 0.125 },
    ]);
    expect(ocrBoxes(read.get(1)!, queryMatcher('kansas'))).toEqual([]);
  });

  it("takes from a record only word files in its document's own text folder", () => {
    const record = {
      document_id: 'abcdef0123456789',
      text: {
        pages: [],
        ocr_pages: [],
        ocr_confidence: [],
        chars: 0,
        words: ['text/0002.words.json', '../../../etc/passwd', 'text/../../x.words.json', '/tmp/0001.words.json'],
      },
    };
    expect(pageWordsPaths(record)).toEqual(['archive/documents/ab/abcdef0123456789/text/0002.words.json']);
  });

  it('reads nothing from a file that is not in its format', () => {
    for (const bad of [
      null,
      'text',
      { format: 'dirhub-site-words/2', pages: [] },
      { format: 'dirhub-site-words/1', pages: [{ page: 1, words: ['a', 1, 2] }] },
      { format: 'dirhub-site-words/1', pages: [{ page: 1, words: ['a', 1, 2, 3, '4'] }] },
    ])
      expect(readSiteWords(bad)).toBeNull();
  });
});

describe("the site's public address", () => {
  const settings = (site: Partial<typeof DEFAULT_CONFIG.site>, overrides = {}) =>
    siteSettings({ ...DEFAULT_CONFIG, site: { ...DEFAULT_CONFIG.site, ...site } }, overrides).siteUrl;
  it('is site.url, with the path prefix; else a project site on GitHub Pages; else not known', () => {
    expect(settings({ url: 'https://records.example.org', path_prefix: '/' })).toBe('https://records.example.org/');
    expect(settings({ url: 'https://records.example.org/', path_prefix: '/court/' })).toBe(
      'https://records.example.org/court/',
    );
    expect(settings({ repository: 'Example-Org/records', path_prefix: '/records/' })).toBe(
      'https://example-org.github.io/records/',
    );
    expect(settings({ repository: 'example-org/records', path_prefix: '/' })).toBeNull();
    expect(settings({}, { siteUrl: 'http://127.0.0.1:8080/' })).toBe('http://127.0.0.1:8080/');
    expect(() => settings({ url: 'ftp://example.org/' })).toThrow(/site.url "ftp:\/\/example.org\/" is not usable/);
  });
});

describe('the static server', () => {
  it('reads one range of a file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-50', 1000)).toEqual({ start: 950, end: 999 });
    expect(byteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(byteRange(undefined, 1000)).toBeNull();
  });

  it('answers a range with 206 and, when asked to, lets other origins read it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dirhub-serve-'));
    await writeFile(join(dir, 'file.pdf'), '0123456789');
    const open = await startPreviewServer(dir, { crossOrigin: true });
    const closed = await startPreviewServer(dir);
    try {
      const part = await fetch(`${open.url}file.pdf`, { headers: { range: 'bytes=2-5' } });
      expect([part.status, await part.text(), part.headers.get('content-range')]).toEqual([
        206,
        '2345',
        'bytes 2-5/10',
      ]);
      expect(part.headers.get('access-control-allow-origin')).toBe('*');
      expect(part.headers.get('access-control-expose-headers')).toContain('Content-Range');
      const preflight = await fetch(`${open.url}file.pdf`, { method: 'OPTIONS' });
      expect([preflight.status, preflight.headers.get('access-control-allow-headers')]).toEqual([204, 'Range']);
      const plain = await fetch(`${closed.url}file.pdf`);
      expect([
        plain.status,
        plain.headers.get('access-control-allow-origin'),
        plain.headers.get('accept-ranges'),
      ]).toEqual([200, null, 'bytes']);
    } finally {
      await open.close();
      await closed.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps answering, whole file or 404, while a rebuild removes the files it is serving', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dirhub-serve-'));
    const body = 'x'.repeat(4 * 1024 * 1024);
    await mkdir(join(dir, 'index'));
    await writeFile(join(dir, 'index', 'big.bin'), body);
    for (let i = 0; i < 50; i++) await writeFile(join(dir, 'index', `${i}.bin`), `shard ${i}`);
    const server = await startPreviewServer(dir);
    try {
      // A response whose headers came before the file was removed still brings the whole file.
      const big = await fetch(`${server.url}index/big.bin`);
      await rm(join(dir, 'index', 'big.bin'));
      expect([big.status, (await big.text()).length]).toEqual([200, body.length]);
      // Requests racing the removal of their folder: each is its file or a 404, and nothing throws.
      const answers = Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${server.url}index/${i}.bin`);
        return [res.status, await res.text()] as const;
      });
      await rm(join(dir, 'index'), { recursive: true, force: true });
      for (const [i, [status, text]] of (await Promise.all(answers)).entries()) {
        expect(status === 200 ? text : status).toBe(status === 200 ? `shard ${i}` : 404);
      }
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
