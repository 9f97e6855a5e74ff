import { describe, expect, it } from 'vitest';
import { problem } from '../../actions/lib/core/problem.js';
import { lineOfField } from '../../actions/lib/github/annotations.js';
import { parseCommand, planCommand, type CommandFacts } from '../../actions/lib/github/commands.js';
import { fitBody, GITHUB_BODY_LIMIT, plainText } from '../../actions/lib/github/escape.js';
import { planLabels, problemLabel } from '../../actions/lib/github/labels.js';
import { planStickyComment, sameLogin } from '../../actions/lib/github/sticky-comment.js';
import type { IssueComment } from '../../actions/lib/forge/forge.js';
import { planPullRequestDecision, type DecisionInput } from '../../actions/lib/github/decision.js';
import { branchFactsOf } from '../../actions/lib/github/pull-request.js';
import { applyPullRequestDecision } from '../../actions/lib/github/apply-decision.js';
import { dryRunGitHubForge } from '../helpers/github-dry-run.js';
import {
  describeDecisionCases,
  expectCaseFiles,
  expectExpectation,
  type DecisionCase,
} from '../helpers/decision-fixtures.js';

describe('pure GitHub helpers', () => {
  it('finds the line of a top-level key, not of the same word in a value or a nested object', () => {
    const json =
      '{\n  "title": "date: \\"x\\"",\n  "nested": { "date": "no" },\n  "tags": ["date"],\n  "date": "2999-01-01"\n}\n';
    expect(lineOfField(json, 'date')).toBe(5);
    expect(lineOfField(json, 'tags/0')).toBe(4);
    expect(lineOfField(json, 'missing')).toBe(1);
    expect(lineOfField('not json at all', 'date')).toBe(1);
  });

  it('reads only the first /dirhub line of a comment', () => {
    expect(parseCommand('Thanks!\n/dirhub reject   off topic  \n/dirhub accept')).toEqual({
      command: 'reject',
      reason: 'off topic',
    });
    expect(parseCommand('/dirhub ACCEPT')).toEqual({ command: 'accept', reason: null });
    expect(parseCommand('please /dirhub accept')).toBeNull();
    expect(parseCommand('/dirhub merge')).toBeNull();
  });

  it('labels a problem by its area', () => {
    expect(problemLabel(problem('metadata.date.future', 'm', 'h'))).toBe('problem:metadata');
  });

  it('takes a login with the [bot] suffix for another than one without', () => {
    expect(sameLogin('dirhub-bot', 'dirhub-bot[bot]')).toBe(false);
    expect(sameLogin('Dirhub-Bot[bot]', 'dirhub-bot[bot]')).toBe(true);
  });

  it('keeps bodies within GitHub limits and annotations on one line', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `line ${i} ${'x'.repeat(20)}`).join('\n');
    const fitted = fitBody(long);
    expect(fitted.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(fitted.endsWith('see the job summary._\n')).toBe(true);
    expect(plainText('a\nb\u0007c', 10)).toBe('a b c');
  });
});

/**
 * The GitHub decisions a case folder can hold, each read from one input file and compared with one
 * expectation file; a case holds one or more of them.
 */
const GITHUB_DECISIONS: {
  input: string;
  expectation: string;
  decide: (c: DecisionCase) => unknown;
}[] = [
  {
    input: '_command.json',
    expectation: 'command-plan.json',
    decide: (c) => planCommand(c.json<CommandFacts>('_command.json')),
  },
  {
    input: '_labels.json',
    expectation: 'label-plan.json',
    decide: (c) => {
      const { current, desired } = c.json<{ current: string[]; desired: string[] }>('_labels.json');
      return planLabels(current, desired);
    },
  },
  {
    input: '_sticky-comment.json',
    expectation: 'sticky-comment-plan.json',
    decide: (c) => {
      const { comments, bot_login, markdown } = c.json<{
        comments: IssueComment[];
        bot_login: string;
        markdown: string;
      }>('_sticky-comment.json');
      return planStickyComment(comments, bot_login, markdown);
    },
  },
  {
    input: '_decision-input.json',
    expectation: 'decision.json',
    decide: (c) => {
      const input = c.json<DecisionInput>('_decision-input.json');
      // The branch facts are derived from the pull request and its files (as gatherPullRequestFacts does):
      // an input edited by hand must still be a state the adapter can report.
      expect(input.facts.branch, `${c.name}: facts.branch as the pull request's files give it`).toEqual(
        branchFactsOf(input.facts.pull, input.facts.files),
      );
      return planPullRequestDecision(input);
    },
  },
  {
    input: '_decision-input.json',
    expectation: 'mutations.json',
    // What applying the decision would send to GitHub, in order, when GitHub says yes to each request.
    decide: async (c) => {
      const input = c.json<DecisionInput>('_decision-input.json');
      const [, owner, repo] = /^https:\/\/github\.com\/([^/]+)\/([^/]+)\/pull\/\d+$/.exec(input.facts.pull.html_url)!;
      const { forge, requests } = dryRunGitHubForge({ owner: owner!, repo: repo! });
      await applyPullRequestDecision(forge, planPullRequestDecision(input));
      return requests;
    },
  },
];

describeDecisionCases('github', 17, async (c) => {
  const decisions = GITHUB_DECISIONS.filter((d) => c.has(d.input));
  expect(decisions.length, `${c.name}: a case holds the input of at least one decision`).toBeGreaterThan(0);
  expectCaseFiles(
    c,
    { required: [...new Set(decisions.map((d) => d.input))] },
    decisions.map((d) => d.expectation),
  );
  for (const d of decisions) expectExpectation(c, d.expectation, await d.decide(c));
});
