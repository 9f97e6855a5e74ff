/**
 * The second recogniser (PP-OCRv4 on onnxruntime-node), the combination of its reading with tesseract's,
 * the page's language, and the word boxes kept with the archive: real models on real scans and on pages
 * the test draws, no mocks.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '../../../actions/lib/core/config.js';
import { documentWrites, buildRecord } from '../../../actions/lib/archive/layout.js';
import {
  OCR_WORDS_FORMAT,
  pageWordsName,
  parsePageWords,
  serializePageWords,
  type PageWords,
} from '../../../actions/lib/archive/ocr-words.js';
import { chooseWord, isWord, replaceWords } from '../../../actions/lib/pipeline/processing/combine.js';
import { decodeToGray } from '../../../actions/lib/pipeline/processing/images.js';
import {
  createOcrEngine,
  ocrImage,
  ocrLanguagesOf,
  recognizePage,
  type OcrEngine,
} from '../../../actions/lib/pipeline/processing/ocr.js';
import { judgePageLanguage } from '../../../actions/lib/pipeline/processing/page-language.js';
import {
  allowedClasses,
  createPaddleRecognizer,
  installedPaddleModel,
  scriptCharacters,
} from '../../../actions/lib/pipeline/processing/paddle.js';
import { makeAnalysis } from '../../archive/analysis-fixture.js';
import { corpusFile, describeWithCorpus } from '../../helpers/paths.js';

describeWithCorpus('the second recogniser on a real deposition scan', 'PP-OCRv4 reading lines of a real scan', () => {
  it('reads two lines word by word, each word boxed where it was printed, in English letters only', async () => {
    const gray = await decodeToGray(new Uint8Array(await readFile(corpusFile('ocr', 'images', 'deposition_02.png'))));
    const paddle = createPaddleRecognizer();
    try {
      const [second, third] = await paddle.readLines(gray, [
        { x0: 321, y0: 329, x1: 1277, y1: 358 },
        { x0: 322, y0: 409, x1: 1576, y1: 442 },
      ]);
      // The margin's line numbers come out as noise, and sure of nothing: the combination leaves them to tesseract.
      expect(second!.text).toBe('2l Q. That was also the basement?');
      expect(third!.text).toBe('3‘ A. Yeah. There was a processing area -- so');
      expect(second!.words.map((w) => [w.text, w.bbox.x0, w.bbox.x1])).toEqual([
        ['2l', 328, 369],
        ['Q.', 553, 587],
        ['That', 669, 745],
        ['was', 786, 840],
        ['also', 875, 950],
        ['the', 991, 1039],
        ['basement?', 1080, 1271],
      ]);
      expect(second!.words[0]!.confidence).toBeLessThan(20);
      expect(second!.words.slice(1).every((w) => w.confidence > 95)).toBe(true);
      expect(second!.words.every((w) => w.bbox.y0 === 329 && w.bbox.y1 === 358)).toBe(true);
    } finally {
      await paddle.close();
    }
  });
});

describeWithCorpus(
  'two readings combined on a real page',
  'tesseract and PP-OCRv4 combined on a real multi-column page',
  () => {
    let engine: OcrEngine;
    beforeAll(() => {
      engine = createOcrEngine({ workers: 1 });
    });
    afterAll(async () => {
      await engine.close();
    });

    it('takes the second reading where tesseract misread a table heading, and says who read each word', async () => {
      // The top of a real analyst's report (rows 200–700 of the scan): a table whose year headings tesseract
      // alone reads as "bwotoA", "BYRDIBA" and "FYP015E" at confidences 0–27.
      const page = await decodeToGray(
        new Uint8Array(await readFile(corpusFile('ocr-more', 'images', 'multicol_04.png'))),
      );
      const [top, bottom] = [200, 700];
      const crop = {
        width: page.width,
        height: bottom - top,
        pixels: page.pixels.slice(top * page.width, bottom * page.width),
      };
      const result = await recognizePage(engine, crop, 300);
      for (const heading of ['FY2012A', 'FY2013A', 'FY2015E']) {
        const word = result.words.find((w) => w.text === heading);
        expect(word, heading).toBeDefined();
        expect(word!.source).toBe('paddle');
        expect(word!.confidence).toBeGreaterThan(90);
      }
      expect(searchable(result.text)).toContain('FY2012A FY2013A FY2014E FY2015E FY2016E');
      expect(result.secondStretches).toBeGreaterThan(0);
      const sources = new Set(result.words.map((w) => w.source));
      expect([...sources].sort()).toEqual(['both', 'paddle', 'tesseract']);
    });
  },
);

const searchable = (text: string) => text.replace(/\s+/g, ' ');

describe('deciding one word between two readings', () => {
  const chars = (text: string, confidence: number) =>
    [...text].map((c, i) => ({ text: c, confidence, x0: i * 10, x1: i * 10 + 9 }));
  const word = (text: string, confidence: number) => ({ text, confidence, bbox: { x0: 0, y0: 0, x1: 50, y1: 20 } });

  it('keeps a word tesseract is sure of, takes a surer second reading of an unsure one', () => {
    expect(chooseWord(word('Hamilton', 95), chars('Hamiton', 99))).toMatchObject({
      text: 'Hamilton',
      source: 'tesseract',
    });
    expect(chooseWord(word('FYP015E', 27), chars('FY2015E', 98))).toMatchObject({
      text: 'FY2015E',
      source: 'paddle',
      confidence: 98,
    });
    expect(chooseWord(word('that', 70), chars('that', 99))).toMatchObject({ source: 'both', confidence: 99 });
  });

  it('never trades a dictionary word for one that is none, and lets the dictionary break a tie', () => {
    expect(chooseWord(word('sales', 50), chars('sals', 99))).toMatchObject({ text: 'sales', source: 'tesseract' });
    expect(chooseWord(word('basemcnt', 70), chars('basement', 65))).toMatchObject({
      text: 'basement',
      source: 'paddle',
    });
    expect(isWord('Plaintiff’s')).toBe(true);
    expect(isWord('$3,621')).toBe(null);
    expect(isWord('FY2015E')).toBe(false);
  });

  it('replaces words in the engine text without losing its spacing, or says it cannot', () => {
    expect(
      replaceWords(
        'Date   Amount\n12  bwotoA',
        ['Date', 'Amount', '12', 'bwotoA'],
        ['Date', 'Amount', '12', 'FY2012A'],
      ),
    ).toBe('Date   Amount\n12  FY2012A');
    expect(replaceWords('right left', ['left', 'right'], ['a', 'b'])).toBe(null);
  });

  it('decides among the characters of the page’s language only', () => {
    const model = installedPaddleModel();
    const english = allowedClasses(model.characters, scriptCharacters(['eng'])!);
    const french = allowedClasses(model.characters, scriptCharacters(['eng', 'fra'])!);
    const read = (classes: Map<number, string>) => new Set(classes.values());
    expect(read(english).has('é')).toBe(false);
    expect(read(french).has('é')).toBe(true);
    // The full-width digit one reads as a plain one; no Chinese character is ever a candidate.
    expect(english.get(model.characters.indexOf('１') + 1)).toBe('1');
    expect([...read(english)].filter(Boolean).every((c) => c.charCodeAt(0) < 0x2100)).toBe(true);
    expect(scriptCharacters(['rus'])).toBe(null);
  });
});

/** A page the test draws: lines of text in DejaVu Serif at about 12 pt at 300 dpi. */
async function drawnPage(lines: string[]): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(2480, 160 + lines.length * 75);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  ctx.font = '42px DejaVu Serif';
  lines.forEach((line, i) => ctx.fillText(line, 150, 150 + i * 75));
  return new Uint8Array(await canvas.encode('png'));
}

const FRENCH_ORDER = [
  "COUR D'APPEL DE PARIS — Pôle 5, chambre 2",
  'ARRÊT DU 12 MARS 2024, répertoire général n° 22/01234',
  'Décision déférée à la cour : jugement du tribunal judiciaire de Paris.',
  "La société appelante demande à la cour d'infirmer le jugement en toutes",
  'ses dispositions et de déclarer que les faits ne sont pas établis. Elle',
  'soutient que la procédure a été menée sans que les parties aient pu être',
  "entendues, et que le délai prévu par la loi n'a pas été respecté. Pour",
  "ces motifs, la cour confirme le jugement déféré en ce qu'il a rejeté la",
  "demande, et condamne la société aux dépens de la procédure d'appel.",
];

const RUSSIAN_ORDER = [
  'ВЕРХОВНЫЙ СУД РОССИЙСКОЙ ФЕДЕРАЦИИ',
  'ОПРЕДЕЛЕНИЕ от 12 марта 2024 года по делу № 5-КГ24-1',
  'Судебная коллегия по гражданским делам рассмотрела в открытом',
  'судебном заседании гражданское дело по иску общества к ответчику',
  'о взыскании задолженности по договору поставки и неустойки за',
  'нарушение сроков оплаты товара, а также судебных расходов по делу.',
  'Заслушав доклад судьи и объяснения представителей сторон, коллегия',
  'установила, что решение суда первой инстанции подлежит отмене, а',
  'дело направлению на новое рассмотрение в суд первой инстанции.',
];

const withLanguages = (languages: string[]) =>
  mergeConfig({
    collection: { ...mergeConfig(undefined).collection, languages },
    ocr: { ...mergeConfig(undefined).ocr, workers: 1 },
  });

describe('the profile’s languages decide how a page is read', () => {
  it('chooses the installed models from collection.languages, the main language first', () => {
    expect(ocrLanguagesOf(withLanguages(['en']))).toEqual(['eng']);
    expect(ocrLanguagesOf(withLanguages(['fr', 'en']))).toEqual(['fra', 'eng']);
    // German has no model installed: English is read, and German pages say so (below).
    expect(ocrLanguagesOf(withLanguages(['de']))).toEqual(['eng']);
    expect(ocrLanguagesOf(mergeConfig({ ocr: { ...mergeConfig(undefined).ocr, languages: ['fra'] } }))).toEqual([
      'fra',
    ]);
  });

  it('judges a reading by the common words of each language', () => {
    const french = FRENCH_ORDER.join(' ');
    expect(judgePageLanguage(french, 93, 'eng', ['en', 'fr'], ['eng', 'fra'])).toEqual({
      kind: 'read-in',
      language: 'fra',
    });
    expect(judgePageLanguage(french, 95, 'fra', ['en', 'fr'], ['eng', 'fra'])).toEqual({ kind: 'keep' });
    expect(judgePageLanguage(french, 93, 'eng', ['en'], ['eng'])).toEqual({ kind: 'no-model', iso: 'fr' });
    // Too few words to judge: a stamp or a table of figures is kept as read.
    expect(judgePageLanguage('Filed 04/22/13 Page 1 of 10', 40, 'eng', ['en'], ['eng'])).toEqual({ kind: 'keep' });
  });

  it('reads a French filing in French, with its accents, when the archive takes French', async () => {
    const page = await ocrImage(await drawnPage(FRENCH_ORDER), withLanguages(['en', 'fr']));
    expect(page.problem).toBeUndefined();
    expect(page.words!.language).toBe('fra');
    const text = searchable(page.text);
    for (const phrase of [
      'ARRÊT DU 12 MARS 2024',
      'Décision déférée à la cour',
      'la procédure a été menée',
      'aux dépens',
    ])
      expect(text).toContain(phrase);
  });

  it('says a French page is in a language the archive has no model for, and keeps no noise', async () => {
    const page = await ocrImage(await drawnPage(FRENCH_ORDER), withLanguages(['en']));
    expect(page.text).toBe('');
    expect(page.words!.words).toEqual([]);
    expect(page.problem).toEqual({
      code: 'ocr.language_without_model',
      message:
        'A page reads as French, which this archive has no OCR model for (it reads English): its OCR text was left out rather than add misread words to search',
      hint: 'To read French pages, add "fr" to collection.languages in dirhub.config.json and run `npm install @tesseract.js-data/fra`',
      severity: 'warning',
    });
  });

  it('says a page in another script reads as no language the archive has a model for', async () => {
    const page = await ocrImage(await drawnPage(RUSSIAN_ORDER), withLanguages(['en', 'fr']));
    expect(page.text).toBe('');
    expect(page.problem?.code).toBe('ocr.language_without_model');
    expect(page.problem?.message).toMatch(
      /^A page reads as no language this archive has an OCR model for \(it reads English, French\)/,
    );
  });
});

describe('word boxes kept with the archive', () => {
  const words: PageWords = {
    format: OCR_WORDS_FORMAT,
    page: 2,
    width: 2550,
    height: 3300,
    dpi: 300,
    language: 'eng',
    words: [
      { text: 'Plaintiff', box: [312, 401, 498, 447], confidence: 93, source: 'tesseract', line: 1 },
      { text: 'FY2015E', box: [520, 401, 700, 447], confidence: 98, source: 'paddle', line: 1 },
    ],
  };

  it('writes one file a page beside its text, one word a line, and reads it back', () => {
    const text = serializePageWords(words);
    expect(text).toBe(
      '{"format":"dirhub-ocr-words/1","page":2,"width":2550,"height":3300,"dpi":300,"language":"eng","words":[\n' +
        '{"text":"Plaintiff","box":[312,401,498,447],"confidence":93,"source":"tesseract","line":1},\n' +
        '{"text":"FY2015E","box":[520,401,700,447],"confidence":98,"source":"paddle","line":1}\n' +
        ']}\n',
    );
    expect(parsePageWords(text)).toEqual(words);
    expect(pageWordsName(2)).toBe('text/0002.words.json');
  });

  it('turns a damaged or foreign file into a problem value', () => {
    expect(parsePageWords('{"format":"hocr"}')).toMatchObject({ code: 'ocr_words.format' });
    expect(parsePageWords('{')).toMatchObject({ code: 'ocr_words.invalid' });
    const bad = { ...words, words: [{ ...words.words[0], box: [1, 2, 3] }] };
    expect(parsePageWords(JSON.stringify(bad))).toMatchObject({ code: 'ocr_words.invalid' });
  });

  it('lists the word files in the record and writes them with the page texts', () => {
    const analysis = {
      ...makeAnalysis({
        name: 'scan.pdf',
        file: 'scan',
        metadata: { title: 'A scan', date: '2020-01-01', source: 'court', relevance: 'high' },
      }),
      page_texts: [
        { page: 1, text: 'typed page', source: 'text-layer' as const },
        { page: 2, text: 'Plaintiff FY2015E', source: 'ocr' as const, ocr_confidence: 95.5, words },
      ],
    };
    const provenance = { submitted_via: { kind: 'cli' as const, ref: 'test' }, submitted_by: null, commit: null };
    const record = buildRecord(analysis, provenance, '2026-01-01T00:00:00Z');
    expect(record.text.words).toEqual(['text/0002.words.json']);
    const writes = documentWrites(record, analysis.page_texts);
    const file = writes.find((w) => w.path.endsWith('/text/0002.words.json'));
    expect(file?.content).toBe(serializePageWords(words));
    expect(writes.filter((w) => w.path.endsWith('.words.json'))).toHaveLength(1);
  });
});
