/**
 * The agent search's measured quality on real documents: labelled questions in natural language about
 * the corpus' court filings (among 200+ State of the Union addresses), and true and false claims read
 * off them. The figures are printed and written in docs/agent-search.md; the floors below are what the
 * design must keep.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithCorpus } from '../../helpers/paths.js';
import { measureFactCheck, measureRecall, qualityArchive, type QualityArchive } from '../../helpers/agent-quality.js';

describeWithCorpus('agent search quality', 'semantic recall@5 and fact-check accuracy on the court filings', () => {
  let q: QualityArchive;
  beforeAll(async () => {
    q = await qualityArchive();
  }, 240_000);
  afterAll(() => q?.close());

  it('the semantic search finds the answering document in its first five more often than full text alone', async () => {
    const figures = await measureRecall(q);
    process.stdout.write(`semantic search recall@5: ${JSON.stringify(figures)}\n`);
    expect(figures.questions).toBe(20);
    expect(figures.semantic).toBeGreaterThan(figures.full_text);
    expect(figures.semantic).toBeGreaterThanOrEqual(figures.full_text_any_word);
    expect(figures.semantic).toBeGreaterThanOrEqual(0.8);
  }, 120_000);

  it.each(['development', 'held-out'] as const)(
    'the fact-check tells true claims from false ones on the %s claims, and never supports a flipped one',
    async (set) => {
      const figures = await measureFactCheck(q, set);
      process.stdout.write(`fact-check (${set}): ${JSON.stringify({ ...figures, verdicts: undefined })}\n`);
      for (const v of figures.verdicts)
        process.stdout.write(
          `  ${v.truth ? 'true ' : 'false'} ${(v.flip ?? '').padEnd(8)} ${v.verdict.padEnd(20)} ${v.claim}\n`,
        );
      expect(figures.claims).toBe(set === 'development' ? 24 : 22);
      expect(figures.verdicts.filter((v) => !v.truth && v.verdict === 'supported')).toEqual([]);
      expect(figures.accuracy_answered).toBeGreaterThanOrEqual(0.75);
      expect(figures.abstained).toBeLessThanOrEqual(0.5);
    },
    120_000,
  );
});
