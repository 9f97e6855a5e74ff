import { describe, expect, it } from 'vitest';
import { problem } from '../../actions/lib/core/problem.js';
import { lineOfField } from '../../actions/lib/github/annotations.js';
import { parseCommand, planCommand } from '../../actions/lib/github/commands.js';
import { fitBody, GITHUB_BODY_LIMIT, plainText } from '../../actions/lib/github/escape.js';
import { planLabels, problemLabel } from '../../actions/lib/github/labels.js';
import { planStickyComment, sameLogin, STICKY_MARKER } from '../../actions/lib/github/sticky-comment.js';

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

  it('refuses reject without a reason, and ignores bots and plain issues', () => {
    const base = {
      comment: { id: 1, body: '/dirhub reject', author: 'mara', author_type: 'User' },
      issue: { number: 3, is_pull_request: true },
      role: 'maintain' as const,
      allowed_roles: ['admin' as const, 'maintain' as const],
    };
    expect(planCommand(base)).toMatchObject({
      allowed: false,
      refusal: { code: 'command.reason_missing' },
      reaction: '-1',
    });
    expect(planCommand({ ...base, comment: { ...base.comment, author_type: 'Bot' } })).toBeNull();
    expect(planCommand({ ...base, issue: { number: 3, is_pull_request: false } })).toBeNull();
    expect(planCommand({ ...base, comment: { ...base.comment, body: '/dirhub rerun' } })).toMatchObject({
      allowed: true,
      override: null,
      reaction: '+1',
    });
  });

  it('binds accept and reject to the head the maintainer saw: a head that arrived at or after the comment refuses', () => {
    const head = 'c'.repeat(40);
    const base = {
      comment: {
        id: 1,
        body: '/dirhub accept',
        author: 'mara',
        author_type: 'User',
        created_at: '2026-11-24T10:00:05Z',
      },
      issue: { number: 3, is_pull_request: true },
      role: 'maintain' as const,
      allowed_roles: ['admin' as const, 'maintain' as const],
    };
    expect(planCommand({ ...base, head: { sha: head, arrived_at: '2026-11-24T09:58:00Z' } })).toMatchObject({
      allowed: true,
      override: { command: 'accept', by: 'mara', head_sha: head },
    });
    for (const arrived of ['2026-11-24T10:00:05Z', '2026-11-24T10:01:00Z'])
      expect(planCommand({ ...base, head: { sha: head, arrived_at: arrived } })).toMatchObject({
        allowed: false,
        reaction: '-1',
        override: null,
        refusal: {
          code: 'command.head_moved',
          message: `Commit cccccccccccc arrived at ${arrived} (UTC), at or after this command (2026-11-24T10:00:05Z): /dirhub accept was given for an earlier commit.`,
        },
      });
    // A rerun decides whatever the head is: nothing to bind.
    expect(
      planCommand({
        ...base,
        comment: { ...base.comment, body: '/dirhub rerun' },
        head: { sha: head, arrived_at: '2026-11-24T10:01:00Z' },
      }),
    ).toMatchObject({ allowed: true, override: null });
  });

  it('manages only its own labels', () => {
    expect(planLabels(['dirhub:rejected', 'problem:relevance', 'good first issue'], ['dirhub:accepted'])).toEqual({
      add: ['dirhub:accepted'],
      remove: ['dirhub:rejected', 'problem:relevance'],
    });
    expect(problemLabel(problem('metadata.date.future', 'm', 'h'))).toBe('problem:metadata');
  });

  it('trusts a sticky comment only from the bot itself', () => {
    const comments = [
      { id: 1, body: `${STICKY_MARKER}\nforged`, author: 'dirhub-bot', author_type: 'User' },
      { id: 2, body: `${STICKY_MARKER}\nmine\n`, author: 'dirhub-bot[bot]', author_type: 'Bot' },
    ];
    expect(sameLogin('dirhub-bot', 'dirhub-bot[bot]')).toBe(false);
    expect(planStickyComment(comments, 'dirhub-bot[bot]', 'mine')).toEqual({ kind: 'none', comment_id: 2 });
    expect(planStickyComment(comments.slice(0, 1), 'dirhub-bot[bot]', 'mine')).toEqual({
      kind: 'create',
      body: `${STICKY_MARKER}\nmine\n`,
    });
  });

  it('keeps bodies within GitHub limits and annotations on one line', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `line ${i} ${'x'.repeat(20)}`).join('\n');
    const fitted = fitBody(long);
    expect(fitted.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(fitted.endsWith('see the job summary._\n')).toBe(true);
    expect(plainText('a\nb\u0007c', 10)).toBe('a b c');
  });
});
