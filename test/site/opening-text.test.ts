import { describe, expect, it } from 'vitest';
import { openingText } from '../../site/build/opening-text.js';

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
  });

  it('cuts a first page longer than the limit after its last whole word', () => {
    const shown = openingText(pages('', 'alpha beta gamma delta', 'more'), 13);
    expect(shown.pages.map((p) => [p.opening, p.complete])).toEqual([
      ['', true],
      ['alpha beta …', false],
      ['', false],
    ]);
  });
});
