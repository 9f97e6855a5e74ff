/** The relevance explanation adds up: starting point plus every factor's share is the score. */
import { describe, expect, it } from 'vitest';
import { apportion } from '../../../actions/lib/core/apportion.js';
import { loadConfig } from '../../../actions/lib/core/config.js';
import { analyzeUpload } from '../../../actions/lib/pipeline/analyze.js';
import { sigmoid } from '../../../actions/lib/pipeline/relevance/model.js';
import { shapleyShares } from '../../../actions/lib/pipeline/relevance/score.js';
import { renderReport } from '../../../actions/lib/report/markdown.js';
import { textToPdf } from '../../../scripts/demo/pdf-maker.js';
import { PROJECT_ROOT } from '../../helpers/paths.js';

const config = await loadConfig(PROJECT_ROOT);
const enc = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));
const metadata = { title: 'Order on the motion to dismiss', date: '2019-07-02', source: 'PACER', relevance: 'high' };

const FILING = `UNITED STATES DISTRICT COURT FOR THE DISTRICT OF MAINE
JANE ROE, Plaintiff, v. ACME CORPORATION, Defendant. Civil Action No. 1:19-cv-00123
ORDER ON DEFENDANT'S MOTION TO DISMISS
The plaintiff filed a complaint alleging breach of contract. The defendant moved to dismiss for failure
to state a claim under Federal Rule of Civil Procedure 12(b)(6). The court has jurisdiction under 28 U.S.C. 1332.
For the reasons that follow, the motion to dismiss is GRANTED in part and DENIED in part. The clerk shall
enter judgment accordingly. SO ORDERED. Dated July 2, 2019. United States District Judge.`;
const RECIPE = `Grandmother's chocolate chip cookies. Cream one cup of butter with three quarters of a cup of brown
sugar until fluffy. Beat in two eggs and a teaspoon of vanilla, then fold in the flour and baking soda. Stir in
two cups of chocolate chips. Bake spoonfuls on a greased tray for ten minutes, until golden at the edges.`;

describe('Shapley shares of a logistic score', () => {
  it('add up to the move from the starting point to the score, exactly', () => {
    const start = -2.3;
    const terms = [3.1, -0.7, 0, 1.4, -2.2, 0.05];
    const shares = shapleyShares(start, terms);
    const sum = shares.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(sigmoid(start + terms.reduce((a, b) => a + b, 0)) - sigmoid(start), 12);
    expect(shares[2]).toBe(0);
    expect(Math.sign(shares[0]!)).toBe(1);
    expect(Math.sign(shares[4]!)).toBe(-1);
  });

  it('give one term the whole move, and equal terms equal shares', () => {
    expect(shapleyShares(0.5, [2])[0]).toBeCloseTo(sigmoid(2.5) - sigmoid(0.5), 12);
    const [a, b, c] = shapleyShares(-1, [0.8, 0.8, -0.3]);
    expect(a).toBeCloseTo(b!, 12);
    expect(c).toBeLessThan(0);
  });
});

describe('apportion', () => {
  it('rounds shares so that they add up to the rounded total, each within one unit', () => {
    const shares = [0.33333, 0.33333, 0.33334, 0];
    const rounded = apportion(shares, 1, 2);
    expect(rounded).toEqual([0.33, 0.33, 0.34, 0]);
    const many = [0.1234, -0.0456, 0.2871, 0.0049, -0.0011];
    const total = Number(many.reduce((a, b) => a + b, 0).toFixed(3));
    const r3 = apportion(many, total, 3);
    expect(Math.round(r3.reduce((a, b) => a + b, 0) * 1000)).toBe(Math.round(total * 1000));
    r3.forEach((x, i) => expect(Math.abs(x - many[i]!)).toBeLessThanOrEqual(0.001 + 1e-12));
  });
});

describe('the relevance explanation of a real analysis', () => {
  it.each([
    ['a court order', FILING],
    ['a cookie recipe', RECIPE],
  ])('of %s: starting point plus every effect is the score, in the data and in the report', async (_what, text) => {
    const r = await analyzeUpload(
      { name: 'upload.pdf', file: await textToPdf(text), metadata: enc(metadata), metadataName: 'upload.json' },
      { root: null, config, cache: null, today: '2026-11-21' },
    );
    const d = r.relevance_detail!;
    expect(d.baseline).toBeGreaterThan(0);
    const thousandths = Math.round(d.baseline! * 1000) + d.factors.reduce((s, f) => s + Math.round(f.effect * 1000), 0);
    expect(thousandths).toBe(Math.round(d.score * 1000));
    // The report's column, at two decimals, adds up to the score it prints.
    const md = renderReport(r);
    const table = md.slice(md.indexOf('| factor | adds | why |'));
    const rows = table
      .split('\n')
      .slice(2)
      .filter((l) => l.startsWith('|'));
    expect(rows[0]).toBe(
      `| starting point | ${d.baseline!.toFixed(2)} | The score of a text with none of the evidence below. |`,
    );
    expect(rows.at(-1)).toMatch(
      new RegExp(`^\\| \\*\\*relevance\\*\\* \\| \\*\\*${d.score.toFixed(2)}\\*\\* \\| Threshold 0\\.70: `),
    );
    const column = rows.slice(0, -1).map((l) => Number(l.split('|')[2]!.trim().replace('−', '-')));
    expect(Math.round(column.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(Number(d.score.toFixed(2)) * 100));
  });
});
