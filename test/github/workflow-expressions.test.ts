/** The expression language the workflow harness reads, on the expressions our workflows use. */
import { describe, expect, it } from 'vitest';
import { condition, evaluate, interpolate } from '../helpers/workflow-expressions.js';

const ctx = {
  github: {
    event: {
      issue: { number: 7, pull_request: { url: 'u' } },
      comment: { body: 'LGTM\n/dirhub accept', user: { type: 'User' } },
      repository: { default_branch: 'main' },
    },
  },
  needs: { command: { outputs: { allowed: 'true', 'pull-number': '7' } } },
  steps: { app: { outputs: { 'app-slug': 'dirhub-bot' } } },
  vars: {},
};

describe('workflow expressions', () => {
  it('read contexts, operators and functions as GitHub does', () => {
    expect(
      evaluate(
        "github.event.issue.pull_request && github.event.comment.user.type != 'Bot' && contains(github.event.comment.body, '/dirhub')",
        ctx,
      ),
    ).toBe(true);
    expect(evaluate("needs.command.outputs.allowed == 'TRUE'", ctx)).toBe(true);
    expect(evaluate("fromJSON(needs.command.outputs['pull-number'])", ctx)).toBe(7);
    expect(evaluate("format('{0}[bot]', steps.app.outputs.app-slug)", ctx)).toBe('dirhub-bot[bot]');
    expect(evaluate('vars.MISSING', ctx)).toBeNull();
    expect(
      interpolate('intake-${{ github.event.issue.number }} on ${{ github.event.repository.default_branch }}', ctx),
    ).toBe('intake-7 on main');
  });

  it('adds success() to a condition that names no status function, and fails loudly on what it does not know', () => {
    expect(condition("${{ needs.command.outputs.allowed == 'true' }}", ctx, { succeeded: false })).toBe(false);
    expect(condition('always()', ctx, { succeeded: false })).toBe(true);
    expect(condition(undefined, ctx, { succeeded: true })).toBe(true);
    expect(() => evaluate("hashFiles('**/package-lock.json')", ctx)).toThrow(
      'the harness does not know the function hashFiles()',
    );
    expect(() => evaluate('matrix.node', ctx)).toThrow('the harness has no context matrix');
  });
});
