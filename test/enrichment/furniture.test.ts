import { describe, expect, it } from 'vitest';
import type { PageText } from '../../actions/lib/archive/records.js';
import { furnitureLines, withoutFurniture } from '../../actions/lib/enrichment/furniture.js';

const page = (text: string, n = 1): PageText => ({ page: n, text, source: 'text-layer' });
const BODY = [
  'The parties met in the spring and agreed on nothing at all.',
  'Counsel for the plaintiff then wrote a letter to the clerk.',
  'No answer came before the hearing, which was put off twice.',
  'At last the court ruled, and both sides appealed at once.',
  'Each brief ran to forty pages of argument and citations.',
  'Oral argument was heard in the autumn before a full bench.',
];

describe('page furniture', () => {
  it('finds running headers, page numbers, stamps and Bates numbers, and keeps the text', () => {
    const pages = [1, 2, 3, 4].map((n) =>
      page(
        [
          `Case 1:19-cv-01234-ABC Document 12 Filed 01/02/20 Page ${n} of 4`,
          'SMITH v. JONES',
          BODY[n - 1]!,
          `- ${n} -`,
          `DOJ-OGR-0001234${n}`,
        ].join('\n'),
        n,
      ),
    );
    expect(furnitureLines(pages).map((s) => [...s].sort())).toEqual([
      [0, 1, 3, 4],
      [0, 1, 3, 4],
      [0, 1, 3, 4],
      [0, 1, 3, 4],
    ]);
    expect(withoutFurniture(pages)[1]!.text).toBe(BODY[1]);
    expect(pages[1]!.text).toContain('SMITH v. JONES');
  });

  it('finds a running header that OCR reads a little differently on each page', () => {
    const headers = [
      'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF MAINE',
      'UNITED STATES DISTRICT COURT FOR THE DlSTRICT OF MAINE',
      'UNITED STATES DISTRlCT COURT FOR THE DISTRICT OF MA1NE',
      'UNITED STATES DISTRICT C0URT FOR THE DISTRICT OF MAINE',
    ];
    const pages = headers.map((h, i) => page(`${h}\n${BODY[i]}`, i + 1));
    expect(furnitureLines(pages).map((s) => [...s])).toEqual([[0], [0], [0], [0]]);
  });

  it('leaves alone lines that repeat on a few pages only, and phone numbers', () => {
    // "Respectfully submitted," closes two of six pages: under 40% of them.
    const pages = BODY.map((b, i) =>
      page(`${b}\n${i < 2 ? 'Respectfully submitted,' : BODY[5 - i]}\n(207) 555-01${i}${i}`, i + 1),
    );
    expect(furnitureLines(pages).map((s) => [...s])).toEqual([[], [], [], [], [], []]);
  });
});
