import { describe, expect, it } from 'vitest';
import { buildCharts } from '../../site/generator/charts.js';
import type { ReadModel } from '../../site/read-model/model.js';

/** The numbers on each axis of a chart's SVG, one list per axis that shows only whole numbers (years excluded). */
function countAxes(svg: string): string[][] {
  return [...svg.matchAll(/role-axis-label"[^>]*>(.*?)<\/g>/g)]
    .map((m) => [...m[1]!.matchAll(/>([^<]*)<\/text>/g)].map((t) => t[1]!))
    .filter((labels) => labels.every((l) => /^\d+$/.test(l)) && !labels.every((l) => /^(19|20)\d\d$/.test(l)));
}

function modelWith(years: string[]): ReadModel {
  const documents = years.map((year, i) => ({ id: `d${i}`, year, category: i % 2 ? 'legal' : 'financial' }));
  return { documents, entities: { characters: [], locations: [], organizations: [] } } as unknown as ReadModel;
}

describe('infographics', () => {
  it.each([
    [
      ['2019', '2019', '2020'],
      ['0', '1', '2'],
    ],
    [['2019'], ['0', '1']],
    [
      ['2018', '2019', '2019', '2019', '2019', '2020'],
      ['0', '1', '2', '3', '4'],
    ],
  ])('counts documents per year in whole steps (%j)', async (years, expected) => {
    const perYear = (await buildCharts(modelWith(years))).find((c) => c.id === 'per-year')!;
    expect(countAxes(perYear.svg)).toEqual([expected]);
  });

  it("keeps Vega-Lite's own ticks for larger counts, still whole and distinct", async () => {
    const years = Array.from({ length: 57 }, (_, i) => (i < 40 ? '2019' : '2020'));
    const [axis] = countAxes((await buildCharts(modelWith(years))).find((c) => c.id === 'per-year')!.svg);
    expect(axis![0]).toBe('0');
    expect(new Set(axis).size).toBe(axis!.length);
    expect(Number(axis![axis!.length - 1])).toBeGreaterThanOrEqual(40);
  });
});
