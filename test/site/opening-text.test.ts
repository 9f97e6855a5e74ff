import { describe, expect, it } from 'vitest';
import { openingOf, openingText } from '../../site/generator/opening-text.js';

const pages = (...texts: string[]) => texts.map((text, i) => ({ page: i + 1, text }));

describe("a document page's opening text", () => {
  it('holds every page whole while they fit, and says so', () => {
    const shown = openingText(pages('one two', '', 'three'), 20);
    expect(shown.complete).toBe(true);
    expect(shown.pages.map((p) => [p.opening, p.complete])).toEqual([
      ['one two', true],
      ['', true],
      ['three', true],
    ]);
  });

  it('stops at the first page that does not fit: that page and the next are left to the script', () => {
    const shown = openingText(pages('a'.repeat(8), 'b'.repeat(8), 'c'), 12);
    expect(shown.complete).toBe(false);
    expect(shown.pages.map((p) => [p.opening, p.complete])).toEqual([
      ['a'.repeat(8), true],
      ['', false],
      ['', false],
    ]);
    expect(shown.pages[1]!.text).toBe('b'.repeat(8));
    // The HTML holds the first page's section only: the script builds the others.
    expect(shown.pages.map((p) => p.held)).toEqual([true, false, false]);
    expect(shown.held).toBe(1);
  });

  it('cuts a first page longer than the limit after its last whole word', () => {
    const shown = openingText(pages('', 'alpha beta gamma delta', 'more'), 13);
    expect(shown.pages.map((p) => [p.opening, p.complete])).toEqual([
      ['', true],
      ['alpha beta …', false],
      ['', false],
    ]);
    expect(shown.pages.map((p) => p.held)).toEqual([true, true, false]);
  });

  it('reads only the pages its opening needs; of the later ones it asks only whether they are empty', () => {
    const texts = ['a'.repeat(8), 'b'.repeat(8), '', 'c'];
    const read: number[] = [];
    const asked: number[] = [];
    const shown = openingOf(
      texts.length,
      (i) => (read.push(i), texts[i]!),
      (i) => (asked.push(i), !texts[i]),
      12,
    );
    expect(read).toEqual([0, 1]);
    expect(asked).toEqual([2, 3]);
    expect(shown.pages.map((p) => [p.page, p.complete, p.empty])).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, true],
      [4, false, false],
    ]);
    // The same as when every page is read first.
    expect(shown).toEqual({
      ...openingText(
        texts.map((text, i) => ({ page: i + 1, text })),
        12,
      ),
      pages: openingText(
        texts.map((text, i) => ({ page: i + 1, text })),
        12,
      ).pages.map((p) => (p.page > 2 ? { ...p, text: '' } : p)),
    });
  });
});
