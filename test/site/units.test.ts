import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pagedFiles } from '../../site/generator/static-api.js';
import { countOf, jsonForScript } from '../../site/generator/eleventy.js';
import { pager } from '../../site/generator/pages.js';
import { byProminence } from '../../site/read-model/entities.js';
import type { PublicEntity } from '../../site/read-model/model.js';
import { normalizePathPrefix, slugify } from '../../site/read-model/urls.js';
import { PROJECT_ROOT } from '../helpers/paths.js';
import { jsonOfBytes } from '../../site/client/document-text.js';

const run = promisify(execFile);

describe('site helpers', () => {
  it('normalises path prefixes', () => {
    expect(['', '/', 'repo', '/repo', 'repo/', '//a//b/'].map(normalizePathPrefix)).toEqual([
      '/',
      '/',
      '/repo/',
      '/repo/',
      '/repo/',
      '/a/b/',
    ]);
  });

  it('makes readable slugs, and a stable fallback for names without letters', () => {
    expect(slugify('Crème Brûlée & Co.')).toBe('creme-brulee-co');
    expect(slugify('<img src=x onerror=alert(2)>')).toBe('img-src-x-onerror-alert-2');
    expect(slugify('北京')).toMatch(/^x[0-9a-z]+$/);
    expect(slugify('北京')).toBe(slugify('北京'));
  });

  it('pages with a window of numbers around the current page', () => {
    expect(pager('/p/', 'codex/', 3, 9)).toEqual({
      page: 3,
      total: 9,
      first: '/p/codex/',
      last: '/p/codex/page/9/',
      prev: '/p/codex/page/2/',
      next: '/p/codex/page/4/',
      window: [1, 2, 3, 4, 5].map((n) => ({
        n,
        href: n === 1 ? '/p/codex/' : `/p/codex/page/${n}/`,
        current: n === 3,
      })),
    });
  });

  it('splits API lists into pages that point at each other', () => {
    const files = pagedFiles('/r/', 'timeline', [1, 2, 3, 4, 5], (n) => ({ n }), '2026-01-01T00:00:00.000Z', 2);
    expect(files.map((f) => f.path)).toEqual([
      'api/v1/timeline.json',
      'api/v1/timeline/pages/2.json',
      'api/v1/timeline/pages/3.json',
    ]);
    expect((files[1]!.body as { meta: { pagination: unknown } }).meta.pagination).toEqual({
      page: 2,
      per_page: 2,
      total_items: 5,
      total_pages: 3,
      first: '/r/api/v1/timeline.json',
      last: '/r/api/v1/timeline/pages/3.json',
      prev: '/r/api/v1/timeline.json',
      next: '/r/api/v1/timeline/pages/3.json',
    });
    expect(
      pagedFiles('/', 'characters', [], (n) => n, 't', 2).map(
        (f) => (f.body as { meta: { pagination: { total_pages: number } } }).meta.pagination.total_pages,
      ),
    ).toEqual([1]);
  });

  it('embeds JSON in a script element without letting it close the element', () => {
    expect(jsonForScript({ t: '</script><b>&\u2028' })).toBe(
      '{"t":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\\u2028"}',
    );
  });

  it("reads a document's text file gzip-compressed, as the site stores it, or as a server already inflated it", () => {
    const pages = ['Première page — “quoted” words', '第二页', ''];
    const json = JSON.stringify(pages);
    expect(jsonOfBytes(new Uint8Array(gzipSync(json)))).toEqual(pages);
    expect(jsonOfBytes(new TextEncoder().encode(json))).toEqual(pages);
    expect(() => jsonOfBytes(new Uint8Array(gzipSync(json)).subarray(0, 20))).toThrow();
  });

  it('typechecks the browser code against the DOM', async () => {
    await run(process.execPath, [
      join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      join(PROJECT_ROOT, 'site', 'client', 'tsconfig.json'),
    ]);
  });
});

describe('counts in the pages', () => {
  it('agree with their number', () => {
    expect([0, 1, 2, 1204].map((n) => countOf(n, 'document'))).toEqual([
      '0 documents',
      '1 document',
      '2 documents',
      '1,204 documents',
    ]);
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('the most mentioned names', () => {
  it('break ties by connections, then by the most recent document, then by name', () => {
    const doc = (id: string, date: string) => [id, { id, date }] as const;
    const byId = new Map([
      doc('a', '2019-01-01'),
      doc('b', '2021-06-01'),
      doc('c', '2020-01-01'),
    ]) as unknown as Parameters<typeof byProminence>[0];
    const entity = (name: string, document_ids: string[], connections: number) =>
      ({
        kind: 'characters',
        slug: name,
        name,
        description: null,
        aliases: [],
        document_ids,
        roles: [],
        corrections: [],
        connections: Array.from({ length: connections }, (_, i) => ({
          name: `n${i}`,
          type: 'mentioned_with',
          weight: 1,
          url: null,
        })),
        url: '',
      }) as PublicEntity;
    const list = [
      entity('Abel', ['a'], 1),
      entity('Zora', ['a', 'c'], 0),
      entity('Bea', ['a'], 3),
      entity('Cato', ['b'], 1),
      entity('Dell', ['b'], 1),
    ];
    expect(list.sort(byProminence(byId)).map((e) => e.name)).toEqual(['Zora', 'Bea', 'Cato', 'Dell', 'Abel']);
  });
});
