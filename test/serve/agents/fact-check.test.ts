/**
 * The fact-check: the judgement of passages as pure functions, and the endpoint on a real agent
 * listener — supporting and contradicting passages with their sources' credibility, and a verdict with
 * its report, or an abstention when no passage holds enough of the claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credibility,
  datesIn,
  judgePassage,
  parseClaim,
  verdictOf,
} from '../../../scripts/serve/agents/engines/fact-check/claims.js';
import { OpenApiChecker } from '../helpers.js';
import { agentFixture, type AgentFixture, type GeneralAnswer } from './helpers.js';

describe('judging a passage', () => {
  const passage = 'On March 3, 2019 the court denied the motion to dismiss filed by Acme Corp in case 19-204.';

  it('supports a claim it holds, and says how much of it', () => {
    const j = judgePassage(parseClaim('The court denied the motion to dismiss in March 2019.'), passage);
    expect(j).toMatchObject({ stance: 'supporting', reasons: [] });
    expect(j.overlap).toBe(1);
  });

  it('contradicts another year, another number, the opposite outcome, a missing negation', () => {
    const cases: [string, RegExp][] = [
      ['The court denied the motion to dismiss in March 2021.', /gives March 3, 2019, not March 2021$/],
      ['The court denied the motion to dismiss in case 19-205.', /gives 19-204, not 19-205$/],
      ['The court granted the motion to dismiss in March 2019.', /"deni…" where the claim says "grant…"/],
      ['The court denied the motion to dismiss in May 2019.', /gives March 3, 2019, not May 2019$/],
      ['On March 4, 2019 the court denied the motion to dismiss.', /gives March 3, 2019, not March 4, 2019$/],
    ];
    for (const [claim, reason] of cases) {
      const j = judgePassage(parseClaim(claim), passage);
      expect(j.stance, claim).toBe('contradicting');
      expect(j.reasons.join('; '), claim).toMatch(reason);
      expect(j.overlap, claim).toBeGreaterThanOrEqual(0.7);
    }
    const denied = judgePassage(
      parseClaim('The court never denied the motion to dismiss filed by Acme Corp.'),
      passage,
    );
    expect(denied).toMatchObject({ stance: 'contradicting', reasons: ['the claim denies what the passage states'] });
  });

  it('supports only when the numbers, dates, outcome and negation agree; otherwise it is unsettled, and says why', () => {
    const cases: [string, string][] = [
      // A number of another kind (a rule's number) is no contradiction, but the claim's number is not there.
      ['The court denied the motion to dismiss filed by Acme Corp under Rule 12.', 'the passage does not say "12"'],
      [
        'The court denied the motion to dismiss filed by Acme Corp on June 5, 2019.',
        'the passage does not say "June 5, 2019"',
      ],
      [
        'The court reversed the motion to dismiss filed by Acme Corp in case 19-204.',
        'the passage does not say "revers"',
      ],
    ];
    for (const [claim, reason] of cases)
      expect(judgePassage(parseClaim(claim), passage), claim).toMatchObject({ stance: 'unsettled', reasons: [reason] });
    // A denial reaches to the end of its clause only: "no error, we affirm" affirms.
    expect(
      judgePassage(
        parseClaim('The court affirmed the judgment.'),
        'Finding no error, we affirm the judgment of the court.',
      ),
    ).toMatchObject({ stance: 'supporting' });
    expect(
      judgePassage(
        parseClaim('The court did not dismiss the appeal of the Chapel.'),
        'Consequently, the court dismissed the appeal of the Chapel without prejudice.',
      ),
    ).toMatchObject({ stance: 'contradicting', reasons: ['the claim denies what the passage states'] });
    // Another date of the same month and year; a date that shares only the year is a different event.
    expect(
      judgePassage(
        parseClaim('The order was entered on 2 February 2018.'),
        'The order was entered on February 12, 2018.',
      ).stance,
    ).toBe('contradicting');
    expect(
      judgePassage(parseClaim('The case was argued April 23, 2013.'), 'The case was decided June 13, 2013.').stance,
    ).not.toBe('contradicting');
  });

  it('reads the dates a text writes, in each usual form', () => {
    const { dates, rest } = datesIn(
      'Filed 08/05/16; argued April 23, 2013; heard on 23 March 2021; in August 2015; you may 2 go.',
    );
    expect(dates.map((d) => [d.year, d.month, d.day])).toEqual([
      [2021, 3, 23],
      [2013, 4, 23],
      [2015, 8, null],
      [2016, 8, 5],
    ]);
    expect(rest).toContain('you may 2 go');
  });

  it('weighs sources by type and verification level', () => {
    expect(credibility('court', 3)).toBeGreaterThan(credibility('government', 3));
    expect(credibility('government', 2)).toBeGreaterThan(credibility('media', 2));
    expect(credibility('media', 2)).toBeGreaterThan(credibility(null, 2));
    expect(credibility('court', 0)).toBeLessThan(credibility('court', 1));
  });

  it('gives a verdict from each document’s closest passage, and abstains without close evidence', () => {
    const e = (document_id: string, stance: 'supporting' | 'contradicting', overlap: number, cred = 0.9) => ({
      document_id,
      title: document_id,
      stance,
      overlap,
      credibility: cred,
      passage: 'text',
      reasons: [],
    });
    expect(verdictOf('c', [e('a', 'supporting', 0.9), e('a', 'contradicting', 0.8)]).verdict).toBe('supported');
    expect(verdictOf('c', [e('a', 'contradicting', 1), e('b', 'supporting', 0.75, 0.3)]).verdict).toBe('contradicted');
    expect(verdictOf('c', [e('a', 'contradicting', 0.9), e('b', 'supporting', 0.9)]).verdict).toBe('disputed');
    const none = verdictOf('c', [e('a', 'supporting', 0.5)]);
    expect(none).toMatchObject({ verdict: 'not_enough_evidence', confidence: 0, supporting: 0 });
    expect(none.report).toContain('No passage');
  });
});

describe('POST /api/v1/search/fact-check', () => {
  let f: AgentFixture;
  let checker: OpenApiChecker;
  beforeAll(async () => {
    f = await agentFixture({
      extraDocs: [
        {
          title: 'Order on the motion of Acme Corp',
          date: '2019-03-04',
          source: 'District Court of Springfield',
          source_type: 'court',
          category: 'legal',
          verification_level: 3,
          pages: ['On March 3, 2019 the court denied the motion to dismiss filed by Acme Corp in case 19-204.'],
        },
        {
          title: 'Local news: Acme loses in court',
          date: '2019-03-05',
          source: 'Springfield Gazette',
          source_type: 'media',
          category: 'news',
          verification_level: 1,
          pages: ['Reporters wrote that the court denied the motion to dismiss filed by Acme Corp in March 2019.'],
        },
        {
          // Sent without source_type: its case number and its source make it a court record.
          title: 'Order on the petition of the Birchwood Tenants Union',
          date: '2020-06-01',
          source: 'Clerk of the Superior Court',
          case_number: '20-118',
          category: 'legal',
          verification_level: 2,
          pages: ['On June 1, 2020 the court granted the petition of the Birchwood Tenants Union in case 20-118.'],
        },
      ],
    });
    await f.agents.services.semantic.ready();
    checker = await OpenApiChecker.load(f.agents.url);
  });
  afterAll(() => f?.close());

  const check = async (body: object) => {
    const answer = checker.check('POST', '/api/v1/search/fact-check', await f.post('/api/v1/search/fact-check', body));
    expect(answer.status).toBe(200);
    return answer.body as GeneralAnswer & {
      fact_check: { verdict: string; confidence: number; supporting: number; contradicting: number; report: string };
    };
  };

  it('supports a true claim with passages of both sources, the court more credible than the paper', async () => {
    const a = await check({ claim: 'The court denied the motion to dismiss filed by Acme Corp in March 2019.' });
    expect(a.sources_searched).toEqual(['fact_check']);
    expect(a.fact_check).toMatchObject({ verdict: 'supported', supporting: 2, contradicting: 0 });
    const court = a.results.find((r) => r.metadata.source_type === 'court')!;
    const paper = a.results.find((r) => r.metadata.source_type === 'media')!;
    expect(court.metadata).toMatchObject({ stance: 'supporting' });
    expect(court.metadata.credibility as number).toBeGreaterThan(paper.metadata.credibility as number);
    expect(court.url).toMatch(/^dirhub:\/\/documents\/[0-9a-f]{16}#passage-\d+$/);
    expect(a.fact_check.report).toContain('Verdict: supported');
  });

  it('contradicts a false claim, naming what differs', async () => {
    const a = await check({ claim: 'The court granted the motion to dismiss filed by Acme Corp in March 2019.' });
    expect(a.fact_check.verdict).toBe('contradicted');
    expect(a.results[0]!.metadata).toMatchObject({ stance: 'contradicting' });
    expect(a.fact_check.report).toContain('where the claim says "grant…"');
  });

  it('reads only the source types asked for, and abstains when nothing holds the claim', async () => {
    const media = await check({
      claim: 'The court denied the motion to dismiss filed by Acme Corp in March 2019.',
      source_types: ['media'],
    });
    expect(new Set(media.results.map((r) => r.metadata.source_type))).toEqual(new Set(['media']));
    const unknown = await check({ claim: 'Purple elephants audited the harbour lighthouse budget.' });
    expect(unknown.fact_check).toMatchObject({ verdict: 'not_enough_evidence', supporting: 0, contradicting: 0 });
    expect((await f.post('/api/v1/search/fact-check', { claim: 'x', source_types: ['blog'] })).status).toBe(400);
  });

  it('counts a court filing sent without source_type as a court source, read from its metadata', async () => {
    const a = await check({
      claim: 'The court granted the petition of the Birchwood Tenants Union in June 2020.',
      source_types: ['court'],
    });
    expect(a.fact_check.verdict).toBe('supported');
    expect(a.results[0]!.metadata).toMatchObject({ source_type: 'court', stance: 'supporting' });
  });
});
