import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PageText } from '../../actions/lib/archive/records.js';
import { distinctDates, documentDate, findDates, MAX_CONTEXT } from '../../actions/lib/enrichment/dates.js';
import { furnitureLines, withoutFurniture } from '../../actions/lib/enrichment/furniture.js';
import { courtPages } from '../helpers/court-entities.js';
import { corpusFile, describeWithCorpus } from '../helpers/paths.js';

const page = (text: string, n = 1): PageText => ({ page: n, text, source: 'text-layer' });

/** The document's running text as the date agent reads it: no furniture, lines joined. */
function body(pages: PageText[]): string {
  return withoutFurniture(pages)
    .map((p) => p.text)
    .join('\n')
    .replace(/([a-z])-\n([a-z])/g, '$1$2')
    .replace(/\s+/g, ' ');
}

/** Whether `context` (its "…" marks aside) stands in `text` starting and ending between words. */
function cutBetweenWords(text: string, context: string): boolean {
  const inner = context.replace(/^… /, '').replace(/ …$/, '');
  for (let at = text.indexOf(inner); at >= 0; at = text.indexOf(inner, at + 1)) {
    const before = text[at - 1];
    const after = text[at + inner.length];
    if ((before === undefined || /\s/.test(before)) && (after === undefined || /[\s.,;:)"”’]/.test(after))) return true;
  }
  return false;
}

describe('dates and the timeline', () => {
  it('gives each mentioned date the whole sentence, and the stamp’s date as the document’s own', () => {
    const stamp = (n: number) =>
      `Case: 20-1507 Document: 00117684624 Page: ${n} Date Filed: 12/22/2020 Entry ID: 6390389`;
    const pages = [
      page(
        `- 1 -\nThe United States Department of Health and Human\nServices declared the coronavirus a national public health\nemergency on January 31, 2020, retroactive to January 27.\n${stamp(1)}`,
        1,
      ),
      page(`- 2 -\nGovernor Mills issued a series of orders.\n${stamp(2)}`, 2),
    ];
    const dates = distinctDates(findDates(pages));
    expect(dates).toEqual(
      [
        { date: '2020-12-22', precision: 'day', page: 1, text: '12/22/2020', kind: 'filed', context: '' },
        {
          date: '2020-01-31',
          precision: 'day',
          page: 1,
          text: 'January 31, 2020',
          kind: 'mentioned',
          context:
            'The United States Department of Health and Human Services declared the coronavirus a national public health emergency on January 31, 2020, retroactive to January 27.',
        },
      ].sort((a, b) => (a.date < b.date ? -1 : 1)),
    );
    expect(documentDate(findDates(pages))?.date).toBe('2020-12-22');
  });

  it('cuts a long sentence between words, around the date, with the cuts marked', () => {
    const long = `${'Counsel argued at length that the earlier ruling controlled the matter '.repeat(4)}until the hearing on March 3, 2019, ${'when the court heard the parties once more and took the matter under advisement '.repeat(4)}.`;
    const [d] = findDates([page(long)]);
    expect(d!.context.length).toBeLessThanOrEqual(MAX_CONTEXT);
    expect(d!.context).toMatch(/^… \S.* …$/);
    expect(d!.context).toContain('March 3, 2019');
    expect(cutBetweenWords(long.replace(/\s+/g, ' '), d!.context)).toBe(true);
  });
});

describeWithCorpus('the timeline of real court filings', 'timeline events read from the court filings', () => {
  it('has no event from page furniture and no snippet cut mid-word, one event per date per document', async () => {
    const files = (await readdir(corpusFile('court'))).filter((f) => f.endsWith('.pdf') && f !== 'empty.pdf');
    let events = 0;
    for (const file of files) {
      const pages = await courtPages(file).catch(() => null);
      if (!pages) continue;
      const text = body(pages);
      const furniture = furnitureLines(pages).flatMap((lines, n) =>
        [...lines].map((i) => pages[n]!.text.split('\n')[i]!.trim()).filter((l) => l.length > 12),
      );
      const dates = distinctDates(findDates(pages));
      expect(new Set(dates.map((d) => d.date)).size, file).toBe(dates.length);
      for (const d of dates) {
        events++;
        if (d.kind === 'filed') {
          expect(d.context, `${file} ${d.date}`).toBe('');
          continue;
        }
        expect(d.context.length, `${file} ${d.date}`).toBeLessThanOrEqual(MAX_CONTEXT);
        expect(cutBetweenWords(text, d.context), `${file} ${d.date}: ${d.context}`).toBe(true);
        for (const line of furniture) expect(d.context.includes(line), `${file} ${d.date}: ${line}`).toBe(false);
      }
    }
    expect(events).toBeGreaterThan(100);
  });

  it('reads the First Circuit opinion’s dates as a person reads them', async () => {
    const pages = await courtPages('recap_documents_ca1_00117684624.pdf');
    const dates = distinctDates(findDates(pages));
    // 17 pages each carry the court's stamp with the filing date: one event, the document's own.
    expect(dates.filter((d) => d.date === '2020-12-22')).toEqual([
      { date: '2020-12-22', precision: 'day', page: 1, text: '12/22/2020', kind: 'filed', context: '' },
    ]);
    expect(dates.filter((d) => d.kind === 'filed').map((d) => d.date)).toEqual(['2020-12-22']);
    expect(dates.find((d) => d.date === '2020-01-31')?.context).toBe(
      'The United States Department of Health and Human Services declared the coronavirus a national public health emergency on January 31, 2020, retroactive to January 27.',
    );
    expect(dates.find((d) => d.date === '2019-12')?.context).toBe(
      'The first outbreak of the disease was identified in Wuhan City, China, during December of 2019.',
    );
  });
});
