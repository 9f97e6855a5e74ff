import { describe, expect, it } from 'vitest';
import { METADATA_MAX_BYTES, parseMetadata } from '../../actions/lib/contract/metadata.js';

const TODAY = '2026-11-21';
const good = { title: 'Order granting motion to dismiss', date: '2019-07-02', source: 'PACER', relevance: 'high' };

describe('upload metadata contract', () => {
  it('accepts a complete, valid file', () => {
    const r = parseMetadata(
      JSON.stringify({
        ...good,
        tags: ['appeal'],
        source_type: 'court',
        language: 'en',
        source_url: 'https://example.org/a.pdf',
      }),
      TODAY,
    );
    expect(r.ok).toBe(true);
  });

  it('reports every violation at once, each with its field and a hint', () => {
    const r = parseMetadata(JSON.stringify({ title: 'x', date: '2019-02-30', relevance: 'huge', extra: 1 }), TODAY);
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => [p.code, p.field])).toEqual([
      ['metadata.source.missing', 'source'],
      ['metadata.unknown_field', 'extra'],
      ['metadata.title.too_short', 'title'],
      ['metadata.date.format', 'date'],
      ['metadata.relevance.enum', 'relevance'],
    ]);
    for (const p of r.problems) expect(p.hint.length).toBeGreaterThan(10);
  });

  it.each([
    ['2019-02-29', 'metadata.date.format'],
    ['2019-13-01', 'metadata.date.format'],
    ['02/07/2019', 'metadata.date.format'],
    ['2026-11-22', 'metadata.date.future'],
  ])('rejects the date %s as %s', (date, code) => {
    const r = parseMetadata(JSON.stringify({ ...good, date }), TODAY);
    expect(r.problems.map((p) => p.code)).toEqual([code]);
  });

  it('accepts a leap day and today', () => {
    expect(parseMetadata(JSON.stringify({ ...good, date: '2020-02-29' }), TODAY).ok).toBe(true);
    expect(parseMetadata(JSON.stringify({ ...good, date: TODAY }), TODAY).ok).toBe(true);
  });

  it('takes a docket entry and an attachment as whole numbers within their bounds', () => {
    const entry = (extra: Record<string, unknown>) =>
      parseMetadata(JSON.stringify({ ...good, case_number: '1:16-cv-00745', ...extra }), TODAY);
    expect(entry({ docket_entry: 0 }).ok).toBe(true);
    expect(entry({ docket_entry: 42, attachment_number: 1 }).ok).toBe(true);
    expect(entry({ docket_entry: '42' }).problems.map((p) => [p.code, p.message])).toEqual([
      ['metadata.docket_entry.type', '"docket_entry" must be a whole number (no quotes).'],
    ]);
    expect(entry({ docket_entry: 4.5 }).problems.map((p) => p.code)).toEqual(['metadata.docket_entry.type']);
    expect(entry({ docket_entry: -1 }).problems.map((p) => p.code)).toEqual(['metadata.docket_entry.too_small']);
    expect(entry({ attachment_number: 0 }).problems.map((p) => p.code)).toEqual([
      'metadata.attachment_number.too_small',
    ]);
    expect(entry({ docket_entry: 1e10 }).problems.map((p) => p.code)).toEqual(['metadata.docket_entry.too_large']);
  });

  it('explains broken JSON and a non-object', () => {
    expect(parseMetadata('{"title": "a",}', TODAY).problems[0]?.code).toBe('metadata.json.syntax');
    expect(parseMetadata('[1,2]', TODAY).problems[0]?.code).toBe('metadata.json.not_object');
  });

  it('rejects a non-http source_url and a blank title', () => {
    const r = parseMetadata(JSON.stringify({ ...good, title: '     ', source_url: 'javascript:alert(1)' }), TODAY);
    expect(r.problems.map((p) => p.code).sort()).toEqual(['metadata.source_url.pattern', 'metadata.title.pattern']);
  });

  it.each([
    ['NUL', 'Order\u0000 granting', 'metadata.title.control_character', 6],
    ['ESC', '\u001b[31mOrder granting', 'metadata.title.control_character', 1],
    ['CR', 'Order\rgranting', 'metadata.title.control_character', 6],
    ['LF', 'Order\ngranting', 'metadata.title.line_break', 6],
    ['tab', 'Order\tgranting', 'metadata.title.line_break', 6],
    ['C1 control', 'Order\u0085granting', 'metadata.title.control_character', 6],
    ['right-to-left override', 'Order \u202egnitnarg', 'metadata.title.bidi_control', 7],
    ['isolate', 'Order \u2067granting\u2069', 'metadata.title.bidi_control', 7],
    ['lone surrogate', 'Order \ud800granting', 'metadata.title.invalid_text', 7],
  ])('refuses a title holding a %s, naming the field and the character', (_what, title, code, position) => {
    const r = parseMetadata(JSON.stringify({ ...good, title }), TODAY);
    expect(r.problems.map((p) => [p.code, p.field])).toEqual([[code, 'title']]);
    expect(r.problems[0]!.message).toContain(`at character ${position}`);
    expect(r.problems[0]!.hint.length).toBeGreaterThan(10);
  });

  it('checks source, case number, tags and description the same way', () => {
    const r = parseMetadata(
      JSON.stringify({
        ...good,
        source: 'PACER\u0007',
        case_number: '17-\u202e3510',
        tags: ['ok', 'bad\u0000'],
        description: 'line\u001b',
      }),
      TODAY,
    );
    expect(r.problems.map((p) => [p.code, p.field])).toEqual([
      ['metadata.source.control_character', 'source'],
      ['metadata.tags.control_character', 'tags.1'],
      ['metadata.description.control_character', 'description'],
      ['metadata.case_number.bidi_control', 'case_number'],
    ]);
  });

  it('allows tabs and line feeds in the description, right-to-left text and its direction marks everywhere', () => {
    const r = parseMetadata(
      JSON.stringify({
        ...good,
        title: 'حكم المحكمة\u200f — Order',
        description: 'First paragraph.\n\n\tSecond, indented.',
      }),
      TODAY,
    );
    expect(r).toMatchObject({ ok: true });
  });

  it('refuses bytes that are not UTF-8 instead of replacing them', () => {
    const bytes = Buffer.concat([
      Buffer.from('{"title": "Caf'),
      Buffer.from([0xe9]),
      Buffer.from(`", "date": "2019-07-02", "source": "PACER", "relevance": "high"}`),
    ]);
    expect(parseMetadata(new Uint8Array(bytes), TODAY).problems.map((p) => p.code)).toEqual(['metadata.encoding']);
    expect(parseMetadata(new Uint8Array(Buffer.from(JSON.stringify({ ...good, title: 'Café order' }))), TODAY).ok).toBe(
      true,
    );
  });

  it('refuses a key given twice, wherever it is, and says on which line', () => {
    const text = `{\n  "title": "Order granting motion",\n  "date": "2019-07-02",\n  "source": "PACER",\n  "relevance": "high",\n  "title": "Something else"\n}\n`;
    expect(parseMetadata(text, TODAY).problems.map((p) => [p.code, p.field, p.message])).toEqual([
      [
        'metadata.json.duplicate_key',
        'title',
        'The metadata file gives "title" twice (again on line 6); JSON readers disagree on which one counts.',
      ],
    ]);
    // The same key in two different objects is not a repeat.
    expect(parseMetadata(JSON.stringify({ ...good, tags: ['title', 'date'] }), TODAY).ok).toBe(true);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const text = JSON.stringify({ ...good, description: 'x'.repeat(METADATA_MAX_BYTES) });
    const r = parseMetadata(text, TODAY);
    expect(r.problems.map((p) => p.code)).toEqual(['metadata.too_large']);
    expect(r.problems[0]!.message).toContain('limit is 65,536');
    // The longest file the schema allows stays well under the limit.
    const longest = JSON.stringify({
      ...good,
      title: 't'.repeat(300),
      source: 's'.repeat(300),
      description: 'd'.repeat(5000),
      source_url: `https://example.org/${'u'.repeat(1970)}`,
      case_number: 'c'.repeat(100),
      tags: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(60, 'g')),
      category: 'legal',
      language: 'en',
      source_type: 'court',
    });
    expect(longest.length).toBeLessThan(METADATA_MAX_BYTES / 4);
    expect(parseMetadata(longest, TODAY)).toMatchObject({ ok: true });
  });
});
