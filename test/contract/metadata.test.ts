import { describe, expect, it } from 'vitest';
import { parseMetadata } from '../../actions/lib/contract/metadata.js';

const TODAY = '2026-11-21';
const good = { title: 'Order granting motion to dismiss', date: '2019-07-02', source: 'PACER', relevance: 'high' };

describe('upload metadata contract', () => {
  it('accepts a complete, valid file', () => {
    const r = parseMetadata(JSON.stringify({ ...good, tags: ['appeal'], source_type: 'court', language: 'en', source_url: 'https://example.org/a.pdf' }), TODAY);
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

  it('explains broken JSON and a non-object', () => {
    expect(parseMetadata('{"title": "a",}', TODAY).problems[0]?.code).toBe('metadata.json.syntax');
    expect(parseMetadata('[1,2]', TODAY).problems[0]?.code).toBe('metadata.json.not_object');
  });

  it('rejects a non-http source_url and a blank title', () => {
    const r = parseMetadata(JSON.stringify({ ...good, title: '     ', source_url: 'javascript:alert(1)' }), TODAY);
    expect(r.problems.map((p) => p.code).sort()).toEqual(['metadata.source_url.pattern', 'metadata.title.pattern']);
  });
});
